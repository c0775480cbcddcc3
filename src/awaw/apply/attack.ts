import { rollD6 } from '../../core/dice.ts';
import type { CombatMode } from '../model/combat.ts';
import { factionOf, hexOfUnit, unit } from '../model/queries.ts';
import { defendersIn, defendingFaction, forceOf } from '../rules/attack.ts';
import { advanceMakesBreakthrough, defendedFactors } from '../rules/breakthrough.ts';
import { defendingUnits, unitDefense } from '../rules/dm.ts';
import { airShares, lossValue, onMap, owedNow, remaining } from '../rules/losses.ts';
import { crtColumn, crtResult, modifiedDie, oddsOf } from '../rules/odds.ts';
import { earlyGerman } from '../rules/procedure.ts';
import { earlyGermanResult } from '../rules/results.ts';
import { roundAttackers, supportInRound, supportLostBeforeRound } from '../rules/rounds.ts';
import { attackTargets, type EventOf } from '../events/index.ts';
import type { Faction } from '../model/ids.ts';
import type { AwawTurnContext, RoundState, UnderWayAttack } from '../turn/context.ts';
import { bookWith, eliminate, eliminateOccupiedFlak, hexLabel, logEntry, loseAirFactors, moveToHex, name, setControl, withLog } from './common.ts';
import { controlAfterEntry } from '../rules/partisans/hex-control.ts';
import { answeredOverrun, carriedAir, flownAnew } from '../rules/movement/overrun-attack.ts';

/** The reducers of the attack procedure (15.4-15.9), for both combat modes. */

const under = (ctx: AwawTurnContext): UnderWayAttack => ctx.turn.attack!;
const withAttack = (ctx: AwawTurnContext, attack: UnderWayAttack) => bookWith(ctx, { attack });
const withRound = (ctx: AwawTurnContext, patch: Partial<RoundState>) => withAttack(ctx, { ...under(ctx), round: { ...under(ctx).round!, ...patch } });

export function applyDeclareAttack(ctx: AwawTurnContext, mode: CombatMode, e: EventOf<'ATTACK'>): Partial<AwawTurnContext> {
  const g = ctx.game;
  const faction = factionOf(g, unit(g, e.attackers[0]!)!);
  const targets = attackTargets(e);
  const force = forceOf(ctx.turn, mode, faction, targets, e.attackers);
  const defenders = defendingUnits(g, force);
  const answered = answeredOverrun(g, ctx.turn, mode, targets, e.attackers);
  const attack: UnderWayAttack = {
    mode, faction, targets, attackers: e.attackers, dropped: force.dropped,
    defenders: defenders.map((d) => d.id), defenderHexes: defenders.map((d) => hexOfUnit(g, d.id)!),
    firstRoundHexes: [...new Set(e.attackers.map((id) => hexOfUnit(g, id)!))],
    origins: e.attackers.map((id) => ({ unit: id, hex: hexOfUnit(g, id)! })),
    groundSupport: 0, defensiveAir: 0, supportDeclared: false, defensiveAirDeclared: false, over: false, advanced: [], earlier: [],
    ...(answered && { carried: carriedAir(answered) }),
  };
  const who = e.attackers.map((id) => name(g, id)).join(', ');
  return { turn: withAttack(ctx, attack), log: withLog(ctx, logEntry(mode === 'regular' ? '15.12' : '16.44', `${who} attack${e.attackers.length === 1 ? 's' : ''} ${targets.map((h) => hexLabel(g, h)).join(' and ')}`, 'choice')) };
}

export function applyGroundSupport(ctx: AwawTurnContext, factors: number): Partial<AwawTurnContext> {
  const a = under(ctx);
  const carried = Math.min(factors, a.carried?.groundSupport ?? 0);
  const airUsed = { ...ctx.turn.airUsed, [a.faction]: (ctx.turn.airUsed[a.faction] ?? 0) + flownAnew(factors, carried) };
  const since = carried > 0 ? ` (${carried} of them flew for the failed overrun, 13.531)` : '';
  return {
    turn: { ...withAttack(ctx, { ...a, groundSupport: factors, supportDeclared: true }), airUsed },
    log: factors > 0 ? withLog(ctx, logEntry('15.51', `${factors} air factors fly ground support${since}`, 'choice')) : ctx.log,
  };
}

