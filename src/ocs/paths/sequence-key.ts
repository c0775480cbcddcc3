import type { PathSnapshot } from '../../core/testing.ts';
import { nextResultTask } from '../rules/procedure.ts';
import { enemyNonCombat } from '../rules/specialized.ts';
import type { CombatUnderWay, SideExecution } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { combatSituation, resultShape, unitsOf } from './situation.ts';

/** Player turns and game turns begun since the start (the turn frame logs each with rule "—"). */
export const epochOf = (ctx: OcsTurnContext): number => ctx.log.filter((l) => l.rule === '—' && /begins/.test(l.message)).length;

const execKey = (e: SideExecution) => [
  e.hardLeft, e.optionChoice === undefined ? '' : e.optionChoice === 'ignored' ? 'i' : e.optionChoice.losses, e.optionLossesLeft,
  e.toRetreat.length > 0, e.retreated.length > 0, e.zocLosses.length, e.couldNotTakeAll,
];

/** Before the result: the situation and the steps settled; after it: the result's shape and how far each side carried it out. */
function combatKey(ctx: OcsTurnContext, c: CombatUnderWay): unknown[] {
  if (c.result) {
    // What still changes the steps: the pieces in the defending hex an advance would capture (9.14),
    // and DG units on either side (a retreat into an enemy ZOC then costs a step, 9.12e).
    const g = ctx.game;
    const dg = (ids: readonly string[]) => unitsOf(g, ids).some((u) => u.dg && g.pieces.get(u.id)?.at.kind === 'hex');
    const depot = [...new Set(enemyNonCombat(g, c.target, c.attackerSide).map((p) => p.kind))].sort().join('+');
    return ['R', c.kind, resultShape(c.result), execKey(c.attacker), execKey(c.defender), c.dgApplied, c.exploitDecided, c.advanceDecided,
      nextResultTask(g, c, ctx.turn.specialized), depot, dg(c.attackers), dg(c.defenders)];
  }
  return [
    'P', c.kind, combatSituation(ctx.game, c.target, unitsOf(ctx.game, c.attackers)), c.cancelled,
    c.supply.attacker !== undefined, c.supply.defender === undefined ? '' : typeof c.supply.defender === 'object' ? 'paid' : c.supply.defender,
    c.arUnit.attacker !== undefined, c.arUnit.defender !== undefined, Object.keys(c.terrain.stacks).length, c.terrain.defence !== undefined,
    c.surprise?.side ?? '', c.surprise?.shiftDie !== undefined,
  ];
}

/**
 * The state serialization of the bounded model: the state value, whose player turn and how many
 * have begun, the combat under way (its situation and steps settled before the result; the
 * result's shape and its execution after), and the kinds of Specialized Combat tasks owed. Not
 * kept: which units and hexes, the log, the dice.
 */
export function ocsSequenceKey(s: PathSnapshot<OcsTurnContext>): string {
  const ctx = s.context;
  const c = ctx.turn.combat;
  return JSON.stringify([s.value, ctx.game.frame.phasing, epochOf(ctx), c ? combatKey(ctx, c) : null, ctx.turn.specialized.map((t) => t.kind)]);
}

/** The model stops at the start of the next player turn. */
export const stopAtNextPlayerTurn = (ctx: OcsTurnContext, stepId: string | undefined): boolean =>
  epochOf(ctx) >= 1 && stepId === 'ocs.aircraftRefit';
