import { rollD6 } from '../../core/dice.ts';
import type { Faction } from '../model/ids.ts';
import { countersIn, groundIn, hexOfUnit, unit } from '../model/queries.ts';
import {
  attritionColumn, attritionResult, ctlDrm, defendersInContact, eligibleAttritionersOf, factorDrm, winterDrm, zoneFaction, zoneIsPacific,
} from '../rules/attrition.ts';
import { zoneWipedOut } from '../rules/attrition-hexes.ts';
import { basesLostWhenEmpty, eligibleLosses, isLargestThere } from '../rules/attrition-losses.ts';
import { displacedUnits, eliminatedInsteadOfRetreat, retreatChoices } from '../rules/attrition-retreat.ts';
import { attackFactor } from '../rules/ground-units.ts';
import { onMap } from '../rules/losses.ts';
import { stackingViolations } from '../rules/stacking.ts';
import type { EventOf } from '../events/index.ts';
import type { AwawTurnContext, UnderWayAttrition } from '../turn/context.ts';
import { bookWith, eliminate, eliminateOccupiedFlak, logEntry, moveToHex, name, setControl, updateUnit, withLog } from './common.ts';

/** The reducers of attrition combat (14.1-14.7). */

const under = (ctx: AwawTurnContext): UnderWayAttrition => ctx.turn.attrition!;
const withAttrition = (ctx: AwawTurnContext, patch: Partial<UnderWayAttrition>) => bookWith(ctx, { attrition: { ...under(ctx), ...patch } });

/** 14.11A: every eligible unit of the faction in contact with the zone counts until left out (14.213). */
export function applyDeclareAttrition(ctx: AwawTurnContext, e: EventOf<'ATTRITION'>): Partial<AwawTurnContext> {
  const units = eligibleAttritionersOf(ctx.game, ctx.turn, e.faction, e.zone);
  const attrition: UnderWayAttrition = {
    faction: e.faction, against: zoneFaction(e.zone), zone: e.zone, units, factors: 0, drm: 0, column: '',
    optionDone: false, losses: [], lossesDone: false, selected: [], selectionDone: false, retreatsStarted: false, toRetreat: [], wipeout: false,
  };
  return { turn: bookWith(ctx, { attrition }), log: withLog(ctx, logEntry('14.11A', `the ${e.faction} faction attritions ${e.zone} with ${units.length} units`, 'choice')) };
}

export function applyLeaveOut(ctx: AwawTurnContext, id: string): Partial<AwawTurnContext> {
  return { turn: withAttrition(ctx, { units: under(ctx).units.filter((u) => u !== id) }), log: withLog(ctx, logEntry('14.213', `${name(ctx.game, id)} is left out of the attrition`, 'choice')) };
}

/** 14.41-14.43: the level, the column, the modifiers, the die and the result (halved hexes in Asia). */
export function applyAttritionRoll(ctx: AwawTurnContext, value: number | undefined): Partial<AwawTurnContext> {
  const g = ctx.game;
  const a = under(ctx);
  const attackers = onMap(g, a.units);
  const defenders = defendersInContact(g, ctx.turn, a.zone, attackers);
  const factors = attackers.reduce((n, u) => n + attackFactor(u), 0);
  const column = attritionColumn(factors);
  const drmParts = [factorDrm(factors), ctlDrm(g, attackers, defenders), winterDrm(g, attackers, defenders)];
  const drm = drmParts.reduce((x, y) => x + y, 0);
  const rolled = rollD6(ctx.dice, value);
  const result = attritionResult(column, rolled.value + drm, zoneIsPacific(ctx.turn, a.zone));
  const turn = {
    ...withAttrition(ctx, { factors, column, drm, die: rolled.value, modified: rolled.value + drm, result: { c: result.c, h: result.h, text: result.text } }),
    attritionCounted: [...ctx.turn.attritionCounted, ...a.units],
    attritionsRolled: [...ctx.turn.attritionsRolled, `${a.faction}>${a.zone}`],
  };
  const text = `${factors} factors, column ${column}, die ${rolled.value}${drm !== 0 ? ` ${drm > 0 ? '+' : ''}${drm} (factors ${drmParts[0]}, CTL ${drmParts[1]}, winter ${drmParts[2]})` : ''}: ${result.text}${result.h !== Number(/(\d+)H/.exec(result.text)?.[1] ?? 0) ? `, ${result.h}H on the Pacific mapboard` : ''}`;
  return { dice: rolled.dice, turn, log: withLog(ctx, logEntry('14.41', text, value === undefined ? 'roll' : 'choice')) };
}

export function applyAttritionOption(ctx: AwawTurnContext, take2C: boolean): Partial<AwawTurnContext> {
  const r = under(ctx).result!;
  return {
    turn: withAttrition(ctx, { optionDone: true, ...(take2C && { result: { c: 2, h: 0, text: '2C' } }) }),
    log: withLog(ctx, logEntry('14.44', take2C ? 'the attacker takes 2C in place of 1C/1H' : `the attacker keeps ${r.text}`, 'choice')),
  };
}

