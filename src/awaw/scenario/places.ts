import { PieceStore, type Stored } from '../../core/pieces/store.ts';
import type { AwawGame, Board, Nationality } from '../model/game.ts';
import { areEnemies, type Faction } from '../model/ids.ts';
import { placeKey, type Place } from '../model/places.ts';
import { isGround, type Counter } from '../model/units.ts';
import { chinditMayBeAt } from '../rules/ground-units.ts';
import { stackingViolations } from '../rules/stacking.ts';
import type { ScenarioData } from './schema.ts';
import { Problems, suggest } from './problems.ts';

/**
 * Every counter in exactly one place: a hex, a mapboard box, or its nationality's force pool
 * (markers in hexes only). Then, on the placed state: hex control (the scenario's, else the faction
 * of the units there), no enemy units sharing a hex, GU-13 10.25 (replacements begin play on the
 * board), GU-65 10.66 (the Chindit in India or on the Southeast Asian front) and the stacking limits
 * of rule 12 in every hex (SK-2..SK-12).
 */
export function placeCounters(data: ScenarioData, counters: Map<string, Counter>, board: Board, nationalities: Record<string, Nationality>, problems: Problems): Stored<Counter, Place>[] {
  const placed = new Map<string, Place>();
  const put = (id: string, place: Place, path: readonly PropertyKey[]) => {
    const c = counters.get(id);
    if (!c) { problems.add(path, `unknown counter "${id}"${suggest(id, counters.keys())}`); return; }
    const first = placed.get(id);
    if (first) { problems.add(path, `counter "${id}" is already in ${placeKey(first)}`); return; }
    if (c.kind === 'marker' && place.kind !== 'hex') { problems.add(path, `the marker "${id}" can only be in a hex`); return; }
    placed.set(id, place);
  };
  for (const [hex, ids] of Object.entries(data.places.hexes)) {
    if (!board.grid.has(hex)) { problems.add(['places', 'hexes', hex], `hex ${hex} is not on the map`); continue; }
    ids.forEach((id, i) => {
      if (board.hexes.get(hex)!.terrain === 'sea' && counters.get(id)?.kind === 'ground') problems.add(['places', 'hexes', hex, i], `${hex} is a sea hex: no ground unit stands there (12.23)`);
      put(id, { kind: 'hex', hex }, ['places', 'hexes', hex, i]);
    });
  }
  const boxes = new Set(data.boxes.map((b) => b.id));
  for (const [box, ids] of Object.entries(data.places.boxes)) {
    if (!boxes.has(box)) { problems.add(['places', 'boxes', box], `unknown box "${box}"${suggest(box, boxes)}`); continue; }
    ids.forEach((id, i) => put(id, { kind: 'box', box }, ['places', 'boxes', box, i]));
  }
  for (const [nat, ids] of Object.entries(data.places.forcePools)) {
    if (!nationalities[nat]) { problems.add(['places', 'forcePools', nat], `unknown nationality "${nat}"`); continue; }
    ids.forEach((id, i) => {
      const c = counters.get(id);
      if (c && isGround(c) && c.nationality !== nat) problems.add(['places', 'forcePools', nat, i], `"${id}" is ${c.nationality}, not ${nat}`);
      else if (c && isGround(c) && c.type === 'replacement' && data.game.turn === 1) problems.add(['places', 'forcePools', nat, i], 'every replacement begins the game on the board (10.25)');
      put(id, { kind: 'pool', nationality: nat }, ['places', 'forcePools', nat, i]);
    });
  }
  const stored: Stored<Counter, Place>[] = [];
  data.counters.forEach((c, i) => {
    const counter = counters.get(c.id);
    const at = placed.get(c.id);
    if (!at) problems.add(['counters', i], `counter "${c.id}" is in no place`);
    else if (counter && !stored.some((s) => s.piece.id === c.id)) stored.push({ piece: counter, at });
  });
  return stored;
}

/** Hex control: the scenario's, else the faction of the ground units in the hex. */
export function controlOf(data: ScenarioData, stored: readonly Stored<Counter, Place>[], nationalities: Record<string, Nationality>): Record<string, Faction> {
  const control: Record<string, Faction> = {};
  for (const s of stored) {
    if (s.at.kind !== 'hex' || !isGround(s.piece)) continue;
    const f = nationalities[s.piece.nationality]?.faction;
    if (f !== undefined && control[s.at.hex] === undefined) control[s.at.hex] = f;
  }
  for (const h of data.hexes) if (h.control !== undefined) control[h.id] = h.control;
  return control;
}

/** The checks that need the placed game: enemies apart, the Chindit's theater, stacking. */
export function checkPlacedGame(game: AwawGame, problems: Problems): void {
  for (const key of game.pieces.placeKeys()) {
    if (!key.startsWith('hex:')) continue;
    const hex = key.slice(4);
    const units = game.pieces.inPlace(key).map((s) => s.piece).filter(isGround);
    const factions = [...new Set(units.map((u) => game.nationalities[u.nationality]?.faction).filter((f): f is Faction => f !== undefined))];
    if (factions.some((a) => factions.some((b) => areEnemies(a, b)))) problems.add(['places', 'hexes', hex], `enemy ground units share ${hex}`);
    for (const u of units) if (u.type === 'chindit' && !chinditMayBeAt(game, hex, true)) problems.add(['places', 'hexes', hex], `the Chindit is used only in India and on the Southeast Asian front (10.66)`);
    for (const v of stackingViolations(game, hex)) problems.add(['places', 'hexes', hex], v.message);
  }
}

export { PieceStore };
