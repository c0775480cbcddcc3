import { rollD6 } from '../../core/dice.ts';
import { logEntry, type LogEntry } from '../../core/log.ts';
import { SAMPLE_TABLE_NOTE, sampleTable, type PoliticalResult } from '../data/political-events.sample.ts';
import type { EventOf } from '../events/index.ts';
import { resultOf } from '../events/political-events.ts';
import { moveCounter } from '../model/contents.ts';
import { phasingCard } from '../model/game.ts';
import { count, hexName } from '../rules/admin-labels.ts';
import {
  currentPoliticalAction, isFinalPoliticalResult, italicizedEventInstruction, listedPoliticalActions, politicalBlitzAward,
  politicalModifiedRoll, politicalStepEliminationInstruction, politicalTableChain, resultOnTable, snlfBeachheadsAwarded,
  tableForNextRoll,
} from '../rules/political-events.ts';
import { snlfMarkersInForcePool } from '../rules/snlf-beachhead.ts';
import type { DsTurnContext } from '../turn/context.ts';

/** Where a result came from: a bundled SAMPLE table, or the player's own chart. */
type Source = 'sample' | 'chart';

const tableName = (id: string): string => sampleTable(id)?.name ?? `table "${id}"`;
const quoted = (r: PoliticalResult, source: Source): string => `"${r.result}"${source === 'sample' ? ' (SAMPLE)' : ''}`;
const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** "action 1 of 2 (Roll on Table A)" */
function actionLabel(ctx: DsTurnContext): string {
  const actions = listedPoliticalActions(ctx.game);
  const i = ctx.turn.politicalEvents.action;
  const a = actions[i];
  return `action ${i + 1} of ${actions.length}${a?.text ? ` (${a.text})` : ''}`;
}

/** 2.1 skipped (PE-1): the card has no Political Events Segment section. */
export function applySkipPoliticalEvents(ctx: DsTurnContext): Partial<DsTurnContext> {
  const card = phasingCard(ctx.game.game);
  return { log: ctx.log.append(logEntry('2.1', `the Current Card "${card.name}" has no Political Events Segment section: the segment is skipped`)) };
}

/** 2.1 begins (PE-2): every listed action is performed, in order. */
export function applyBeginPoliticalEvents(ctx: DsTurnContext): Partial<DsTurnContext> {
  const actions = listedPoliticalActions(ctx.game);
  const list = actions.map((a, i) => `${i + 1}. ${a.text ?? `roll on ${tableName(a.table)}`}`).join('; ');
  return {
    log: ctx.log.append(logEntry('2.1', `the Current Card "${phasingCard(ctx.game.game).name}" lists ${count(actions.length, 'action')}, performed in order even if resolved earlier this season: ${list}`)),
  };
}

/** PE-3 then the result: one die, the Political DRMs, clamped to 1..6, on the sample table due now. */
export function applyPoliticalRoll(ctx: DsTurnContext, e: EventOf<'ROLL'>): Partial<DsTurnContext> {
  const tableId = tableForNextRoll(ctx.game, ctx.turn.politicalEvents)!;
  const table = sampleTable(tableId)!;
  const { value, dice } = rollD6(ctx.dice, e.value);
  const drm = ctx.game.game.politicalDrm;
  const modified = politicalModifiedRoll(value, drm);
  const clamped = modified !== value + drm ? ` (treated as ${modified})` : '';
  const result = resultOnTable(table, modified);
  const line = logEntry('2.1', `${actionLabel(ctx)}: die ${value} ${signed(drm)} Political DRMs = ${value + drm}${clamped} on ${table.name}: ${quoted(result, 'sample')} — ${SAMPLE_TABLE_NOTE}`, 'roll');
  return resolvePoliticalResult({ ...ctx, dice, log: ctx.log.append(line) }, result, 'sample');
}

/** A result the player read from the printed chart. */
export function applyPoliticalResult(ctx: DsTurnContext, e: EventOf<'POLITICAL_RESULT'>): Partial<DsTurnContext> {
  const result = resultOf(e);
  const tableId = tableForNextRoll(ctx.game, ctx.turn.politicalEvents);
  const on = tableId === undefined ? '' : ` on ${tableName(tableId)}`;
  const line = logEntry('2.1', `${actionLabel(ctx)}: result read from the player's chart${on}: ${quoted(result, 'chart')}`, 'choice');
  return resolvePoliticalResult({ ...ctx, log: ctx.log.append(line) }, result, 'chart');
}

