import { eventOf, type StepLegality } from '../../core/step.ts';
import type { Violation } from '../../core/violation.ts';
import type { OcsEvent } from '../events/index.ts';
import { hexOf, pieceName, pieceOf } from '../model/query.ts';
import type { Aircraft, Transport } from '../model/pieces.ts';
import type { OcsGame } from '../model/state.ts';
import { aircraftBases, extenderHexes, transportDisplacementHexes } from '../rules/specialized.ts';
import type { DisplaceTask, SpecializedTask } from '../turn/specialized.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { rollEvents, v } from './common.ts';
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

/**
 * 9.14b, 9.14c: one die on the Capture Table, or the percentage read from the player's own chart;
 * 9.14f: one die per plane on the Air Base Capture Table, or the player's chart's result. Any
 * well-formed one is legal while the roll is owed.
 */
function rollStep(id: string, table: 'captureRoll' | 'airBaseRoll'): Step {
  const owed = (ctx: OcsTurnContext) => head(ctx)?.kind === table;
  return {
    id, accepts: table === 'captureRoll' ? ['ROLL', 'CAPTURE_RESULT'] : ['ROLL', 'AIR_BASE_RESULT'],
    check: (ctx) => (owed(ctx) ? [] : none()),
    enumerate(ctx) {
      if (!owed(ctx)) return [];
      const results: OcsEvent[] = table === 'captureRoll'
        ? [0, 25, 50, 75, 100].map((percent): OcsEvent => ({ type: 'CAPTURE_RESULT', percent }))
        : [{ type: 'AIR_BASE_RESULT', result: 'reduction' }, { type: 'AIR_BASE_RESULT', result: 'none' }];
      return [...rollEvents(), ...results];
    },
  };
}

/**
 * 9.14c: "the owning player decides which are captured and which are displaced": he names the
 * counter the captured points come off first; any more come off the others in order (R-OCS-TP-CAPTURE).
 */
function allotStep(id: string): Step {
  return {
    id, accepts: ['ALLOT_CAPTURE'],
    check(ctx, e) {
      const t = head(ctx);
      if (!t || t.kind !== 'allot') return none();
      const a = eventOf(e, 'ALLOT_CAPTURE')!;
      return t.pieces.includes(a.piece) ? [] : [v('9.14c', 'allot.notInColumn', `${pieceName(ctx.game, a.piece)} is not among the Transport Points checked on this column.`)];
    },
    enumerate(ctx) {
      const t = head(ctx);
      return t?.kind === 'allot' ? t.pieces.map((piece): OcsEvent => ({ type: 'ALLOT_CAPTURE', piece })) : [];
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
  rollStep(stepId(prefix, 'specialCaptureRoll'), 'captureRoll'), rollStep(stepId(prefix, 'specialAirBaseRoll'), 'airBaseRoll'),
  allotStep(stepId(prefix, 'specialAllot')), displaceStep(stepId(prefix, 'specialDisplace')),
];