/** 14.51 one counter lost; T-18 14.523: a hex emptied of ground units loses its air base and rocket base. */
export function applyAttritionLoss(ctx: AwawTurnContext, id: string, kind: 'choice' | 'automatic' = 'choice'): Partial<AwawTurnContext> {
  const g = ctx.game;
  const a = under(ctx);
  const u = unit(g, id)!;
  const at = g.pieces.get(id)!.at;
  const hex = at.kind === 'hex' ? at.hex : '';
  const largest = hex !== '' && isLargestThere(g, u, hex);
  let game = eliminate(g, id);
  const lines = [logEntry('14.51', `${u.name} is lost to attrition`, kind)];
  if (hex !== '' && basesLostWhenEmpty(groundIn(game, hex).length)) {
    for (const m of countersIn(game, hex)) {
      if (m.kind === 'marker' && (m.type === 'airbase' || m.type === 'rocketBase')) { game = eliminate(game, m.id); lines.push(logEntry('14.523', `the ${m.type === 'airbase' ? 'air base' : 'rocket base'} in ${hex} is eliminated`)); }
    }
  }
  return { game, turn: withAttrition(ctx, { losses: [...a.losses, { unit: id, hex, largest }] }), log: withLog(ctx, ...lines) };
}

/** The losses the defender cannot choose: every eligible counter goes (14.51). */
export function applyAutoAttritionLosses(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  let c = ctx;
  for (;;) {
    const a = c.turn.attrition!;
    if (a.losses.length >= (a.result?.c ?? 0)) break;
    const next = eligibleLosses(c.game, c.turn, a)[0];
    if (!next) break;
    c = { ...c, ...applyAttritionLoss(c, next.id, 'automatic') };
  }
  return { game: c.game, turn: c.turn, log: c.log };
}

/** 14.51 done (the remainder disregarded); T-22 14.65: a zone wiped out opens every adjacent hex. */
export function applyLossesDone(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const a = under(ctx);
  const wipeout = a.losses.length > 0 && zoneWipedOut(ctx.game, ctx.turn, a.zone);
  const lines = [logEntry('14.51', `${a.losses.length} counters lost`)];
  if (wipeout) lines.push(logEntry('14.65', `every non-partisan unit of ${a.zone} is gone: its hexes next to the attritioning units may all be occupied`));
  return { turn: withAttrition(ctx, { lossesDone: true, wipeout }), log: withLog(ctx, ...lines) };
}

export function applyOccupy(ctx: AwawTurnContext, e: EventOf<'OCCUPY'>): Partial<AwawTurnContext> {
  return {
    turn: withAttrition(ctx, { selected: [...under(ctx).selected, { hex: e.hex, units: e.units }] }),
    log: withLog(ctx, logEntry('14.61', `${e.hex} is selected for occupation by ${e.units.map((id) => name(ctx.game, id)).join(', ')}`, 'choice')),
  };
}

export const applySelectionDone = (ctx: AwawTurnContext, chosen: boolean): Partial<AwawTurnContext> =>
  ({ turn: withAttrition(ctx, { selectionDone: true }), log: withLog(ctx, logEntry('14.61', `${under(ctx).selected.length} hexes selected for occupation`, chosen ? 'choice' : 'automatic')) });

/** 14.71: the displaced units are known; those that cannot retreat, and flak, are eliminated (14.76). */
export function applyStartRetreats(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const a = under(ctx);
  return { turn: withAttrition(ctx, { retreatsStarted: true, toRetreat: displacedUnits(ctx.game, a) }) };
}

export function applyRetreatEliminations(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const a = under(ctx);
  let game = ctx.game;
  const gone = a.toRetreat.filter((id) => eliminatedInsteadOfRetreat(ctx.game, a, id));
  const lines = gone.map((id) => logEntry(unit(ctx.game, id)?.type === 'flak' ? '10.94' : '14.76', `${name(ctx.game, id)} cannot retreat: eliminated`));
  for (const id of gone) game = eliminate(game, id);
  return { game, turn: withAttrition(ctx, { toRetreat: a.toRetreat.filter((id) => !gone.includes(id)) }), log: withLog(ctx, ...lines) };
}

/** 14.71-14.74: one unit retreats one hex; an overstack it causes is flagged to be remedied (12.17). */
export function applyRetreat(ctx: AwawTurnContext, e: EventOf<'RETREAT'>): Partial<AwawTurnContext> {
  const a = under(ctx);
  let game = moveToHex(ctx.game, e.unit, e.hex);
  const over = stackingViolations(game, e.hex).length > 0;
  if (over) game = updateUnit(game, { ...unit(game, e.unit)!, retreatOverstack: true });
  return {
    game,
    turn: withAttrition(ctx, { toRetreat: a.toRetreat.filter((id) => id !== e.unit) }),
    log: withLog(ctx, logEntry('14.71', `${name(ctx.game, e.unit)} retreats to ${e.hex}${over ? ', overstacked (12.17)' : ''}`, 'choice')),
  };
}

/** 14.11E, 14.71: the attacker occupies every selected hex at once; the hexes change hands. */
export function applyFinishAttrition(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const a = under(ctx);
  let game = ctx.game;
  const lines = [];
  for (const s of a.selected) {
    for (const id of s.units) game = moveToHex(game, id, s.hex);
    game = setControl(game, s.hex, a.faction as Faction);
    const occupied = eliminateOccupiedFlak(game, s.hex, a.faction as Faction);
    game = occupied.game;
    lines.push(logEntry('14.11E', `${s.units.map((id) => name(ctx.game, id)).join(', ')} occupy ${s.hex}`), ...occupied.lines);
  }
  const { attrition: _done, ...rest } = ctx.turn;
  return { game, turn: rest, log: withLog(ctx, ...lines, logEntry('14.1', `the attrition against ${a.zone} is over`)) };
}

export { retreatChoices, hexOfUnit };