/** PE-4..PE-9: chain to another table, or carry out what a final result says the engine can do. */
function resolvePoliticalResult(ctx: DsTurnContext, r: PoliticalResult, source: Source): DsTurnContext {
  const slice = ctx.turn.politicalEvents;
  const next = politicalTableChain(r);
  if (!isFinalPoliticalResult(r) && next !== undefined) { // PE-4, PE-5
    const log = logEntry('2.1', `${quoted(r, source)} directs to ${tableName(next)}: roll again there, with the Political DRMs`);
    return { ...ctx, turn: { ...ctx.turn, politicalEvents: { ...slice, table: next } }, log: ctx.log.append(log) };
  }
  const log: LogEntry[] = [];
  const italic = italicizedEventInstruction(r);
  if (italic) log.push(logEntry('2.1', `${quoted(r, source)} is an italicized Political Event: ${italic}`));
  const steps = politicalStepEliminationInstruction(r);
  if (steps) log.push(logEntry('2.1', `${quoted(r, source)}: ${steps}; turnchart does not do it for you yet`));
  const blitz = politicalBlitzAward(r);
  if (blitz > 0) log.push(logEntry('2.2.4', `${quoted(r, source)}: ${count(blitz, 'Blitz marker')} awarded, for this turn's Blitz Marker Placement only`));
  let snlf = snlfBeachheadsAwarded(ctx.game, r);
  if ((r.snlfBeachheads ?? 0) > 0 && ctx.game.game.phasing !== 'axis') {
    log.push(logEntry('2.2.3.4', `${quoted(r, source)}: only the Axis places SNLF Beachhead-0 markers; nothing is placed`));
  }
  if (snlf > 0) {
    const inPool = snlfMarkersInForcePool(ctx.game).length;
    const placed = Math.min(snlf, inPool);
    log.push(logEntry('2.2.3.4', `${quoted(r, source)}: the Axis may place ${count(snlf, 'SNLF Beachhead-0 marker')}` +
      (placed < snlf ? `; only ${count(inPool, 'marker')} in the Axis Force Pool` : '')));
    snlf = placed;
  }
  const action = slice.action + 1;
  if (currentPoliticalAction(ctx.game, { action }) === undefined) log.push(logEntry('2.1', 'every listed Political Events action is resolved'));
  return {
    ...ctx,
    turn: {
      ...ctx.turn,
      politicalEvents: snlf > 0 ? { action, snlfToPlace: snlf } : { action },
      blitz: { ...ctx.turn.blitz, awarded: ctx.turn.blitz.awarded + blitz },
    },
    log: ctx.log.append(...log),
  };
}

/** PE-9: an SNLF Beachhead-0 marker goes in its All-Sea hex, its arrow across the chosen hexside. */
export function applyPlaceSnlfBeachhead(ctx: DsTurnContext, e: EventOf<'PLACE_SNLF_BEACHHEAD'>): Partial<DsTurnContext> {
  const game = moveCounter(ctx.game, e.marker, { kind: 'hex', hex: e.hex, arrowTo: e.arrowTo });
  const left = Math.max(0, (ctx.turn.politicalEvents.snlfToPlace ?? 0) - 1);
  return {
    game,
    turn: { ...ctx.turn, politicalEvents: { ...ctx.turn.politicalEvents, snlfToPlace: left } },
    log: ctx.log.append(logEntry('2.2.3.4', `SNLF Beachhead-0 ${e.marker} is placed in ${hexName(ctx.game, e.hex)}, its arrow pointing to ${hexName(ctx.game, e.arrowTo)}`, 'choice')),
  };
}

/** The Axis places no more SNLF Beachhead-0 markers for this result. */
export function applyEndSnlfPlacement(ctx: DsTurnContext): Partial<DsTurnContext> {
  const left = ctx.turn.politicalEvents.snlfToPlace ?? 0;
  const reason = snlfMarkersInForcePool(ctx.game).length === 0 ? 'no SNLF Beachhead-0 marker is left in the Axis Force Pool' : 'the Axis places no more';
  return {
    turn: { ...ctx.turn, politicalEvents: { ...ctx.turn.politicalEvents, snlfToPlace: 0 } },
    log: left > 0 ? ctx.log.append(logEntry('2.2.3.4', `${count(left, 'SNLF Beachhead-0 marker')} not placed: ${reason}`)) : ctx.log,
  };
}
