import type { DsTurnContext } from '../turn/context.ts';
import { blitzStepsSkippable } from '../rules/blitz-enabled.ts';
import { forceIncludedArmor } from '../rules/combat/exploitation.ts';
import { placementVariant } from './variants.ts';

/** What the serializer reads of a snapshot. */
export interface KeyedSnapshot {
  readonly value: unknown;
  readonly context: DsTurnContext;
}

/** Faction turns and game turns begun since the start (the turn frame logs each with rule "—"). */
export const epochOf = (ctx: DsTurnContext): number => ctx.log.filter((l) => l.rule === '—').length;

/**
 * The state serialization of the bounded model: the state value plus only what changes the
 * sequence from here on. Two snapshots with the same key take the same steps in the same order
 * (what differs is which units, which hexes), so the model keeps one of them. Kept:
 * - whose faction turn it is, and how many faction turns have begun (the model stops at the next);
 * - the progress of loops that end by themselves (2.1 listed actions and table chains, 2.2.2
 *   markers dealt with, the contest round's asked factions, what an attack still owes in Steps 6-8),
 *   else a loop would look finished after its first turn round;
 * - whether the attacking force includes an armor-type unit (EX-1: Step 8 then offers Exploitation),
 *   else an armor attack would be taken for a plain one of the same size on the same hex;
 * - the kind of pending placement and its follow-up (2.2.3.1: which immediate follow-up comes);
 * - Blitz markers placed and a Cabinet Crisis due (2.2.4), whether 4.1 Steps 1-4 are skipped
 *   (BC-6), whether Airdrops were made (4.1.4 has markers to land).
 * Each is kept only while the turn is in its segment, so that a choice made early does not multiply
 * every later step. Not kept: which units, which hexes, the log and the dice.
 */
export function sequenceKey(s: KeyedSnapshot): string {
  const { game, turn } = s.context;
  const at = JSON.stringify(s.value);
  const inside = (key: string): boolean => at.includes(`"${key}"`);
  const underWay = turn.combat.underWay;
  return JSON.stringify([
    s.value, game.game.phasing, epochOf(s.context),
    inside('politicalEvents') ? turn.politicalEvents : null,
    inside('beachheadMaintenance') ? turn.beachheadMaintenance.done.length : null,
    inside('placement') ? [turn.placement.asking ?? '', turn.placement.asked.length, pendingKind(s.context), turn.placement.followUp?.kind ?? ''] : null,
    inside('blitzPlacement') ? [turn.blitz.placed, turn.blitz.cabinetCrisis?.cause ?? ''] : null,
    inside('initialAdministrative') || inside('operationalMovement') ? blitzStepsSkippable(game) : null,
    inside('blitzCombat') ? Object.keys(turn.blitzCombat.airdrops).length > 0 : null,
    underWay ? [
      underWay.mode, underWay.markerOnly, underWay.declaration.target, underWay.attackingForce.length, forceIncludedArmor(game, underWay.declaration), underWay.result?.text ?? '', underWay.defensiveSupportDeclared,
      underWay.awaitingAttackerChoice, underWay.exchangeForDefender, underWay.conversionChosen, underWay.attackerResultLoss,
      underWay.retreats.map((r) => `${r.side}${r.remaining}`), underWay.attrition.attacker, underWay.attrition.defender,
      underWay.exploiting?.path.length ?? 0,
    ] : null,
  ]);
}

function pendingKind(ctx: DsTurnContext): string {
  const p = ctx.turn.placement.pending;
  return p ? placementVariant(ctx.game, p.unit, p.to) : '';
}

/** The model stops at the start of the next faction turn: one faction turn (and what follows it) per fixture. */
export const stopAtNextFactionTurn = (ctx: DsTurnContext, stepId: string | undefined): boolean =>
  epochOf(ctx) >= 1 && stepId === 'ds.seasonal.optionCard';
