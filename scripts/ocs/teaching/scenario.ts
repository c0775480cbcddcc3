import { Atlas } from '../../teaching/atlas.ts';
import { formatJson } from '../../teaching/json-writer.ts';
import { buildMap } from './map.ts';
import { NK_PIECES, UN_PIECES } from './pieces.ts';

/** The teaching scenario's document: the map from the geography, the pieces, the frame. */
export function buildTeachingScenario(atlas: Atlas = Atlas.load()) {
  const map = buildMap(atlas);
  const doc = {
    $schema: '../../docs/ocs-scenario.schema.json',
    format: 'turnchart/ocs-scenario@1',
    name: 'Teaching: the Naktong, September 1950',
    description: 'The North Korean Great Naktong Offensive of 1 September 1950 against the Pusan Perimeter, for learning the OCS ground combat procedure (rule 9): overruns, the Combat Segment, the Exploitation Phase, Specialized Combats.',
    simplifications: [
      'The map is drawn from Natural Earth 1:50m coastlines on 8 km hexes; towns, rivers and roads are placed from their real coordinates, but the terrain types (open along rivers and coasts, mountain near the main peaks, hills and woods elsewhere) are a reading of the region, not the printed OCS Korea map.',
      'Formations and places are historical; strengths, Action Ratings, steps and supply are made up in the spirit of OCS Korea, not its counters.',
      'The Terrain Effects Chart, Combat Table, Surprise Table, Capture Tables, supply costs and mode effects are the bundled SAMPLES (docs/rulings.md).',
      'K-3 (Yonil) stands in the Pohang hex, so that the advance into Pohang captures the dump and the air base together.',
      ...map.notes,
    ],
    game: {
      turn: 1, date: '1 September 1950',
      players: [{ id: 'nk', name: 'North Korean' }, { id: 'un', name: 'UN Command' }],
      phasing: 'nk', rounding: 'halfUp', combatSupplyRange: 5, displacementRange: 10,
    },
    maps: [{ letter: 'A', name: 'Pusan Perimeter' }],
    hexes: map.hexes,
    hexsides: map.hexsides,
    pieces: [...NK_PIECES, ...UN_PIECES],
  };
  return { doc, text: formatJson(doc) };
}
