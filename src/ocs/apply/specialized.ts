import type { HexId } from '../../core/hex/hex-id.ts';
import { AIR_BASE_CAPTURE_SAMPLE_NOTE, CAPTURE_SAMPLE_NOTE, type CaptureColumn } from '../data/capture.sample.ts';
import type { Aircraft, Dump, Transport } from '../model/pieces.ts';
import { ELIMINATED, inHex } from '../model/places.ts';
import { pieceName, pieceOf, sideName } from '../model/query.ts';
import type { SideId } from '../model/sides.ts';
import type { OcsGame } from '../model/state.ts';
import {
  aircraftBases, airBaseCaptured, captureColumnOf, captured, enemyNonCombat, extenderHexes, hedgehogCaptured, portCaptured, shipDestroyed,
} from '../rules/specialized.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import type { AllotTask, DisplaceTask, RollTask, SpecializedTask } from '../turn/specialized.ts';
import { log, movePiece, updatePiece, withGame } from './context.ts';

/** Specialized Combats (9.14): what entering a hex does at once, and the tasks it leaves to roll and choose. */

const setTasks = (ctx: OcsTurnContext, tasks: readonly SpecializedTask[]): OcsTurnContext => ({ ...ctx, turn: { ...ctx.turn, specialized: tasks } });

/** The first spare counter of a kind in the capturer's counter mix (R-OCS-COUNTER-MIX). */
function spareOf(g: OcsGame, side: SideId, kind: 'dump' | 'transport'): string | undefined {
  return g.pieces.inPlace('spare').find((s) => s.piece.side === side && s.piece.kind === kind)?.piece.id;
}

/**
 * 9.0, 9.14: enemy Attack-Capable units entered `hex`. Ships are destroyed (9.14g), the port,
 * hedgehog and air base captured (9.14h, e, f) at once; the Capture Table rolls (9.14b, c), the
 * Air Base Capture Table rolls (9.14f) and the Extenders' collapses (9.14d) become tasks.
 */
export function beginSpecialized(ctx: OcsTurnContext, hex: HexId, capturer: SideId, movementPhase: boolean): OcsTurnContext {
  let g = ctx.game;
  let out = ctx;
  const enemy = enemyNonCombat(g, hex, capturer);
  if (enemy.length === 0) return ctx;
  const owner = enemy[0]!.side;
  const base = { hex, capturer, owner, movementPhase };
  const tasks: SpecializedTask[] = [];
  const said: string[] = [];
  for (const p of enemy) {
    if (shipDestroyed(p)) { g = movePiece(g, p.id, ELIMINATED); said.push(`${pieceName(g, p.id)} destroyed (9.14g)`); }
    else if (portCaptured(p) || hedgehogCaptured(p) || airBaseCaptured(p)) {
      g = updatePiece(g, { ...p, side: capturer });
      said.push(`${pieceName(g, p.id)} captured (${portCaptured(p) ? '9.14h' : hedgehogCaptured(p) ? '9.14e' : '9.14f'})`);
    }
  }
  const transports = enemy.filter((p): p is Transport => p.kind === 'transport');
  for (const t of transports.filter((x) => x.extender)) {
    if (extenderHexes(g, hex, t).length > 0) tasks.push({ ...base, kind: 'displace', piece: t.id, why: 'extender' });
    else {
      const { extender: _e, ...flipped } = t;
      g = updatePiece(g, flipped);
      said.push(`${pieceName(g, t.id)}: no hex to collapse to, flipped where it is and checked for capture (9.14d)`);
    }
  }
  const plain = transports.map((t) => pieceOf(g, t.id) as Transport).filter((t) => !t.extender);
  for (const column of ['trucks', 'wagons'] as const) {
    const pieces = plain.filter((t) => captureColumnOf(t) === column).map((t) => t.id);
    if (pieces.length > 0) tasks.push({ ...base, kind: 'captureRoll', column, pieces });
  }
  const dumps = enemy.filter((p) => p.kind === 'dump').map((p) => p.id);
  if (dumps.length > 0) tasks.push({ ...base, kind: 'captureRoll', column: 'supply', pieces: dumps });
  for (const a of enemy.filter((p): p is Aircraft => p.kind === 'aircraft')) tasks.push({ ...base, kind: 'airBaseRoll', aircraft: a.id });
  out = withGame(out, g);
  out = log(out, '9.14', `${sideName(g, capturer)} Attack-Capable units entered ${hex}, which holds ${sideName(g, owner)} ${enemy.map((p) => pieceName(ctx.game, p.id)).join(', ')}: Specialized Combat${said.length > 0 ? `. ${said.join('; ')}` : ''}.`);
  return setTasks(out, [...ctx.turn.specialized, ...tasks]);
}