export function applyDefensiveAir(ctx: AwawTurnContext, factors: number, faction?: Faction): Partial<AwawTurnContext> {
  const a = under(ctx);
  const f = faction ?? defendingFaction(ctx.game, a);
  const carried = a.carried?.defensiveAirFaction === f ? Math.min(factors, a.carried.defensiveAir) : 0;
  const airUsed = { ...ctx.turn.airUsed, [f]: (ctx.turn.airUsed[f] ?? 0) + flownAnew(factors, carried) };
  const since = carried > 0 ? ` (${carried} of them stayed in place since the overrun they thwarted, 13.531)` : '';
  return {
    turn: { ...withAttack(ctx, { ...a, defensiveAir: factors, defensiveAirDeclared: true, ...(factors > 0 && { defensiveAirFaction: f }) }), airUsed },
    log: factors > 0 ? withLog(ctx, logEntry('15.51', `${factors} air factors fly defensive air support${since}`, 'choice')) : ctx.log,
  };
}

/**
 * A round begins (15.51, 15.74): the units taking part (15.71, CTL), the DMs recomputed against them
 * (15.322), the strengths and the odds; below 1:4 the attacker is eliminated at once (15.52).
 */
export function applyStartRound(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const g = ctx.game;
  const a = under(ctx);
  const number = (a.round?.number ?? 0) + 1;
  const attackers = roundAttackers(g, a, number).map((u) => u.id);
  const groundSupport = supportInRound(g, a, number);
  const force = { ...forceOf(ctx.turn, a.mode, a.faction, a.targets, attackers, groundSupport, a.defensiveAir) };
  const defenses = onMap(g, a.defenders).map((d) => unitDefense(g, d, hexOfUnit(g, d.id)!, force));
  const attack = attackers.reduce((n, id) => n + unit(g, id)!.factor, 0) + groundSupport;
  const defense = defenses.reduce((n, d) => n + d.strength, 0) + a.defensiveAir;
  const odds = oddsOf(attack, defense);
  const column = crtColumn(odds);
  const below = column === 'belowOneToFour';
  const round: RoundState = {
    number, attackers, groundSupport, defensiveAir: a.defensiveAir, defenses, attack, defense, odds: odds.text, column: below ? 'below 1:4' : column,
    ...(below && { result: 'A' as const }),
    attackerOptionTaken: false, defenderOptionTaken: false, fortifiedConversion: false, attackerLost: 0, defenderLost: 0,
  };
  const text = `round ${number}: ${attack} against ${defense}, ${odds.text}${below ? ': below 1:4, the attacker is eliminated without loss to the defender (15.52)' : `, the ${column} column`}`;
  return { turn: withAttack(ctx, { ...a, round }), log: withLog(ctx, logEntry(below ? '15.52' : '15.51', text)) };
}

/** 15.6 the die, +1 per previous round (15.75), read on the CRT; 15.54 German exploitation Ex becomes Ex-1. */
export function applyCombatRoll(ctx: AwawTurnContext, value: number | undefined): Partial<AwawTurnContext> {
  const a = under(ctx);
  const r = a.round!;
  const rolled = rollD6(ctx.dice, value);
  const modified = modifiedDie(rolled.value, r.number);
  const crt = crtResult(r.column as Parameters<typeof crtResult>[0], modified);
  const result = earlyGermanResult(crt, earlyGerman(ctx.game, a));
  const note = result !== crt ? `, treated as ${result} (15.54)` : '';
  return {
    dice: rolled.dice,
    turn: withRound(ctx, { die: rolled.value, modified, crt, result }),
    log: withLog(ctx, logEntry('15.6', `die ${rolled.value}${r.number > 1 ? ` +${r.number - 1} (15.75) = ${modified}` : ''} on ${r.column}: ${crt}${note}`, value === undefined ? 'roll' : 'choice')),
  };
}

