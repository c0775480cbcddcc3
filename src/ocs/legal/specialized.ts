import { eventOf, type StepLegality } from '../../core/step.ts';
import type { Violation } from '../../core/violation.ts';
import type { OcsEvent } from '../events/index.ts';
import { hexOf, pieceName, pieceOf } from '../model/query.ts';
import type { Aircraft, Transport } from '../model/pieces.ts';
import type { OcsGame } from '../model/state.ts';
import { aircraftBases, extenderHexes, transportDisplacementHexes } from '../rules/specialized.ts';
import type { DisplaceTask, SpecializedTask } from '../turn/specialized.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { rollEvents, rollViolations, v } from './common.ts';
import { stepId } from './step-ids.ts';

type Step = StepLegality<OcsTurnContext, OcsEvent>;
const head = (ctx: OcsTurnContext): SpecializedTask | undefined => ctx.turn.specialized[0];
const none = (): Violation[] => [v('9.14', 'specialized.nothingOwed', 'No Specialized Combat owes this now.')];

/** Where a displaced piece may go: Transport Points (9.14c), a collapsing Extender (9.14d), a surviving plane (9.14f). */
export function displaceHexes(g: OcsGame, t: DisplaceTask): string[] {
  const p = pieceOf(g, t.piece);
  const from = hexOf(g, t.piece) ?? t.hex;
  if (t.why === 'extender') return extenderHexes(g, from, p as Transport);
  if (t.why === 'aircraft') return aircraftBases(g, from, p as Aircraft);
  return transportDisplacementHexes(g, from, t.owner);
}

/** 9.14b, 9.14c, 9.14f: one die on the Capture Table or the Air Base Capture Table, or the result read from the player's chart. */
function rollStep(id: string): Step {
  return {
    id, accepts: ['ROLL', 'CAPTURE_RESULT', 'AIR_BASE_RESULT'],
    check(ctx, e) {
      const t = head(ctx);
      if (!t || (t.kind !== 'captureRoll' && t.kind !== 'airBaseRoll')) return none();
      const roll = eventOf(e, 'ROLL');
      if (roll) return rollViolations(roll, 1, t.kind === 'captureRoll' ? 'A Capture Table roll (9.14)' : 'An Air Base Capture Table roll (9.14f)');
      if (e.type === 'CAPTURE_RESULT' && t.kind !== 'captureRoll') return [v('9.14f', 'specialized.wrongTable', 'This roll is on the Air Base Capture Table: enter AIR_BASE_RESULT.')];
      if (e.type === 'AIR_BASE_RESULT' && t.kind !== 'airBaseRoll') return [v('9.14', 'specialized.wrongTable', 'This roll is on the Capture Table: enter CAPTURE_RESULT.')];
      return [];
    },
    enumerate(ctx) {
      const t = head(ctx);
      if (!t || (t.kind !== 'captureRoll' && t.kind !== 'airBaseRoll')) return [];
      const results: OcsEvent[] = t.kind === 'captureRoll'
        ? [0, 25, 50, 75, 100].map((percent): OcsEvent => ({ type: 'CAPTURE_RESULT', percent }))
        : [{ type: 'AIR_BASE_RESULT', result: 'reduction' }, { type: 'AIR_BASE_RESULT', result: 'none' }];
      return [...rollEvents(1), ...results];
    },
  };
}

/** 9.14c: "the owning player decides which are captured and which are displaced". */
function allotStep(id: string): Step {
  return {
    id, accepts: ['ALLOT_CAPTURE'],
    check(ctx, e) {
      const t = head(ctx);
      if (!t || t.kind !== 'allot') return none();
      const a = eventOf(e, 'ALLOT_CAPTURE')!;
      const out: Violation[] = [];
      const seen = new Set<string>();
      for (const x of a.allot) {
        const p = pieceOf(ctx.game, x.piece);
        if (!t.pieces.includes(x.piece) || p?.kind !== 'transport') out.push(v('9.14c', 'allot.notInColumn', `${pieceName(ctx.game, x.piece)} is not among the Transport Points checked on this column.`));
        else if (x.points > p.points) out.push(v('9.14c', 'allot.tooMany', `${pieceName(ctx.game, x.piece)} has only ${p.points} points.`));
        if (seen.has(x.piece)) out.push(v('9.14c', 'allot.twice', `${x.piece} is listed twice.`));
        seen.add(x.piece);
      }
      const sum = a.allot.reduce((n, x) => n + x.points, 0);
      if (out.length === 0 && sum !== t.points) out.push(v('9.14c', 'allot.wrongTotal', `${t.points} points are captured; the allotment comes to ${sum}.`));
      return out;
    },
    enumerate(ctx) {
      const t = head(ctx);
      if (!t || t.kind !== 'allot') return [];
      const pieces = t.pieces.map((id) => pieceOf(ctx.game, id) as Transport);
      // Each counter first in turn: the captured points taken from it first, the rest from the others in order.
      return pieces.map((first) => {
        let left = t.points;
        const allot = [first, ...pieces.filter((p) => p !== first)].map((p) => { const n = Math.min(p.points, left); left -= n; return { piece: p.id, points: n }; });
        return { type: 'ALLOT_CAPTURE', allot } as OcsEvent;
      });
    },
  };
}

/** 9.14c, 9.14d, 9.14f: the owner places a displaced piece. */
function displaceStep(id: string): Step {
  return {
    id, accepts: ['DISPLACE'],
    check(ctx, e) {
      const t = head(ctx);
      if (!t || t.kind !== 'displace') return none();
      const d = eventOf(e, 'DISPLACE')!;
      if (d.piece !== t.piece) return [v('9.14', 'displace.otherPiece', `${pieceName(ctx.game, t.piece)} is the piece displaced now.`)];
      if (displaceHexes(ctx.game, t).includes(d.hex)) return [];
      const rule = t.why === 'extender' ? '9.14d' : t.why === 'aircraft' ? '9.14f' : '9.14c';
      const where = t.why === 'extender' ? 'a hex within its special draw range in trace supply' : t.why === 'aircraft' ? 'a friendly air base within twice its range' : `a hex within ${ctx.game.frame.displacementRange} hexes free of enemy combat units`;
      return [v(rule, 'displace.badHex', `${pieceName(ctx.game, t.piece)} displaces to ${where}; ${d.hex} is not one.`)];
    },
    enumerate(ctx) {
      const t = head(ctx);
      if (!t || t.kind !== 'displace') return [];
      return displaceHexes(ctx.game, t).map((hex): OcsEvent => ({ type: 'DISPLACE', piece: t.piece, hex }));
    },
  };
}

/** The three steps of Specialized Combats under a segment or procedure's prefix. */
export const specializedSteps = (prefix: string): Step[] => [
  rollStep(stepId(prefix, 'specialRoll')), allotStep(stepId(prefix, 'specialAllot')), displaceStep(stepId(prefix, 'specialDisplace')),
];