/** The displacements owed by the Transport Points left in a column after a capture (9.14c). */
const displacements = (g: OcsGame, t: RollTask | AllotTask, pieces: readonly string[]): DisplaceTask[] =>
  pieces.filter((id) => g.pieces.get(id)?.at.kind === 'hex').map((piece) => ({ hex: t.hex, capturer: t.capturer, owner: t.owner, movementPhase: t.movementPhase, kind: 'displace', piece, why: 'transport' }));

/** The captured share goes to a spare counter of the capturer in the hex; with none left in the counter mix it is lost. */
function toSpare(g: OcsGame, kind: 'dump' | 'transport', side: SideId, hex: HexId, make: (id: string) => Dump | Transport): { g: OcsGame; note: string } {
  const spare = spareOf(g, side, kind);
  if (!spare) return { g, note: 'no spare counter left in the counter mix: the captured share is lost (R-OCS-COUNTER-MIX)' };
  return { g: movePiece(g, spare, inHex(hex), make(spare)), note: `now on ${spare}` };
}

/** 9.14b, 9.14c: a Capture Table percentage applied to a column of the task. */
export function applyCapture(ctx: OcsTurnContext, t: Extract<RollTask, { kind: 'captureRoll' }>, percent: number, source: string): OcsTurnContext {
  const rest = ctx.turn.specialized.slice(1);
  let g = ctx.game;
  const rounding = g.frame.rounding;
  if (t.column === 'supply') {
    const tokens = t.pieces.reduce((n, id) => n + ((pieceOf(g, id) as Dump).tokens), 0);
    const got = captured(tokens, percent, rounding);
    for (const id of t.pieces) g = movePiece(g, id, ELIMINATED, { ...(pieceOf(g, id) as Dump), tokens: 0 });
    const spare = got > 0 ? toSpare(g, 'dump', t.capturer, t.hex, (id) => ({ kind: 'dump', id, side: t.capturer, tokens: got })) : { g, note: '' };
    const out = log(withGame(ctx, spare.g), '9.14b', `Capture Table, Supply column (${source}): ${percent}% of ${tokens}T: ${got}T captured${spare.note ? ` (${spare.note})` : ''}, the rest destroyed.`, 'roll');
    return setTasks(out, rest);
  }
  const pieces = t.pieces.map((id) => pieceOf(g, id) as Transport);
  const points = pieces.reduce((n, p) => n + p.points, 0);
  const gotPoints = captured(points, percent, rounding);
  const head = log(ctx, '9.14c', `Capture Table, ${t.column === 'trucks' ? 'Trucks' : 'Wagons'} column (${source}): ${percent}% of ${points} Transport Points: ${gotPoints} captured.`, 'roll');
  if (gotPoints > 0 && gotPoints < points && pieces.length > 1) {
    const allot: AllotTask = { hex: t.hex, capturer: t.capturer, owner: t.owner, movementPhase: t.movementPhase, kind: 'allot', column: t.column, pieces: t.pieces, points: gotPoints, percent };
    return setTasks(head, [allot, ...rest]);
  }
  const allotted = gotPoints === 0 ? [] : pieces.length === 1 ? [{ piece: pieces[0]!.id, points: gotPoints }] : pieces.map((p) => ({ piece: p.id, points: p.points }));
  return applyAllotment(head, { ...t, kind: 'allot', points: gotPoints, percent }, allotted, rest);
}

/**
 * 9.14c: the captured points come off the counters the owner allotted; "Results ... affect
 * Transport Points and any loaded SP equally": each counter's load loses the same percentage
 * (to the nearest token). A counter left with no points loses the rest of its load (R-OCS-TP-CAPTURE).
 */