export function applyChooseResult(ctx: AwawTurnContext, side: 'attacker' | 'defender', result: EventOf<'CHOOSE_RESULT'>['result'] | undefined): Partial<AwawTurnContext> {
  const r = under(ctx).round!;
  if (side === 'attacker') {
    return {
      turn: withRound(ctx, { attackerOptionTaken: true, ...(result !== undefined && { result }) }),
      log: withLog(ctx, logEntry('15.53', result === undefined ? `the attacker keeps the ${r.result} result` : `the attacker takes ${result} in place of d`, 'choice')),
    };
  }
  return {
    turn: withRound(ctx, { defenderOptionTaken: true, fortifiedConversion: result !== undefined }),
    log: withLog(ctx, logEntry('15.55', result === undefined ? `the defender keeps the ${r.result} result` : `the defender treats ${r.result} as ${result} against the fortifications`, 'choice')),
  };
}

/** One unit eliminated toward a side's loss (15.61, 15.62). */
export function applyLose(ctx: AwawTurnContext, side: 'attacker' | 'defender', id: string): Partial<AwawTurnContext> {
  const r = under(ctx).round!;
  const owed = owedNow(ctx.game, r)[side];
  const value = lossValue(r, side, unit(ctx.game, id)!, owed.kind === 'factors' ? owed.counting : 'printed');
  const patch = side === 'attacker' ? { attackerLost: r.attackerLost + value } : { defenderLost: r.defenderLost + value };
  return { game: eliminate(ctx.game, id), turn: withRound(ctx, patch), log: withLog(ctx, logEntry('15.61', `${name(ctx.game, id)} is eliminated (${value} factors)`, 'choice')) };
}

/** Air factors taken as losses (15.631): gone for good. */
export function applyLoseAir(ctx: AwawTurnContext, side: 'attacker' | 'defender', n: number, kind: 'choice' | 'automatic' = 'choice'): Partial<AwawTurnContext> {
  const a = under(ctx);
  const r = a.round!;
  const f = side === 'attacker' ? a.faction : a.defensiveAirFaction ?? defendingFaction(ctx.game, a);
  const attack: UnderWayAttack = side === 'attacker'
    ? { ...a, groundSupport: a.groundSupport - n, round: { ...r, groundSupport: r.groundSupport - n, attackerLost: r.attackerLost + n } }
    : { ...a, defensiveAir: a.defensiveAir - n, round: { ...r, defensiveAir: r.defensiveAir - n, defenderLost: r.defenderLost + n } };
  return { game: loseAirFactors(ctx.game, f, n), turn: withAttack(ctx, attack), log: withLog(ctx, logEntry('15.631', `${n} ${side === 'attacker' ? 'ground support' : 'defensive air support'} factors are lost`, kind)) };
}

/**
 * A side's loss settled by itself: everything it must lose (its entire force for Ex, Ex-n and the
 * elimination below 1:4 or when it owes all it has; D takes the ground units only,
 * R-AWAW-ENTIRE-FORCE), or, its ground units gone, the rest from its air support (R-AWAW-AIR-LOSSES).
 */
export function applyAutoLoss(ctx: AwawTurnContext, side: 'attacker' | 'defender'): Partial<AwawTurnContext> {
  let c: AwawTurnContext = ctx;
  const step = (patch: Partial<AwawTurnContext>) => { c = { ...c, ...patch }; };
  const a = under(ctx);
  const r = a.round!;
  const units = side === 'attacker' ? onMap(ctx.game, r.attackers) : onMap(ctx.game, a.defenders);
  for (const u of units) step(applyLose(c, side, u.id));
  const owed = owedNow(c.game, c.turn.attack!.round!)[side];
  const r2 = c.turn.attack!.round!;
  const left = remaining(owed, side === 'attacker' ? r2.attackerLost : r2.defenderLost);
  const air = side === 'attacker' ? r2.groundSupport : r2.defensiveAir;
  const takesAir = airShares(r, side);
  if (takesAir && air > 0 && left > 0) step(applyLoseAir(c, side, Math.min(air, left), 'automatic'));
  return { game: c.game, turn: c.turn, log: c.log };
}

