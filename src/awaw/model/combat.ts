import type { Faction } from './ids.ts';

/** The two kinds of ground attack: regular (15.2-15.9) and exploitation (16.4), one procedure for both. */
export const COMBAT_MODES = ['regular', 'exploitation'] as const;
export type CombatMode = (typeof COMBAT_MODES)[number];

/**
 * An attack as the DMs and odds read it: who attacks what, how, with what support. Unit ids only;
 * where the units stand is read from the game.
 */
export interface AttackForce {
  readonly mode: CombatMode;
  readonly faction: Faction;
  /** The defending hexes (15.44: one or more). */
  readonly targets: readonly string[];
  /** Attacking ground units still in the attack. */
  readonly attackers: readonly string[];
  /** Attackers that airdropped onto a target hex (10.55). */
  readonly dropped: readonly string[];
  /** Attackers invading by sea (15.32B/G; rule 21 is not in the texts: empty in the machine, R-AWAW-INVASIONS). */
  readonly seaborne: readonly string[];
  /** Ground support air factors (15.51). */
  readonly groundSupport: number;
  /** Defensive air support factors (15.51). */
  readonly defensiveAir: number;
}

/** One DM a defending unit receives, with its rule (the combat panel lists them). */
export interface DmEntry {
  readonly rule: string;
  readonly value: number;
  readonly label: string;
}

/** A defending unit's DMs, net DM and defensive strength. */
export interface UnitDefense {
  readonly unit: string;
  readonly hex: string;
  readonly printed: number;
  readonly entries: readonly DmEntry[];
  readonly net: number;
  readonly strength: number;
}
