import type { Counter } from '../model/counters.ts';
import { counterFaction } from '../model/counters.ts';
import type { Country } from '../model/countries.ts';
import { describePlace, type Place } from '../model/places.ts';
import type { Board, Placed } from '../model/state.ts';
import { formatPath } from '../../core/violation.ts';
import type { ScenarioData } from './schema/scenario.schema.ts';
import { expectKnown, type Registries } from './check-registries.ts';
import { idRecord } from './id-record.ts';
import { placeMismatch } from './place-rules.ts';
import { suggest, type Problems } from './problems.ts';

/** One listed counter; `place` is undefined when the place itself is unknown (reported already). */
interface Entry { readonly id: string; readonly place: Place | undefined; readonly path: readonly PropertyKey[] }

/** Flattens the scenario's `places` into one entry per listed counter, checking the places exist. */
function listEntries(places: ScenarioData['places'], reg: Registries, board: Board | undefined, problems: Problems): Entry[] {
  const out: Entry[] = [];
  const add = (ids: readonly string[], place: Place | undefined, path: readonly PropertyKey[]) =>
    ids.forEach((id, i) => out.push({ id, place, path: [...path, i] }));
  for (const [hex, entries] of Object.entries(places.hexes)) {
    const path = ['places', 'hexes', hex];
    if (!reg.hexes.has(hex)) {
      problems.add(path, `hex ${hex} is not on the map${suggest(hex, reg.hexes)}`);
      add(entries.map((e) => (typeof e === 'string' ? e : e.counter)), undefined, path);
      continue;
    }
    entries.forEach((e, i) => {
      if (typeof e === 'string') { out.push({ id: e, place: { kind: 'hex', hex }, path: [...path, i] }); return; }
      if (board && reg.hexes.has(e.arrowTo) && !board.grid.adjacent(hex, e.arrowTo)) {
        problems.add([...path, i, 'arrowTo'], `a Beachhead arrow points to an adjacent hex; ${e.arrowTo} is not adjacent to ${hex}`);
      } else expectKnown(problems, [...path, i, 'arrowTo'], e.arrowTo, reg.hexes, 'hex');
      out.push({ id: e.counter, place: { kind: 'hex', hex, arrowTo: e.arrowTo }, path: [...path, i] });
    });
  }
  for (const [faction, ids] of Object.entries(places.forcePools)) {
    add(ids ?? [], { kind: 'forcePool', faction: faction as keyof typeof places.forcePools }, ['places', 'forcePools', faction]);
  }
  for (const [unit, ids] of Object.entries(places.holdingBoxes)) {
    const known = expectKnown(problems, ['places', 'holdingBoxes', unit], unit, reg.counters, 'unit owning a Holding Box');
    add(ids, known ? { kind: 'holdingBox', unit } : undefined, ['places', 'holdingBoxes', unit]);
  }
  for (const [zone, boxes] of Object.entries(places.navalZones)) {
    const known = expectKnown(problems, ['places', 'navalZones', zone], zone, reg.zones, 'Naval Zone');
    for (const box of ['onStation', 'convoys', 'used'] as const) add(boxes[box], known ? { kind: 'navalZone', zone, box } : undefined, ['places', 'navalZones', zone, box]);
  }
  for (const [box, ids] of Object.entries(places.offMapBoxes)) {
    const known = expectKnown(problems, ['places', 'offMapBoxes', box], box, reg.offMapBoxes, 'Off-Map Box');
    add(ids, known ? { kind: 'offMapBox', box } : undefined, ['places', 'offMapBoxes', box]);
  }
  for (const kind of ['delayBox', 'navalWarfareDelayBox', 'strategicWarfareBox', 'setAside'] as const) add(places[kind], { kind }, ['places', kind]);
  for (const [turn, ids] of Object.entries(places.turnTrack)) add(ids, { kind: 'turnTrack', turn: Number(turn) }, ['places', 'turnTrack', turn]);
  for (const [track, spaces] of Object.entries(places.tracks)) {
    for (const [space, ids] of Object.entries(spaces)) add(ids, { kind: 'track', track, space: Number(space) }, ['places', 'tracks', track, space]);
  }
  return out;
}

