import type { CombatMode } from '../model/combat.ts';
import type { AwawGame } from '../model/game.ts';
import { areEnemies, sideOf, type Faction } from '../model/ids.ts';
import { factionOf, groundIn, groundOnMap, hexOfUnit, unit } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import { attackerViolations, attackViolations, defendersIn, forceOf, groundStrengths, minimumOddsCategory, standingDrop } from '../rules/attack.ts';
import { advanceViolations } from '../rules/advance.ts';
import { attackFactor, isSpecialized } from '../rules/ground-units.ts';
import { loseable, lossValue, onMap, owedNow, remaining } from '../rules/losses.ts';
import { atLeastOneToOne, oddsOf } from '../rules/odds.ts';
import { earlyGerman, lowestAttackingCtl } from '../rules/procedure.ts';
import { attackerOptions, fortifiedConversion } from '../rules/results.ts';
import { airAvailable, maxVoluntaryAirLoss, supportLimit } from '../rules/support.ts';
import { supportBaseFactors } from '../rules/partisans/movement-combat.ts';
import { answeredOverrun, carriedDefensiveAirViolations, carriedGroundSupportViolations } from '../rules/movement/overrun-attack.ts';
import { attackEvent, attackTargets, type AwawEvent } from '../events/index.ts';
import type { AwawTurnContext, TurnBook, UnderWayAttack } from '../turn/context.ts';
import { attackStepId } from './step-ids.ts';
import { DIE_EVENTS, eventOf, subsets, violation, type StepLegality } from './step.ts';

/**
 * The legality of the attack procedure's steps (15.4-15.9), one set per combat mode: the same
 * checks serve regular and exploitation attacks (16.44: exploitation combat "on the Combat Results
 * Table (15.6)"), the mode changing who may attack (16.41) and what follows (16.47).
 */

/** PT-47 PT-48 11.44: the 3:1 air limit follows the non-partisan factors only. */
const ground = (g: AwawGame, ids: readonly string[]): number => supportBaseFactors(ids.map((id) => unit(g, id)!), attackFactor);
const under = (ctx: AwawTurnContext): UnderWayAttack => ctx.turn.attack!;

/**
 * The most ground support `attackers` may have (R-AWAW-AIR: 3:1, and what the faction has left, with
 * the `carried` factors that flew for a failed overrun the attack answers, 13.531).
 */
export const maxGroundSupport = (g: AwawGame, book: TurnBook, attackers: readonly string[], carried = 0): number =>
  attackers.length === 0 ? 0 : supportLimit(airAvailable(g, book, factionOf(g, unit(g, attackers[0]!)!)) + carried, ground(g, attackers));

/** The ground support an attack declared now may have: 13.531's carried factors count when it answers a failed overrun. */
const declaredMaxSupport = (g: AwawGame, book: TurnBook, mode: CombatMode, targets: readonly string[], attackers: readonly string[]): number =>
  maxGroundSupport(g, book, attackers, answeredOverrun(g, book, mode, targets, attackers)?.groundSupport ?? 0);


/** The factions of the defending units, whose air may fly defensive air support. */
export const defendingFactions = (g: AwawGame, a: UnderWayAttack): Faction[] => [...new Set(onMap(g, a.defenders).map((u) => factionOf(g, u)))];

/** The most defensive air `faction` may fly for `a`, with the air that thwarted the overrun it answers (13.531). */
export const maxDefensiveAir = (g: AwawGame, book: TurnBook, a: UnderWayAttack, faction: Faction): number =>
  defendingFactions(g, a).includes(faction) ? supportLimit(airAvailable(g, book, faction) + carriedDefensiveAir(a, faction), defendedBase(g, a)) : 0;

const defendedBase = (g: AwawGame, a: UnderWayAttack): number => supportBaseFactors(onMap(g, a.defenders), (u) => (u.type === 'replacement' ? 1 : u.factor));
const carriedDefensiveAir = (a: UnderWayAttack, faction: Faction): number => (a.carried?.defensiveAirFaction === faction ? a.carried.defensiveAir : 0);

/** Whether no defending faction can fly defensive air support. */
export const noDefensiveAir = (g: AwawGame, book: TurnBook, a: UnderWayAttack): boolean => defendingFactions(g, a).every((f) => maxDefensiveAir(g, book, a, f) === 0);

