import { FACTION_NAMES, hexName, type DsGameState, type Faction } from '../../model/index.ts';
import { attackTotal, defenseTotal } from '../../rules/combat/attack-api.ts';
import { combatTotal } from '../../rules/combat/odds.ts';
import type { CombatMode, ResolvedOdds } from '../../model/combat.ts';
import type { DsTurnContext } from '../../turn/context.ts';
import type { AttackUnderWay } from '../../turn/slices/combat.ts';
import { counterLabel } from '../names.ts';
import { onTheMap } from '../../rules/combat/forces.ts';
import { nextLines, resultMeaning, signed, type NextLine } from './words.ts';

/** One unit of a force: how the guide writes it, the factor it adds to its side's total, where it is now. */
export interface CombatUnitView {
  readonly id: string;
  readonly label: string;
  readonly factor: number;
  /** What became of it since the declaration: "off the map (step lost)", "retreated to …", "advanced". */
  readonly note?: string;
}

/** One side of the combat: its faction, its units, its Ranged Support HQ and its total. */
export interface ForceView {
  readonly faction: Faction;
  readonly factionName: string;
  readonly units: readonly CombatUnitView[];
  /** The HQ giving Ranged Support (4.2.1.2, 4.2.2 Steps 1-2), if any. */
  readonly hq?: CombatUnitView;
  /** Attacker or Defender Total (4.2.2 Step 3). */
  readonly total: number;
}

/** One CRT column shift (4.2.3) written for the player. */
export interface ShiftView {
  readonly id: string;
  readonly rule: string;
  readonly label: string;
  readonly shift: number;
  /** "+1 Airdrop markers (1)". */
  readonly text: string;
}

/** Steps 3-4: the raw column, every shift, the net shift and the column the die is rolled on. */
export interface OddsView {
  /** "3 : 4 → 1-2". */
  readonly line: string;
  readonly rawColumn: string;
  readonly shifts: readonly ShiftView[];
  readonly netShift: number;
  readonly finalColumn: string;
}

/** Step 5: the die, or the result the player read on their own chart, and what it means. */
export interface ResultView {
  readonly text: string;
  /** The die rolled; undefined when the player entered the result. */
  readonly die?: number;
  /** "Die: 4" or "Result entered by the player". */
  readonly source: string;
  readonly meaning: readonly string[];
}

/** Everything the combat panel shows of the attack under way, as plain display data. */
export interface CombatView {
  readonly mode: CombatMode;
  /** "Blitz Combat" or "Regular Combat". */
  readonly modeName: string;
  /** 4.1.2 for Blitz Combat, 4.2 for Regular Combat. */
  readonly modeRule: string;
  readonly hex: string;
  readonly hexName: string;
  readonly attacker: ForceView;
  readonly defender: ForceView;
  /** AT-20: only enemy Detachment/Logistics markers were in the hex. */
  readonly markerOnly: boolean;
  /** Why the totals differ from the units listed, when they do. */
  readonly totalsNote?: string;
  readonly odds?: OddsView;
  /** Why there are no odds yet. */
  readonly oddsPending?: string;
  readonly result?: ResultView;
  /** What the attack requires next, the thing owed now first. */
  readonly next: readonly NextLine[];
}

export type { NextLine };

/** The printed factor a unit adds to its side (OD-1, OD-2: attackTotal and defenseTotal add these). */
function unitView(game: DsGameState, u: AttackUnderWay, id: string, side: 'attack' | 'defense'): CombatUnitView {
  const c = game.counters.get(id)?.counter;
  const label = c ? counterLabel(c) : id;
  const factor = c?.kind === 'ground' ? c.values[side] : 0;
  const note = unitNote(game, u, id, side);
  return { id, label, factor, ...(note && { note }) };
}