/**
 * Puts every counter in its one place. A counter listed in two places, listed in none, unknown,
 * or in a place its kind cannot be is reported with the JSON path of the listing.
 */
export function placeCounters(
  data: ScenarioData, counters: ReadonlyMap<string, Counter>, countries: Readonly<Record<string, Country>>,
  reg: Registries, board: Board | undefined, problems: Problems,
): Record<string, Placed> {
  const placed = idRecord<Placed>();
  const firstPath = new Map<string, readonly PropertyKey[]>();
  const listed = new Set<string>();
  for (const e of listEntries(data.places, reg, board, problems)) {
    if (!expectKnown(problems, e.path, e.id, reg.counters, 'counter')) continue;
    listed.add(e.id);
    const counter = counters.get(e.id);
    if (!counter || !e.place) continue; // its own record, or its place, was reported as broken
    const first = firstPath.get(e.id);
    if (first) {
      problems.add(e.path, `counter "${e.id}" is already in ${describePlace(placed[e.id]!.at)} (${formatPath(first)}); a counter is in exactly one place`);
      continue;
    }
    const mismatch = placeMismatch(counter, e.place);
    if (mismatch) problems.add(e.path, `${e.id}: ${mismatch}`);
    if (e.place.kind === 'hex') checkArrow(counter, e.place, e.path, board, problems);
    if (e.place.kind === 'forcePool') {
      const owner = counterFaction(counter, countries);
      if (owner !== undefined && owner !== e.place.faction) problems.add(e.path, `${e.id} belongs to the ${owner} faction, not to the ${e.place.faction} Force Pool`);
    }
    if (e.place.kind === 'holdingBox') {
      const holder = counters.get(e.place.unit);
      if (holder && (holder.kind !== 'ground' || holder.steps < 2)) problems.add(e.path.slice(0, -1), `only multi-step ground units have a Holding Box; "${e.place.unit}" is not one`);
      if (e.id === e.place.unit) problems.add(e.path, `${e.id} cannot be in its own Holding Box`);
    }
    firstPath.set(e.id, e.path);
    placed[e.id] = { counter, at: e.place };
  }
  data.counters.forEach((c, i) => {
    if (counters.has(c.id) && !listed.has(c.id) && data.counters.findIndex((d) => d.id === c.id) === i) {
      problems.add(['counters', i], `counter "${c.id}" is in no place: list it under places (every counter is somewhere, if only in its Force Pool)`);
    }
  });
  return placed;
}

/**
 * A Beachhead marker in a hex sits in an All-Sea hex with its arrow pointing to a Land hex: the
 * Beachhead Hexside (2.2.3.4 Successful Placement). Other counters have no arrow.
 */
function checkArrow(c: Counter, at: Extract<Place, { kind: 'hex' }>, path: readonly PropertyKey[], board: Board | undefined, problems: Problems): void {
  if (!(c.kind === 'marker' && c.type === 'beachhead')) {
    if (at.arrowTo !== undefined) problems.add([...path, 'arrowTo'], `${c.id}: only Beachhead markers have an arrow`);
    return;
  }
  if (at.arrowTo === undefined) {
    problems.add(path, `${c.id}: a Beachhead marker in a hex names the hex its arrow points to: {"counter": "${c.id}", "arrowTo": "<adjacent Land hex>"} (2.2.3.4)`);
    return;
  }
  const here = board?.hexes[at.hex];
  const there = board?.hexes[at.arrowTo];
  if (here && here.terrain !== 'allSea') problems.add(path, `${c.id}: a Beachhead marker is placed in an All-Sea hex (2.2.3.4); ${at.hex} is ${here.terrain}`);
  if (there && there.terrain === 'allSea' && board?.grid.adjacent(at.hex, at.arrowTo)) problems.add([...path, 'arrowTo'], `${c.id}: a Beachhead arrow points to a Land hex, not to an All-Sea hex (2.2.3.4)`);
}
