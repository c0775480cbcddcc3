import type { DsEvent, DsEventType } from '../events/index.ts';
import type { SupportTarget } from '../events/placement.ts';
import type { DsGameState } from '../model/state.ts';
import { isArmorType } from '../model/ground-units.ts';
import { defenderOf } from '../rules/combat/forces.ts';
import { defensiveSupportOptions, isMarkerOnlyHex } from '../rules/combat/attack-api.ts';
import { emptyCombatRecord } from '../model/combat.ts';

/**
 * The variants of DS events for the bounded path model (src/paths/representative.ts): two legal
 * events of one type and variant lead the turn down the same sequence, so the generator keeps the
 * first of each. Kept whole: dice values and chart results (they choose the table chain, the
 * Retreat/Attrition route), yes/no answers. Everything else is one event per variant, as this
 * table says (docs/coverage.md repeats it); a type not listed has one variant.
 */
export const VARIANTS: Readonly<Partial<Record<DsEventType, string>>> = {
  ROLL: 'each die value, and the seeded roll (the result picks the chart row, chains and routes)',
  POLITICAL_RESULT: 'every result (a chain to another table, SNLF Beachheads, Blitz markers)',
  CABINET_CRISIS_RESULT: 'every result',
  COMBAT_RESULT: 'every result (Ad, Ex, Dr1-3, attrition: which of Steps 6-8 follow)',
  ATTACKER_CHOICE: 'both choices (retreat, step loss)',
  ESCORT_CONVOY: 'both answers',
  DEVASTATION_TARGET: 'with a marker, and without',
  DEFENSIVE_SUPPORT: 'with an HQ, and without',
  PLACE_SUPPORT: 'one per unit type and kind of place (Land hex, All-Sea hex, On Station Box, SWB; a hex with an enemy Detachment or Logistics marker): that decides the follow-up',
  CONTEST: 'one per side contested on (front, CV Strike)',
  ATTACK: 'a marker-only hex; a force with an armor-type unit (Exploitation, EX-1) and one without; with a Ranged Support HQ and without; a defending hex an enemy HQ could support (4.2.2 Step 2) and one it could not',
  PLACE_BLITZ: 'one on a Land hex and one on an All-Sea hex (the Cabinet Crisis cause)',
};

type Variant = (e: DsEvent, game: DsGameState) => string;

const terrainOf = (game: DsGameState, hex: string): string => (game.board.hexes[hex]?.terrain === 'allSea' ? 'sea' : 'land');
/** DV-2: a devastated hex with an enemy Detachment or Logistics marker offers one more choice. */
const enemyMarkerIn = (game: DsGameState, hex: string): boolean => game.counters.all().some(({ counter, at }) =>
  at.kind === 'hex' && at.hex === hex && counter.kind === 'marker' && (counter.type === 'detachment' || counter.type === 'logistics')
  && 'faction' in counter && counter.faction !== game.game.phasing);
/** The variant of a support unit placement: its type and the kind of place, which decide the follow-up. */
export function placementVariant(game: DsGameState, unit: string, to: SupportTarget): string {
  const c = game.counters.get(unit)?.counter;
  const type = c && 'type' in c ? String(c.type) : '?';
  return `${type}/${to.kind === 'hex' ? `${terrainOf(game, to.hex)}${enemyMarkerIn(game, to.hex) ? '+marker' : ''}` : to.kind}`;
}

/** 4.2.2 Step 2: an HQ of the defender could give Ranged Support to this hex (Regular Combat's limits). */
function defenderMayHaveHq(game: DsGameState, e: Extract<DsEvent, { type: 'ATTACK' }>): boolean {
  const defender = defenderOf(game, e.target, game.game.phasing);
  if (!defender) return false;
  return defensiveSupportOptions(game, 'regular', { target: e.target, attackers: e.attackers, rangedSupport: e.rangedSupport }, defender, emptyCombatRecord).length > 0;
}

const whole: Variant = (e) => JSON.stringify(e);

const VARIANT_OF: Readonly<Partial<Record<DsEventType, Variant>>> = {
  ROLL: whole, POLITICAL_RESULT: whole, CABINET_CRISIS_RESULT: whole, COMBAT_RESULT: whole,
  ATTACKER_CHOICE: whole, ESCORT_CONVOY: whole,
  DEVASTATION_TARGET: (e) => String('marker' in e && e.marker !== undefined),
  DEFENSIVE_SUPPORT: (e) => String('hq' in e && e.hq !== undefined),
  PLACE_SUPPORT: (e, game) => (e.type === 'PLACE_SUPPORT' ? placementVariant(game, e.unit, e.to) : ''),
  CONTEST: (e) => (e.type === 'CONTEST' ? e.side ?? 'front' : ''),
  ATTACK: (e, game) => {
    if (e.type !== 'ATTACK') return '';
    if (isMarkerOnlyHex(game, e.target, game.game.phasing)) return 'markerOnly';
    const armor = e.attackers.some((u) => { const c = game.counters.get(u)?.counter; return c?.kind === 'ground' && isArmorType(c); });
    return `${armor ? 'armor' : 'plain'}${e.rangedSupport ? '+hq' : ''}${defenderMayHaveHq(game, e) ? '+defenderHq' : ''}`;
  },
  PLACE_BLITZ: (e, game) => (e.type === 'PLACE_BLITZ' ? terrainOf(game, e.hex) : ''),
};


/** The variant of a DS event, or undefined for a type with one variant. */
export function dsVariantOf(e: DsEvent, game: DsGameState): string | undefined {
  return VARIANT_OF[e.type]?.(e, game);
}