/** 15.71 another round: W-52 support over the 3:1 limit after ground losses is eliminated first. */
export function applyAnotherRound(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const a = under(ctx);
  const lost = supportLostBeforeRound(ctx.game, a);
  let game = loseAirFactors(ctx.game, a.faction, lost.ground);
  if (lost.defensive > 0) game = loseAirFactors(game, a.defensiveAirFaction ?? defendingFaction(ctx.game, a), lost.defensive);
  const lines = [logEntry('15.71', `the attacker fights round ${a.round!.number + 1}`, 'choice')];
  if (lost.ground + lost.defensive > 0) lines.push(logEntry('15.632', `air support over the 3:1 limit is eliminated: ${lost.ground} ground support, ${lost.defensive} defensive air support`));
  return { game, turn: withAttack(ctx, { ...a, earlier: [...a.earlier, a.round!], groundSupport: a.groundSupport - lost.ground, defensiveAir: a.defensiveAir - lost.defensive }), log: withLog(ctx, ...lines) };
}

/**
 * The attack is over (15.72: a side gone, the CTL or odds forbid another round, or the attacker
 * abandons): shock armies that attacked are eliminated before any advance (12.16), and airdropped
 * units left with enemy units are eliminated (10.56).
 */
export function applyAttackOver(ctx: AwawTurnContext, abandoned: boolean): Partial<AwawTurnContext> {
  const a = under(ctx);
  let g = ctx.game;
  const lines = [logEntry(abandoned ? '15.72' : '15.71', abandoned ? 'the attacker abandons the attack' : 'the attack is over', abandoned ? 'choice' : 'automatic')];
  for (const u of onMap(g, a.attackers)) {
    if (u.shockArmy) { g = eliminate(g, u.id); lines.push(logEntry('12.16', `${u.name}, a shock army, is eliminated`)); }
    if (!a.dropped.includes(u.id) || g.pieces.get(u.id)?.at.kind !== 'hex') continue;
    const hex = hexOfUnit(g, u.id)!;
    if (defendersIn(g, hex, a.faction).length > 0) { g = eliminate(g, u.id); lines.push(logEntry('10.56', `${u.name} is left with enemy units after combat: eliminated`)); continue; }
    // The airborne unit holds the hex it cleared: enemy flak in it is eliminated (10.94).
    const occupied = eliminateOccupiedFlak(g, hex, a.faction);
    g = occupied.game;
    lines.push(...occupied.lines);
  }
  return { game: g, turn: withAttack(ctx, { ...a, over: true }), log: withLog(ctx, ...lines) };
}

/**
 * 15.91 advance: the unit moves into the vacated hex; the hex changes hands, unless a partisan
 * advances (PT-54 11.61: it controls only the hex it stands in, while there); enemy flak there is
 * eliminated (10.94); in regular combat the advance may create a breakthrough (16.11).
 */
export function applyAdvance(ctx: AwawTurnContext, e: EventOf<'ADVANCE'>): Partial<AwawTurnContext> {
  const a = under(ctx);
  const u = unit(ctx.game, e.unit)!;
  const breaks = advanceMakesBreakthrough(ctx.game, ctx.turn, a, u, e.hex);
  const takes = controlAfterEntry(ctx.game, u);
  const entered = moveToHex(ctx.game, e.unit, e.hex);
  const occupied = eliminateOccupiedFlak(takes === undefined ? entered : setControl(entered, e.hex, takes), e.hex, a.faction);
  const g = occupied.game;
  const lines = [logEntry(a.mode === 'regular' ? '15.91' : '16.47', `${u.name} advances into ${hexLabel(ctx.game, e.hex)}`, 'choice'), ...occupied.lines];
  const breakthroughs = breaks
    ? [...ctx.turn.breakthroughs, { hex: e.hex, faction: a.faction, firstRoundHexes: a.firstRoundHexes, attackers: a.attackers, defendedFactors: defendedFactors(ctx.game, a, e.hex) }]
    : ctx.turn.breakthroughs;
  if (breaks) lines.push(logEntry('16.11', `a breakthrough is created in ${hexLabel(ctx.game, e.hex)}`));
  return { game: g, turn: { ...withAttack(ctx, { ...a, advanced: [...a.advanced, { unit: e.unit, hex: e.hex }] }), breakthroughs }, log: withLog(ctx, ...lines) };
}

/** The attack is recorded (15.43, 15.46, 15.47, 14.23A) and the next may be declared (15.12). */
export function applyFinishAttack(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const a = under(ctx);
  const { attack: _done, ...rest } = ctx.turn;
  return { turn: { ...rest, attacks: [...ctx.turn.attacks, { mode: a.mode, faction: a.faction, targets: a.targets, attackers: a.attackers, origins: a.origins }] } };
}
