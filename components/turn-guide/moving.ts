import type { ReactiveControllerHost } from 'lit';
import { moveIndex, movePreview, pickedPiece, pickUp, pickupTargets, type MoveIndex, type MovePreview } from '../board-map/move-mode.ts';
import { offeredChoices } from '../legal-actions/dice-entry.ts';
import type { TurnController } from '../shared/turn-controller.ts';

/** What the guide hands the map for moving pieces. */
export interface MovingOnMap {
  /** Hexes holding a piece that may move, named by what picking there does (the map's targets when nothing is armed). */
  readonly pickups?: ReadonlyMap<string, string>;
  readonly movable?: ReadonlyMap<string, unknown>;
  readonly preview?: (hex: string) => MovePreview | undefined;
  readonly notice?: { readonly hex: string; readonly text: string };
  /** Where the pieces moved by unchecked moves stand now. */
  readonly uncheckedMoved?: ReadonlySet<string>;
}

const NOTHING: MovingOnMap = {};

/**
 * The guide's side of moving pieces on the map (board-map/move-mode.ts has the index): a click (or
 * Enter, or a drag's start) on a hex holding a movable piece picks the piece up by arming its moves,
 * which the legal actions offer as one choice; the map then highlights where it may go and previews
 * the move on the hex under the pointer or the keyboard. A refused move's why-not stands by its hex.
 */
export class MoveMode {
  /** The hex the picked piece was last aimed at, for the why-not of a refusal. */
  private aimed?: string;

  constructor(private readonly host: ReactiveControllerHost, private readonly arm: (key: string) => void) {}

  private index(turn: TurnController): MoveIndex {
    const views = turn.ruleset.views;
    return moveIndex(turn.legal, views, views.stacks(views.gameOf(turn.snapshot.context)), turn.snapshot.context, turn.freeMovers);
  }

  /**
   * Picks up a piece at `hex` when nothing is armed, or the next piece of the same hex when one of
   * its pieces is picked; true when it did (the click is spent).
   */
  pickUpAt(turn: TurnController, hex: string, armed: string | undefined, ownDice: boolean): boolean {
    const index = this.index(turn);
    const picked = pickedPiece(index, armed);
    const armedOther = armed !== undefined && !picked && this.offered(turn, armed, ownDice);
    if (armedOther || (picked && picked.from !== hex)) return false;
    const key = pickUp(index, hex, armed);
    if (key === undefined) return false;
    this.aimed = undefined;
    this.arm(key);
    this.host.requestUpdate();
    return true;
  }

  /** A drag starts: its piece is picked up, unless a piece of that hex already is. */
  grab(turn: TurnController, hex: string, armed: string | undefined): void {
    const index = this.index(turn), picked = pickedPiece(index, armed);
    if (picked?.from === hex) return;
    const key = pickUp(index, hex, undefined);
    if (key !== undefined) { this.aimed = undefined; this.arm(key); }
  }

  /** The armed choice was aimed at a hex: a refusal that follows is shown there. */
  aimedAt(hex: string): void {
    this.aimed = hex;
  }

  private offered(turn: TurnController, key: string, ownDice: boolean): boolean {
    const views = turn.ruleset.views;
    return offeredChoices(turn.legal, ownDice, views, views.gameOf(turn.snapshot.context), turn.freeMovers).some((c) => c.key === key);
  }

  private uncheckedFor?: { readonly events: readonly unknown[]; readonly stacks: unknown; readonly hexes: ReadonlySet<string> };

  /** The hexes of the pieces moved unchecked so far, worked out once per event list and position. */
  private uncheckedHexes(turn: TurnController): ReadonlySet<string> {
    const views = turn.ruleset.views, stacks = views.stacks(views.gameOf(turn.snapshot.context));
    const known = this.uncheckedFor;
    if (known && known.events === turn.events && known.stacks === stacks) return known.hexes;
    const context = turn.snapshot.context;
    const pieces = new Set(turn.events.flatMap((e) => views.moveOf?.(e, context)?.unchecked ? views.moveOf(e, context)!.pieces : []));
    const hexes = new Set<string>();
    if (pieces.size > 0) for (const [hex, list] of stacks.stacks) if (list.some((p) => pieces.has(p.id))) hexes.add(hex);
    this.uncheckedFor = { events: turn.events, stacks, hexes };
    return hexes;
  }

  /** What the map shows: pick-up hexes when nothing is armed; the picked piece's preview and refusal when one is. */
  map(turn: TurnController, armed: string | undefined): MovingOnMap {
    const views = turn.ruleset.views;
    if (!views.moveOf) return NOTHING;
    const game = views.gameOf(turn.snapshot.context), index = this.index(turn), uncheckedMoved = this.uncheckedHexes(turn);
    if (index.byPiece.size === 0) return { uncheckedMoved };
    if (armed === undefined) {
      const name = (piece: string) => views.hex(game, index.byPiece.get(piece)!.from)?.pieces.find((p) => p.id === piece)?.label ?? piece;
      return { pickups: pickupTargets(index, views, game, name), movable: index.byHex, uncheckedMoved };
    }
    const picked = pickedPiece(index, armed);
    if (!picked) return { uncheckedMoved };
    const refusal = turn.lastRefusal;
    const notice = refusal && this.aimed !== undefined && refusal.violations.length > 0
      ? { hex: this.aimed, text: `Not here: ${refusal.violations.map((v) => `${v.message} (${v.rule})`).join(' ')}` } : undefined;
    return { movable: index.byHex, preview: movePreview(picked, views, game), uncheckedMoved, ...(notice && { notice }) };
  }
}
