import type { HexView, MapView, PlaceView, StacksView } from '../../core/views.ts';
import { HEX_TEC_SAMPLE, HEXSIDE_TEC_SAMPLE } from '../data/terrain-effects.sample.ts';
import { PLACE_NAMES, sidePlaceKey } from '../model/places.ts';
import { hexName, piecesIn, sideName } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import { HEX_TERRAINS, HEXSIDE_FEATURES } from '../model/terrain.ts';
import { inEnemyZoc } from '../rules/zoc.ts';
import { pieceView } from './pieces.ts';

/** The map, the stacks, one hex in words, the places off the map. */

const maps = new WeakMap<object, MapView>();

export function mapView(g: OcsGame): MapView {
  const known = maps.get(g.board);
  if (known) return known;
  const view: MapView = {
    grid: g.board.grid,
    hexes: g.board.grid.ids.map((id) => {
      const h = g.board.hexes[id]!;
      const port = g.pieces.inPlace(id).some((s) => s.piece.kind === 'port');
      return { id, terrain: h.terrain[0]!, ...(h.name !== undefined && { name: h.name }), ...(port && { port: 'port' as const }) };
    }),
    sides: [...g.board.hexsides].map(([key, features]) => ({ between: key.split('/') as [string, string], features })),
    terrainNames: Object.fromEntries(HEX_TERRAINS.map((t) => [t, HEX_TEC_SAMPLE[t].name])),
    featureNames: Object.fromEntries(HEXSIDE_FEATURES.map((f) => [f, HEXSIDE_TEC_SAMPLE[f].name])),
  };
  maps.set(g.board, view);
  return view;
}

export function stacksView(g: OcsGame): StacksView {
  const stacks = new Map<string, ReturnType<typeof pieceView>[]>();
  for (const key of g.pieces.placeKeys()) {
    if (!g.board.grid.has(key)) continue;
    stacks.set(key, piecesIn(g, key).map((p) => pieceView(g, p)).reverse());
  }
  return { stacks, arrows: [] };
}

export function hexView(g: OcsGame, id: string): HexView | undefined {
  const h = g.board.hexes[id];
  if (!h) return undefined;
  const sides = g.board.grid.neighbours(id).flatMap((n) => (g.board.hexsides.get(g.board.grid.hexsideKey(id, n)) ?? []).map((f) => `${HEXSIDE_TEC_SAMPLE[f].name} to ${n}`));
  const zoc = g.frame.players.filter((p) => inEnemyZoc(g, id, p.id)).map((p) => `enemy ZOC for ${p.name}`);
  const terrain = h.terrain.map((t) => `${HEX_TEC_SAMPLE[t].name} (${HEX_TEC_SAMPLE[t].category})`).join(', ');
  return {
    title: hexName(g, id),
    summary: terrain,
    facts: [
      { label: 'Terrain', value: terrain },
      ...(sides.length > 0 ? [{ label: 'Hexsides', value: sides.join('; ') }] : []),
      ...(zoc.length > 0 ? [{ label: 'ZOC', value: zoc.join('; ') }] : []),
    ],
    pieces: piecesIn(g, id).map((p) => pieceView(g, p)),
  };
}

const PLACE_WORDS = { deadPile: 'Dead Pile', eliminated: 'Eliminated', spare: 'Counter mix (spares)' } as const;

export function placesView(g: OcsGame): PlaceView[] {
  const out: PlaceView[] = [];
  for (const place of PLACE_NAMES) {
    for (const side of g.frame.players) {
      const pieces = g.pieces.inPlace(place).filter((s) => s.piece.side === side.id).map((s) => pieceView(g, s.piece));
      if (pieces.length > 0) out.push({ key: sidePlaceKey(place, side.id), name: `${side.name} ${PLACE_WORDS[place]}`, pieces });
    }
  }
  return out;
}

export function targetName(g: OcsGame, key: string): string {
  if (g.board.grid.has(key)) return hexName(g, key);
  const [place, side] = key.split(':');
  return place && side && place in PLACE_WORDS ? `${sideName(g, side)} ${PLACE_WORDS[place as keyof typeof PLACE_WORDS]}` : key;
}
