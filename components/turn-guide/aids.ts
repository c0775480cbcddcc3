import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { RulesetEvent } from '../../src/core/ruleset.ts';
import type { WarningView } from '../../src/core/views.ts';
import type { TurnController } from '../shared/turn-controller.ts';
import { GuideFollower } from './follow.ts';
import { hexesOfPieces } from './targeting.ts';
import { whyNotAt, type WhyNotAt } from './why-not-at.ts';

/** An action held until the player confirms what a later step will do (the ruleset's warnings). */
export interface PendingAction {
  readonly action: RulesetEvent;
  readonly warnings: readonly WarningView[];
  /** The focus goes back to the legal actions once it is taken. */
  readonly refocus: boolean;
}

/**
 * What the guide does for a player finding their way (issue 21), kept apart from the guide's
 * wiring: the "why not" of a click on the map said next to the hex, the pieces of the action
 * pointed at ringed on the map, a confirm before an action a later automatic step will punish, and
 * the follower that brings the step, the legal actions and the targets to the player.
 */
export class GuideAids implements ReactiveController {
  /** A refusal of a click on the map, shown next to the hex while it is the turn's last refusal. */
  whyNot?: WhyNotAt;
  /** The action the player points at in the panel. */
  pointed?: RulesetEvent;
  pending?: PendingAction;
  readonly follower = new GuideFollower();

  constructor(private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment }) {
    host.addController(this);
  }

  hostConnected(): void {}

  private set(change: () => void): void {
    change();
    this.host.requestUpdate();
  }

  /** Holds `action` for a confirm when the ruleset warns of it; false: nothing to warn of, send it. */
  hold(turn: TurnController, action: RulesetEvent, refocus: boolean): boolean {
    const warnings = turn.ruleset.views.warnings?.(turn.snapshot.context, action) ?? [];
    if (warnings.length > 0) this.set(() => { this.pending = { action, warnings, refocus }; });
    return warnings.length > 0;
  }

  /** The held action, let go: the player confirmed it (returned, to send) or cancelled it. */
  release(confirmed: boolean): PendingAction | undefined {
    const pending = this.pending;
    this.set(() => { this.pending = undefined; });
    if (!confirmed) this.follower.refocus();
    return confirmed ? pending : undefined;
  }

  /** The hexes holding the pieces the pointed action names (undefined: none). */
  marked(turn: TurnController): ReadonlySet<string> | undefined {
    const views = turn.ruleset.views, pieces = this.pointed && views.piecesOf?.(this.pointed);
    return pieces ? hexesOfPieces(views.stacks(views.gameOf(turn.snapshot.context)), pieces) : undefined;
  }

  /** The player points at an action (or leaves it): its pieces are ringed, the map brought to the first. */
  point(turn: TurnController | undefined, action: RulesetEvent | undefined): void {
    this.set(() => { this.pointed = action; });
    const first = turn && [...this.marked(turn) ?? []][0];
    if (first) this.host.renderRoot.querySelector('tc-board-map')?.focusHex(first);
  }

  /** A click on the map refused: why, next to the hex. */
  refused(turn: TurnController, hex: string, attempt: RulesetEvent): void {
    const refusal = turn.lastRefusal, views = turn.ruleset.views;
    const tried = views.describe(attempt, views.gameOf(turn.snapshot.context));
    this.set(() => { this.whyNot = refusal && whyNotAt(this.host.renderRoot.querySelector('.map'), hex, refusal, tried); });
  }

  /** The "why not" beside a hex, while its refusal is the turn's last. */
  shownWhyNot(turn: TurnController): WhyNotAt | undefined {
    return this.whyNot && this.whyNot.refusal === turn.lastRefusal ? this.whyNot : undefined;
  }

  /** Closes the "why not" (its button, Escape, the map panned or clicked again); false when none was open. */
  readonly closeWhyNot = (): boolean => {
    const open = this.whyNot !== undefined;
    if (open) this.set(() => { this.whyNot = undefined; });
    return open;
  };
}
