import type { HexView, MapView, PieceView, StacksView } from '../../core/views.ts';
import { contentsOf, hexName, placeIndex, type Board, type DsGameState, type Hex, type Placed } from '../model/index.ts';
import { FEATURE_NAMES, TERRAIN_NAMES, counterChip, counterLabel, counterOwner, factionName, hexsideFeatureName, nationalityName } from './names.ts';

/**
 * What the DS map shows: the printed map (terrain, hexside features, names, ports), the counters
 * stacked in each hex with Beachhead arrows, and one hex in words for the tooltip and the details
 * panel. The map is made once per board, the stacks once per state.
 */

const maps = new WeakMap<Board, MapView>();

/** The printed map of the scenario's board. */
export function mapView(state: DsGameState): MapView {
  const board = state.board;
  let view = maps.get(board);
  if (!view) {
    view = {
      grid: board.grid,
      hexes: Object.values(board.hexes).map((h) => ({
        id: h.id, terrain: h.terrain,
        ...(h.name !== undefined && { name: h.name }),
        ...(h.port && { port: h.port.key ? 'major' as const : 'port' as const }),
      })),
      sides: Object.values(board.hexsides).map((s) => ({ between: s.between, features: s.features })),
      terrainNames: TERRAIN_NAMES,
      featureNames: FEATURE_NAMES,
    };
    maps.set(board, view);
  }
  return view;
}

const unsuppliedSets = new WeakMap<DsGameState['facts'], ReadonlySet<string>>();

function unsupplied(state: DsGameState): ReadonlySet<string> {
  let set = unsuppliedSets.get(state.facts);
  if (!set) { set = new Set(state.facts.unsupplied); unsuppliedSets.set(state.facts, set); }
  return set;
}

/** A counter as the guide shows it: its label and chip, its faction's colour, nationality and faction, supply, arrow. */
export function pieceView(state: DsGameState, p: Placed): PieceView {
  const c = p.counter, owner = counterOwner(state, c);
  const detail = [
    nationalityName(c), owner ? factionName(owner) : '',
    unsupplied(state).has(c.id) ? 'unsupplied' : '',
    p.at.kind === 'hex' && p.at.arrowTo ? `arrow to ${p.at.arrowTo}` : '',
  ].filter((s) => s !== '').join(', ');
  return { id: c.id, label: counterLabel(c), chip: counterChip(c), ...(owner && { side: owner }), ...(detail && { detail }) };
}

const stacksCache = new WeakMap<DsGameState, StacksView>();

/** The counters in each hex, in scenario order, and the arrows of Beachhead markers. */
export function stacksView(state: DsGameState): StacksView {
  let view = stacksCache.get(state);
  if (!view) {
    const stacks = new Map<string, readonly PieceView[]>(), arrows: { from: string; to: string }[] = [];
    for (const placed of placeIndex(state).values()) {
      const at = placed[0]?.at;
      if (at?.kind !== 'hex') continue;
      stacks.set(at.hex, placed.map((p) => pieceView(state, p)));
      for (const p of placed) if (p.at.kind === 'hex' && p.at.arrowTo) arrows.push({ from: p.at.hex, to: p.at.arrowTo });
    }
    view = { stacks, arrows };
    stacksCache.set(state, view);
  }
  return view;
}

const terrainLine = (h: Hex): string => `${TERRAIN_NAMES[h.terrain]}${h.city ? `, city of ${h.city.name}` : ''}`;

/** Everything the state holds about one hex: terrain, port, country, zones, weather, hexsides and counters. */
export function hexView(state: DsGameState, id: string): HexView | undefined {
  const hex = Object.hasOwn(state.board.hexes, id) ? state.board.hexes[id] : undefined;
  if (!hex) return undefined;
  const country = hex.country ? state.countries[hex.country] : undefined;
  const area = state.weatherAreas[hex.weatherArea];
  const grid = state.board.grid;
  const sides = grid.neighbours(id).flatMap((n) => {
    const side = state.board.hexsides[grid.hexsideKey(id, n)];
    return side ? [`${n}: ${side.features.map(hexsideFeatureName).join(', ')}`] : [];
  });
  const port = hex.port ? (hex.port.key ? 'Key Port' : 'Port') : undefined;
  const facts = [
    { label: 'Terrain', value: terrainLine(hex) },
    ...(port ? [{ label: 'Port', value: `${port}${hex.navalZones.length > 1 ? ' (Multi-Zone Port)' : ''}` }] : []),
    { label: 'Country', value: country ? `${country.name} (${country.status}, ${factionName(country.faction)})` : '—' },
    { label: 'Naval Zones', value: hex.navalZones.map((z) => state.navalZones[z]?.name ?? z).join(', ') || '—' },
    { label: 'Weather', value: area ? `${area.name}: ${area.weather}` : hex.weatherArea },
    ...(sides.length > 0 ? [{ label: 'Hexsides', value: sides.join('; ') }] : []),
  ];
  return {
    title: hexName(state, id),
    summary: [terrainLine(hex), ...(port ? [port] : [])].join(', '),
    facts,
    pieces: contentsOf(state, { kind: 'hex', hex: id }).map((p) => pieceView(state, p)),
  };
}
