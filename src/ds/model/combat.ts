import type { Faction } from './factions.ts';

/** Blitz Combat (4.1.2) runs the Attack Sequence of Regular Combat (4.2.2) with the changes of BC-1..BC-5. */
export type CombatMode = 'blitz' | 'regular';

/** A CRT column: an odds ratio as the rules write it, '1-3' … '9-1' (4.2.2 Step 3). */
export type CrtColumn = string;

/** 4.2.2 Step 1: the attack the phasing faction declares. */
export interface AttackDeclaration {
  /** The defending hex. */
  readonly target: string;
  /** Adjacent phasing ground units that attack (AT-3, AT-7). */
  readonly attackers: readonly string[];
  /** One supplied HQ giving Ranged Support to the attack (4.2.1.2), when no attacker is an HQ. */
  readonly rangedSupport?: string;
  /**
   * EX-1 (4.2.8, R-ARMOR-STEP): the attackers that were armor-type units when the attack was
   * declared, recorded then, since "the attacking force included an armor-type unit (even if it
   * did not survive the combat)" asks about the force as it attacked. Absent on an attack not yet
   * declared: its units are read as they are.
   */
  readonly armorTypeAttackers?: readonly string[];
}

/** What one Combat Segment remembers, in the rules' words (R-ATTACK-RECORD). */
export interface CombatSegmentRecord {
  /** AT-5 (4.2.1): "A hex can be attacked only once per Combat Segment." */
  readonly attackedHexes: readonly string[];
  /**
   * AT-7 (4.2.1) "A phasing ground unit can attack only once per Combat Segment", BL-2 (4.1.3) "did
   * not attack": the declared attackers and the Ranged Support HQ, one of "the attacking units" (4.2.3.5).
   */
  readonly unitsThatAttacked: readonly string[];
  /**
   * HQ-7 (4.2.1.2) "An HQ unit that has participated in combat": the units that attacked, every
   * ground unit of an attacked hex (the "soak off" clarification), a defending Ranged Support HQ,
   * and the units caught up in a rout (RT-6, RT-7).
   */
  readonly unitsThatParticipated: readonly string[];
}

export const emptyCombatRecord: CombatSegmentRecord = { attackedHexes: [], unitsThatAttacked: [], unitsThatParticipated: [] };

/** One CRT column shift (4.2.3): positive to the right (attacker), negative to the left (defender). */
export interface ColumnShift {
  readonly rule: string;
  /** Catalog id, e.g. 'SH-6'. */
  readonly id: string;
  readonly label: string;
  readonly shift: number;
}

/** 4.2.2 Steps 3-4: totals, raw column, shifts and the column the die is rolled on. */
export interface ResolvedOdds {
  readonly attackTotal: number;
  readonly defenseTotal: number;
  readonly rawColumn: CrtColumn;
  readonly shifts: readonly ColumnShift[];
  readonly netShift: number;
  readonly finalColumn: CrtColumn;
}

/** A combat result (4.2.4): a Retreat part, an Attrition part, or both ('Dr3 0/1', 'Ad 1/0'). */
export interface CombatResult {
  /** As printed, e.g. 'Dr2 0/1'. */
  readonly text: string;
  readonly retreat?: { readonly kind: 'Ad' } | { readonly kind: 'Ex' } | { readonly kind: 'Dr'; readonly hexes: 1 | 2 | 3 };
  readonly attrition?: { readonly attacker: number; readonly defender: number };
}

export type CombatSide = 'attacker' | 'defender';

/** 4.2.5: a force retreating, one hex at a time. */
export interface RetreatProgress {
  readonly side: CombatSide;
  readonly faction: Faction;
  /** The units of the force now (rout adds units, RT-6). */
  readonly force: readonly string[];
  /** The hex the force is in. */
  readonly at: string;
  /** The defending hex the distances are measured from (RP-1). */
  readonly defendingHex: string;
  /** Hexes occupied so far, starting hex first (gap §2 #20). */
  readonly path: readonly string[];
  /** Retreat hexes still to fulfil. */
  readonly remaining: number;
}