function unitNote(game: DsGameState, u: AttackUnderWay, id: string, side: 'attack' | 'defense'): string | undefined {
  const at = game.counters.get(id)?.at;
  if (at?.kind !== 'hex' || onTheMap(game, [id]).length === 0) return 'off the map (step lost)';
  // A Ranged Support HQ stays where it is (4.2.1.2): only its loss is news.
  if (id === u.declaration.rangedSupport || id === u.defensiveHq) return undefined;
  const target = u.declaration.target;
  if (u.exploiting?.unit === id) return `exploiting, now in ${hexName(game, at.hex)}`;
  if (u.advanced.includes(id)) return at.hex === target ? 'advanced after combat' : `exploited to ${hexName(game, at.hex)}`;
  if (side === 'defense' && at.hex !== target) return `retreated to ${hexName(game, at.hex)}`;
  if (side === 'attack' && !u.declaration.attackers.includes(id)) return 'joined the retreating force (rout, 4.2.5)';
  return undefined;
}

function forceView(game: DsGameState, u: AttackUnderWay, faction: Faction, ids: readonly string[], hq: string | undefined, total: number, side: 'attack' | 'defense'): ForceView {
  return {
    faction, factionName: FACTION_NAMES[faction], total,
    units: ids.filter((id) => id !== hq).map((id) => unitView(game, u, id, side)),
    ...(hq !== undefined && { hq: unitView(game, u, hq, side) }),
  };
}

function oddsView(o: ResolvedOdds): OddsView {
  const shifts = o.shifts.map((s) => ({ id: s.id, rule: s.rule, label: s.label, shift: s.shift, text: `${signed(s.shift)} ${s.label}` }));
  return { line: `${o.attackTotal} : ${o.defenseTotal} → ${o.rawColumn}`, rawColumn: o.rawColumn, shifts, netShift: o.netShift, finalColumn: o.finalColumn };
}

const listed = (f: ForceView): number => combatTotal([...f.units, ...(f.hq ? [f.hq] : [])].map((x) => x.factor));

/** The attack under way as the combat panel shows it; undefined when no attack is being resolved. */
export function combatView(ctx: DsTurnContext): CombatView | undefined {
  const u = ctx.turn.combat.underWay;
  if (!u) return undefined;
  const game = ctx.game, d = u.declaration, phasing = game.game.phasing;
  // Before Step 3 the totals are the rules' own sums over the units as they stand now.
  const aTotal = u.odds?.attackTotal ?? attackTotal(game, d);
  const dTotal = u.odds?.defenseTotal ?? defenseTotal(game, d.target, phasing, u.defensiveHq);
  const joined = u.attackingForce.filter((id) => !d.attackers.includes(id) && id !== d.rangedSupport);
  const attacker = forceView(game, u, phasing, [...d.attackers, ...joined], d.rangedSupport, aTotal, 'attack');
  const defender = forceView(game, u, u.defender, [...u.defendingForce, ...(u.defensiveHq && !u.defendingForce.includes(u.defensiveHq) ? [u.defensiveHq] : [])], u.defensiveHq, dTotal, 'defense');
  const changed = !u.markerOnly && (listed(attacker) !== aTotal || listed(defender) !== dTotal);
  const blitz = u.mode === 'blitz';
  return {
    mode: u.mode, modeName: blitz ? 'Blitz Combat' : 'Regular Combat', modeRule: blitz ? '4.1.2' : '4.2',
    hex: d.target, hexName: hexName(game, d.target), attacker, defender, markerOnly: u.markerOnly,
    ...(changed && { totalsNote: 'Totals as counted in Step 3; units lost, replaced or joined since are listed as they are now.' }),
    ...(u.odds && { odds: oddsView(u.odds) }),
    ...(!u.odds && !u.markerOnly && { oddsPending: u.defensiveSupportDeclared
      ? 'The odds are worked out now (Steps 3-4).'
      : `The odds come after Step 2, once the ${FACTION_NAMES[u.defender]} faction has declared its Ranged Support HQ or none.` }),
    ...(u.result && {
      result: {
        text: u.result.text, ...(u.die !== undefined && { die: u.die }),
        source: u.die !== undefined ? `Die: ${u.die}` : 'Result entered by the player',
        meaning: resultMeaning(game, u, u.result),
      },
    }),
    next: nextLines(game, u),
  };
}
