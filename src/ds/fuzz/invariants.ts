import type { Counter } from '../model/counters.ts';
import { counterFaction } from '../model/counters.ts';
import { FACTIONS } from '../model/factions.ts';
import { flipGround } from '../model/ground-units.ts';
import { CONVOY_MODES } from '../model/markers.ts';
import type { Place } from '../model/places.ts';
import type { DsGameState, Placed } from '../model/state.ts';
import { placeMismatch } from '../scenario/place-rules.ts';
import type { DsTurnContext } from '../turn/context.ts';
import { eventKey } from '../../core/event-key.ts';
import type { FuzzInvariants } from '../../core/testing.ts';

/**
 * The invariants of a game in progress, checked after every accepted event against the scenario
 * it started from. The rules never create or destroy a counter: a counter "removed from the game"
 * (the Japanese IG HQ, an SNLF Beachhead-0, an airborne unit that became its Airdrop marker) is
 * set aside, and a Bomber turned to Devastation is the same counter flipped. So the counter set is
 * constant, and the checks are on where each counter is and which printed side it shows.
 */

/** The forms a counter may take in play: its own printed sides (a ground unit's face or back). */
function printedForms(c: Counter): Set<string> {
  if (c.kind === 'ground') return new Set([eventKey(c), eventKey(flipGround(c))]);
  if (c.kind === 'support') return new Set([eventKey({ ...c, flipped: false }), eventKey({ ...c, flipped: true })]);
  if (c.type === 'beachhead') return new Set(([0, 1, 2] as const).map((level) => eventKey({ ...c, level })));
  if (c.type === 'convoy') return new Set(CONVOY_MODES.map((mode) => eventKey({ ...c, mode })));
  if (c.type === 'government') return new Set((['army', 'navy'] as const).map((leading) => eventKey({ ...c, leading })));
  return new Set([eventKey(c)]);
}

export class Invariants implements FuzzInvariants<DsTurnContext> {
  private readonly forms = new Map<string, Set<string>>();
  private readonly holdingLimit = new Map<string, number>();

  constructor(readonly initial: DsGameState) {
    for (const { counter } of initial.counters.all()) {
      const id = counter.id;
      this.forms.set(id, printedForms(counter));
      if (counter.kind === 'ground') this.holdingLimit.set(id, Math.max(counter.steps, counter.back?.steps ?? 0));
    }
    const start = this.game(initial, []);
    if (start.length > 0) throw new Error(`the scenario itself breaks an invariant:\n${start.join('\n')}`);
  }

  /** Problems of one game state on its own: where counters are and which sides they show. */
  game(g: DsGameState, changed: readonly string[] | undefined): string[] {
    const out: string[] = [];
    const ids = g.counters.ids;
    if (ids.length !== this.forms.size) out.push(`counter set changed: ${this.forms.size} counters at the start, ${ids.length} now`);
    for (const id of changed ?? ids) {
      if (!g.counters.has(id)) { out.push(`counter ${id} vanished`); continue; }
      const placed = g.counters.get(id)!;
      const forms = this.forms.get(id);
      if (!forms) { out.push(`counter ${id} was created by the rules`); continue; }
      if (placed.counter.id !== id) out.push(`counter under key ${id} says it is ${placed.counter.id}`);
      if (!forms.has(eventKey(placed.counter))) out.push(`${id} shows no printed side of its counter: ${eventKey(placed.counter)}`);
      const where = this.placeProblem(g, placed);
      if (where) out.push(`${id} at ${eventKey(placed.at)}: ${where}`);
    }
    if (changed === undefined || changed.some((id) => g.counters.get(id)?.at.kind === 'holdingBox')) out.push(...this.holdingBoxes(g));
    const info = g.game;
    if (!info.factionOrder.includes(info.phasing)) out.push(`phasing ${info.phasing} is not in the faction order`);
    if (new Set(info.factionOrder).size !== FACTIONS.length || info.factionOrder.length !== FACTIONS.length) out.push('faction order is not the three factions');
    return out;
  }

  /** Why a counter cannot be where it is, or undefined: the place exists and may hold it (the loader's rule). */
  private placeProblem(g: DsGameState, { counter, at }: Placed): string | undefined {
    const mismatch = placeMismatch(counter, at);
    if (mismatch) return mismatch;
    const missing = this.missingPlace(g, at);
    if (missing) return missing;
    if (at.kind === 'forcePool') {
      const owner = counterFaction(counter, g.countries);
      if (owner !== undefined && owner !== at.faction) return `in the ${at.faction} Force Pool but belongs to ${owner}`;
    }
    if (at.kind === 'hex') {
      const isBeachhead = counter.kind === 'marker' && counter.type === 'beachhead';
      if (isBeachhead !== (at.arrowTo !== undefined)) return 'only a Beachhead marker in a hex has an arrow, and it always does';
      if (at.arrowTo !== undefined && !g.board.grid.adjacent(at.hex, at.arrowTo)) return 'a Beachhead arrow points to an adjacent hex';
    }
    return undefined;
  }

  private missingPlace(g: DsGameState, at: Place): string | undefined {
    switch (at.kind) {
      case 'hex': return Object.hasOwn(g.board.hexes, at.hex) ? undefined : 'no such hex on the map';
      case 'navalZone': return Object.hasOwn(g.navalZones, at.zone) ? undefined : 'no such Naval Zone';
      case 'offMapBox': return Object.hasOwn(g.offMapBoxes, at.box) ? undefined : 'no such Off-Map Box';
      case 'forcePool': return FACTIONS.includes(at.faction) ? undefined : 'no such faction';
      case 'holdingBox': return this.holdingLimit.has(at.unit) ? undefined : 'no ground unit owns this Holding Box';
      case 'turnTrack': return Number.isInteger(at.turn) && at.turn >= 1 ? undefined : 'no such Turn Track box';
      default: return undefined;
    }
  }

  /** A Holding Box holds at most as many one-step units as its owner has steps on its larger side (2.3). */
  private holdingBoxes(g: DsGameState): string[] {
    const counts = new Map<string, number>();
    for (const { at } of g.counters.all()) if (at.kind === 'holdingBox') counts.set(at.unit, (counts.get(at.unit) ?? 0) + 1);
    const out: string[] = [];
    for (const [unit, n] of counts) {
      const limit = this.holdingLimit.get(unit) ?? 0;
      if (n > limit) out.push(`Holding Box of ${unit} holds ${n} units; its owner has ${limit} steps`);
    }
    return out;
  }

  /**
   * Problems of one accepted event: the game's own, plus what may only grow (the log, dice
   * rolled, the game turn), and every counter set aside or moved between places being logged.
   */
  step(before: DsTurnContext, after: DsTurnContext): string[] {
    const changed = before.game.counters === after.game.counters ? [] : after.game.counters.ids
      .filter((id) => after.game.counters.get(id) !== before.game.counters.get(id));
    const out = this.game(after.game, changed);
    const grew = after.log.length - before.log.length;
    if (grew < 0 || before.log.some((entry, i) => after.log.at(i) !== entry && eventKey(after.log.at(i)) !== eventKey(entry))) {
      out.push('the log was rewritten: entries are only ever appended');
    }
    const moved = changed.filter((id) => eventKey(before.game.counters.get(id)?.at) !== eventKey(after.game.counters.get(id)?.at));
    if (moved.length > 0 && grew <= 0) out.push(`counters moved without a log entry: ${moved.join(', ')}`);
    if (after.dice.rolled < before.dice.rolled) out.push('dice rolled went down');
    if (after.game.game.turn < before.game.game.turn) out.push('the game turn went back');
    return out;
  }
}
