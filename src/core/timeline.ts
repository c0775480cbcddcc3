import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { pureStepper } from './xstate-adapter.ts';

/**
 * Positions kept every this many events (a snapshot each) by the guide and the library: undo and a
 * jump replay at most this many events from the nearest one. Chosen by measurement
 * (docs/benchmarks.md, "Checkpoints"): on the full board the costliest events (a support placement,
 * an attack) take up to ~0.5 ms each to replay, so 15 of them stay well within a frame; a 5,000-event
 * game keeps 313 checkpoints, about 12 MB more than one (7.6 MB at 32 events).
 */
export const CHECKPOINT_EVERY = 16;

/**
 * A game's positions along its event list, with a snapshot kept every `every` events: undo, a jump
 * to any event, a load and an autosave restore replay at most `every` events from the nearest
 * checkpoint instead of the whole game from the scenario. The event list stays the record of
 * truth (DESIGN.md): checkpoints are only kept positions of that list, rebuilt from it on demand.
 */
export class Timeline<E extends { readonly type: string }> {
  /** Checkpoint k is the snapshot after k × every events (0: the start). */
  private readonly checkpoints: AnyMachineSnapshot[] = [];
  private readonly list: E[] = [];
  private step?: (snapshot: AnyMachineSnapshot, event: EventObject) => AnyMachineSnapshot;

  constructor(private readonly machine: AnyStateMachine, private readonly input: unknown, readonly every: number) {
    if (!Number.isInteger(every) || every < 1) throw new RangeError(`checkpoints every ${every} events: a whole number of at least 1`);
    const actor = createActor(machine, { input }).start();
    this.checkpoints.push(actor.getSnapshot());
    actor.stop();
  }

  /** The events so far, in order. */
  get events(): readonly E[] { return this.list; }

  /**
   * Records that `event` was accepted, leading to `after` (the caller applied it); a checkpoint is
   * kept when the count reaches a multiple of `every`.
   */
  record(event: E, after: AnyMachineSnapshot): void {
    this.list.push(event);
    if (this.list.length % this.every === 0) this.checkpoints[this.list.length / this.every] = after;
  }

  /** Drops every event after the first `n` (and the checkpoints past them): the list is now a prefix. */
  truncate(n: number): void {
    const count = Math.max(0, Math.min(n, this.list.length));
    this.list.length = count;
    this.checkpoints.length = Math.floor(count / this.every) + 1;
  }

  /** The position after the first `n` events: the nearest checkpoint at or before it, and the events after it replayed. */
  snapshotAt(n: number): AnyMachineSnapshot {
    const count = Math.max(0, Math.min(n, this.list.length));
    const k = Math.min(Math.floor(count / this.every), this.checkpoints.length - 1);
    let out = this.checkpoints[k]!;
    if (k * this.every === count) return out;
    // Stepped purely from the checkpoint: an actor started from it would first revive its whole context.
    this.step ??= pureStepper(this.machine);
    for (let i = k * this.every; i < count; i++) out = this.step(out, this.list[i]!);
    return out;
  }
}