/** Every ATTACK the phasing side may declare now in `mode` (complete, each passing the check). */
export function attackOptions(g: AwawGame, book: TurnBook, mode: CombatMode): AwawEvent[] {
  const mine = groundOnMap(g).filter((u) => sideOf(factionOf(g, u)) === g.info.phasing && attackerViolations(g, book, mode, factionOf(g, u), u).length === 0);
  const sets = new Map<string, string[]>();
  const addSet = (hexes: string[]) => {
    const sorted = [...hexes].sort((a, b) => g.board.grid.indexOf(a) - g.board.grid.indexOf(b));
    sets.set(sorted.join(','), sorted);
  };
  for (const u of mine) {
    const drop = standingDrop(book, u.id);
    const at = hexOfUnit(g, u.id)!;
    if (drop) { addSet([drop.hex]); continue; }
    const enemies = g.board.grid.neighbours(at).filter((h) => defendersIn(g, h, factionOf(g, u)).length > 0);
    for (const s of subsets(enemies)) addSet(s);
  }
  const out: AwawEvent[] = [];
  for (const targets of sets.values()) {
    const eligible = mine.filter((u) => {
      const drop = standingDrop(book, u.id);
      if (drop) return targets.includes(drop.hex);
      const at = hexOfUnit(g, u.id)!;
      return targets.every((t) => g.board.grid.adjacent(at, t));
    });
    const byFaction = new Map<string, GroundUnit[]>();
    for (const u of eligible) byFaction.set(factionOf(g, u), [...(byFaction.get(factionOf(g, u)) ?? []), u]);
    for (const list of byFaction.values()) {
      for (const s of subsets(list)) {
        const attackers = s.map((u) => u.id);
        if (attackViolations(g, book, mode, targets, attackers, declaredMaxSupport(g, book, mode, targets, attackers)).length === 0) out.push(attackEvent(targets, attackers));
      }
    }
  }
  return out;
}

/**
 * W-2 15.22 attacksOptional, with its exception: an airdrop on top of enemy ground units must be
 * followed by an attack on them when one can be made (the dropped units and up to two of the
 * strongest eligible units from each adjacent hex are tried).
 */
export function owedAirdropAttack(g: AwawGame, book: TurnBook, mode: CombatMode): string | undefined {
  for (const d of book.airdrops) {
    if (d.mode !== mode || d.status !== 'dropped' || !d.onEnemy || hexOfUnit(g, d.unit) !== d.hex) continue;
    const faction = factionOf(g, unit(g, d.unit)!);
    if (defendersIn(g, d.hex, faction).length === 0 || book.attacks.some((a) => a.mode === mode && a.attackers.includes(d.unit))) continue;
    const dropped = groundIn(g, d.hex).filter((u) => factionOf(g, u) === faction && standingDrop(book, u.id, mode));
    const helpers = g.board.grid.neighbours(d.hex).flatMap((h) => groundIn(g, h)
      .filter((u) => factionOf(g, u) === faction && attackerViolations(g, book, mode, faction, u).length === 0 && !standingDrop(book, u.id))
      .sort((a, b) => attackFactor(b) - attackFactor(a)).filter((u, i) => isSpecialized(u) || i < 2));
    const attackers = [...dropped, ...helpers].map((u) => u.id);
    if (attackViolations(g, book, mode, [d.hex], attackers, maxGroundSupport(g, book, attackers)).length === 0) return d.hex;
  }
  return undefined;
}

