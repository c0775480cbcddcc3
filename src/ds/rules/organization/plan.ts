import type { Violation } from '../../../core/violation.ts';
import type { Place } from '../../model/places.ts';

/**
 * What an Organization Segment action does to the board, worked out by the rules layer once: the
 * same plan answers "is it legal?" (no violations) and is what the reducer carries out
 * (src/ds/apply/organization). Counters are turned over and moved, nothing else.
 */
export type Change =
  /** Turn the counter over: its back becomes its face (a flip up when combining, down when breaking down). */
  | { readonly kind: 'flip'; readonly counter: string }
  | { readonly kind: 'move'; readonly counter: string; readonly to: Place };

export interface OrganizationPlan {
  /** The rule that does it, e.g. '2.3.1.1'. */
  readonly rule: string;
  readonly changes: readonly Change[];
  /** What happened, for the log, in the rules' words. */
  readonly message: string;
  /** A conversion limited to one per turn that this one uses up ('Per', 'Line'; FH-5, FH-10). */
  readonly oncePerTurn?: string;
}

export type Planned = { readonly ok: true; readonly plan: OrganizationPlan } | { readonly ok: false; readonly violations: readonly Violation[] };

export const planned = (plan: OrganizationPlan): Planned => ({ ok: true, plan });
export const refused = (violations: readonly Violation[]): Planned => ({ ok: false, violations });

/** The violations of a plan: empty when it is legal. */
export const violationsOf = (p: Planned): readonly Violation[] => (p.ok ? [] : p.violations);