export function applyAllotment(ctx: OcsTurnContext, t: AllotTask, allot: readonly { piece: string; points: number }[], rest: readonly SpecializedTask[]): OcsTurnContext {
  let g = ctx.game;
  let points = 0;
  let load = 0;
  let ma = 0;
  for (const a of allot) {
    const p = pieceOf(g, a.piece) as Transport;
    if (a.points <= 0) continue;
    const lostLoad = captured(p.load, t.percent, g.frame.rounding);
    points += a.points;
    load += lostLoad;
    ma = Math.max(ma, p.ma);
    const left = { ...p, points: p.points - a.points, load: p.load - lostLoad };
    g = left.points > 0 ? updatePiece(g, left) : movePiece(g, p.id, ELIMINATED, { ...left, points: p.points, load: 0 });
  }
  let note = '';
  if (points > 0) {
    const type = t.column === 'wagons' ? 'wagon' : 'truck';
    const spare = toSpare(g, 'transport', t.capturer, t.hex, (id) => ({ kind: 'transport', id, side: t.capturer, type, points, ma, load }));
    g = spare.g;
    note = ` ${points} points and ${load}T captured (${spare.note})${t.movementPhase ? '; captured in the Movement Phase, they may move at once' : ''}.`;
  }
  const out = log(withGame(ctx, g), '9.14c', `Transport Points captured:${note || ' none.'} The rest are displaced by ${sideName(g, t.owner)}.`);
  return setTasks(out, [...displacements(g, t, t.pieces), ...rest]);
}

/** 9.14f: one plane's Air Base Capture Table result; a survivor displaces to a friendly air base within 2x range, or is destroyed. */
export function applyAirBaseResult(ctx: OcsTurnContext, t: Extract<RollTask, { kind: 'airBaseRoll' }>, result: 'reduction' | 'none', source: string): OcsTurnContext {
  let g = ctx.game;
  const a = pieceOf(g, t.aircraft) as Aircraft;
  const rest = ctx.turn.specialized.slice(1);
  const destroyed = result === 'reduction' && a.reduced;
  let words = `${a.name}: ${result === 'reduction' ? (destroyed ? 'reduced again, destroyed' : 'reduced') : 'no result'}`;
  if (destroyed) g = movePiece(g, a.id, ELIMINATED);
  else {
    if (result === 'reduction') g = updatePiece(g, { ...a, reduced: true });
    if (aircraftBases(g, t.hex, a).length === 0) { g = movePiece(g, a.id, ELIMINATED); words += '; no friendly air base within double range: destroyed'; }
  }
  const out = log(withGame(ctx, g), '9.14f', `Air Base Capture Table (${source}, ${AIR_BASE_CAPTURE_SAMPLE_NOTE}): ${words}.`, 'roll');
  const alive = g.pieces.get(a.id)?.at.kind === 'hex';
  return setTasks(out, alive ? [{ hex: t.hex, capturer: t.capturer, owner: t.owner, movementPhase: t.movementPhase, kind: 'displace', piece: a.id, why: 'aircraft' }, ...rest] : rest);
}

/** A displacement: Transport Points picked up and placed (9.14c), an Extender collapsed and flipped (9.14d), a plane displaced and Inactive (9.14f). */
export function applyDisplace(ctx: OcsTurnContext, t: DisplaceTask, hex: HexId): OcsTurnContext {
  const p = pieceOf(ctx.game, t.piece)!;
  let piece = p;
  if (p.kind === 'transport' && p.extender) { const { extender: _e, ...flipped } = p; piece = flipped; }
  if (p.kind === 'aircraft') piece = { ...p, active: false };
  const g = movePiece(ctx.game, t.piece, inHex(hex), piece);
  const rule = t.why === 'extender' ? '9.14d' : t.why === 'aircraft' ? '9.14f' : '9.14c';
  const what = t.why === 'extender' ? 'collapses to' : t.why === 'aircraft' ? 'displaces, Inactive, to' : 'displaced to';
  return setTasks(log(withGame(ctx, g), rule, `${pieceName(ctx.game, t.piece)} ${what} ${hex}.`, 'choice'), ctx.turn.specialized.slice(1));
}

export const CAPTURE_SOURCE = (die: number | undefined): string => (die === undefined ? 'your chart' : `die ${die}, ${CAPTURE_SAMPLE_NOTE}`);
export type { CaptureColumn };