export function attackSteps(mode: CombatMode): StepLegality[] {
  const id = (s: string) => attackStepId(mode, s);
  const attacks: StepLegality = {
    id: id('attacks'),
    accepts: ['ATTACK', 'DONE'],
    exact: true,
    check(ctx, e) {
      const { game: g, turn: book } = ctx;
      const a = eventOf(e, 'ATTACK');
      if (a) return attackViolations(g, book, mode, attackTargets(a), a.attackers, declaredMaxSupport(g, book, mode, attackTargets(a), a.attackers.filter((x) => unit(g, x) !== undefined)));
      const owed = owedAirdropAttack(g, book, mode);
      return owed ? [violation('15.22', 'attack.airdropOwed', `the airdrop on ${owed} must be followed by an attack on it (15.22)`)] : [];
    },
    enumerate(ctx) {
      const out = attackOptions(ctx.game, ctx.turn, mode);
      return owedAirdropAttack(ctx.game, ctx.turn, mode) ? out : [...out, { type: 'DONE' }];
    },
  };
  const groundSupport: StepLegality = {
    id: id('groundSupport'),
    accepts: ['GROUND_SUPPORT'],
    exact: true,
    check(ctx, e) {
      const gs = eventOf(e, 'GROUND_SUPPORT')!;
      const f = gs.factors;
      const a = under(ctx);
      if (gs.faction !== a.faction) return [violation('15.51', 'support.otherFaction', `ground support is flown by the attacking faction, ${a.faction} (15.51)`)];
      const max = maxGroundSupport(ctx.game, ctx.turn, a.attackers, a.carried?.groundSupport);
      if (f > max) return [violation('15.51', 'support.tooMuch', `at most ${max} ground support factors: the faction's unflown air, and three times the attacking ground factors (R-AWAW-AIR)`)];
      const carried = carriedGroundSupportViolations(a.carried, f, max);
      if (carried.length > 0) return carried;
      const force = forceOf(ctx.turn, a.mode, a.faction, a.targets, a.attackers);
      const why = minimumOddsCategory(ctx.game, ctx.turn, a.targets, onMap(ctx.game, a.attackers), a.faction);
      if (why) {
        const s = groundStrengths(ctx.game, force);
        const odds = oddsOf(s.attack + f, s.defense);
        if (!atLeastOneToOne(odds)) return [violation('15.52', 'support.belowOneToOne', `${s.attack + f} against ${s.defense} is ${odds.text}: ${why}`)];
      }
      return [];
    },
    enumerate(ctx) {
      if (!ctx.turn.attack) return [];
      const max = maxGroundSupport(ctx.game, ctx.turn, under(ctx).attackers, under(ctx).carried?.groundSupport);
      // Most first: the strongest attack is the one a player weighs first.
      return Array.from({ length: max + 1 }, (_, i): AwawEvent => ({ type: 'GROUND_SUPPORT', faction: under(ctx).faction, factors: max - i })).filter((e) => groundSupport.check(ctx, e).length === 0);
    },
  };
  const defensiveAir: StepLegality = {
    id: id('defensiveAir'),
    accepts: ['DEFENSIVE_AIR'],
    exact: true,
    check(ctx, e) {
      const d = eventOf(e, 'DEFENSIVE_AIR')!;
      if (!defendingFactions(ctx.game, under(ctx)).includes(d.faction)) return [violation('15.51', 'support.notDefending', `the ${d.faction} faction has no unit defending here (15.51)`)];
      const max = maxDefensiveAir(ctx.game, ctx.turn, under(ctx), d.faction);
      if (d.factors > max) return [violation('15.51', 'support.tooMuch', `at most ${max} defensive air support factors (R-AWAW-AIR)`)];
      return carriedDefensiveAirViolations(under(ctx).carried, d.faction, d.factors, max);
    },
    enumerate(ctx) {
      if (!ctx.turn.attack) return [];
      return defendingFactions(ctx.game, under(ctx)).flatMap((faction) => {
        const max = maxDefensiveAir(ctx.game, ctx.turn, under(ctx), faction);
        return Array.from({ length: max + 1 }, (_, i): AwawEvent => ({ type: 'DEFENSIVE_AIR', faction, factors: max - i }));
      }).filter((e) => defensiveAir.check(ctx, e).length === 0);
    },
  };
  const die: StepLegality = { id: id('die'), accepts: ['ROLL'], exact: true, check: () => [], enumerate: () => DIE_EVENTS };
  const attackerOption: StepLegality = {
    id: id('attackerOption'),
    accepts: ['CHOOSE_RESULT', 'KEEP_RESULT'],
    exact: true,
    check(ctx, e) {
      const c = eventOf(e, 'CHOOSE_RESULT');
      if (!c) return [];
      const a = under(ctx);
      const options = attackerOptions(a.round!.result!, earlyGerman(ctx.game, a));
      return options.includes(c.result) ? [] : [violation('15.53', 'result.notAnOption', `a "d" may be taken as ${options.join(' or ')} (15.53, 15.54), not ${c.result}`)];
    },
    enumerate(ctx) {
      const a = ctx.turn.attack;
      if (!a?.round?.result) return [];
      return [...attackerOptions(a.round.result, earlyGerman(ctx.game, a)).map((result): AwawEvent => ({ type: 'CHOOSE_RESULT', result: result as 'Ex' | 'Ex-1' })), { type: 'KEEP_RESULT' }];
    },
  };
  const defenderOption: StepLegality = {
    id: id('defenderOption'),
    accepts: ['CHOOSE_RESULT', 'KEEP_RESULT'],
    exact: true,
    check(ctx, e) {
      const c = eventOf(e, 'CHOOSE_RESULT');
      if (!c) return [];
      const a = under(ctx);
      const to = fortifiedConversion(a.round!.result!, lowestAttackingCtl(ctx.game, a));
      return to === c.result ? [] : [violation('15.55', 'result.notAnOption', `against these fortifications the result may be treated as ${to} (15.55), not ${c.result}`)];
    },
    enumerate(ctx) {
      const a = ctx.turn.attack;
      if (!a?.round?.result) return [];
      const to = fortifiedConversion(a.round.result, lowestAttackingCtl(ctx.game, a));
      if (!to) return [{ type: 'KEEP_RESULT' }];
      return [{ type: 'CHOOSE_RESULT', result: to as 'Ex-1' | 'Ex-2' | 'Ex-3' }, { type: 'KEEP_RESULT' }];
    },
  };
  const losses = (side: 'attacker' | 'defender'): StepLegality => ({
    id: id(side === 'attacker' ? 'attackerLosses' : 'defenderLosses'),
    accepts: ['LOSE', 'LOSE_AIR'],
    exact: true,
    check(ctx, e) {
      const a = under(ctx);
      const r = a.round!;
      const owed = owedNow(ctx.game, r)[side];
      const left = remaining(owed, side === 'attacker' ? r.attackerLost : r.defenderLost);
      const l = eventOf(e, 'LOSE');
      if (l) {
        if (!loseable(ctx.game, a, side).some((u) => u.id === l.unit)) return [violation('15.61', 'loss.notInForce', `${unit(ctx.game, l.unit)?.name ?? l.unit} is not a ${side === 'attacker' ? 'unit attacking this round' : 'defending unit'} (15.61)`)];
        return left > 0 ? [] : [violation('15.62', 'loss.unnecessary', 'no more factors are owed: none may be eliminated unnecessarily (15.62)')];
      }
      const la = eventOf(e, 'LOSE_AIR')!;
      const n = la.factors;
      const owner = side === 'attacker' ? a.faction : a.defensiveAirFaction;
      if (la.faction !== owner) return [violation('15.631', 'loss.airFaction', `only the ${side === 'attacker' ? 'ground support' : 'defensive air support'} of this attack may be taken (15.631)`)];
      const air = side === 'attacker' ? r.groundSupport : r.defensiveAir;
      const max = maxVoluntaryAirLoss(air, left);
      return n <= max ? [] : [violation('15.631', 'loss.air', `at most ${max} air factors may be taken now (15.631, 15.62)`)];
    },
    enumerate(ctx) {
      const a = ctx.turn.attack;
      const r = a?.round;
      if (!a || !r) return [];
      const owed = owedNow(ctx.game, r)[side];
      const left = remaining(owed, side === 'attacker' ? r.attackerLost : r.defenderLost);
      if (left <= 0) return [];
      const counting = owed.kind === 'factors' ? owed.counting : 'printed';
      const units = loseable(ctx.game, a, side).filter((u) => lossValue(r, side, u, counting) >= 0).map((u): AwawEvent => ({ type: 'LOSE', unit: u.id }));
      const air = maxVoluntaryAirLoss(side === 'attacker' ? r.groundSupport : r.defensiveAir, left);
      const owner = side === 'attacker' ? a.faction : a.defensiveAirFaction;
      return [...units, ...(owner === undefined ? [] : Array.from({ length: Number.isFinite(air) ? air : 0 }, (_, i): AwawEvent => ({ type: 'LOSE_AIR', faction: owner, factors: i + 1 })))];
    },
  });
  const nextRound: StepLegality = { id: id('nextRound'), accepts: ['ANOTHER_ROUND', 'END_ATTACK'], exact: true, check: () => [], enumerate: () => [{ type: 'ANOTHER_ROUND' }, { type: 'END_ATTACK' }] };
  const advance: StepLegality = {
    id: id('advance'),
    accepts: ['ADVANCE', 'DONE'],
    exact: true,
    check(ctx, e) {
      const x = eventOf(e, 'ADVANCE');
      return x ? advanceViolations(ctx.game, ctx.turn, under(ctx), x.unit, x.hex) : [];
    },
    enumerate(ctx) {
      const a = ctx.turn.attack;
      if (!a) return [{ type: 'DONE' }];
      const out: AwawEvent[] = [];
      for (const u of onMap(ctx.game, a.attackers)) for (const hex of a.targets) if (advanceViolations(ctx.game, ctx.turn, a, u.id, hex).length === 0) out.push({ type: 'ADVANCE', unit: u.id, hex });
      return [...out, { type: 'DONE' }];
    },
  };
  return [attacks, groundSupport, defensiveAir, die, attackerOption, defenderOption, losses('attacker'), losses('defender'), nextRound, advance];
}

export { areEnemies };
