import { placeKey } from '../model/places.ts';
import type { AwawGame } from '../model/game.ts';
import { FACTION_NAMES } from '../model/ids.ts';
import { countersIn, factionOf, hexOf, hexsideBetween, weatherOf } from '../model/queries.ts';
import { HEX_FEATURES, TERRAIN_NAMES, type HexsideFeature } from '../model/terrain.ts';
import { GROUND_TYPE_NAMES, MARKER_NAMES, type Counter } from '../model/units.ts';
import { airDefenseBonus, brpCost } from '../rules/ground-units.ts';
import type { HexView, MapView, PieceView, PlaceView, StacksView } from '../../core/views.ts';
import { hexName } from './labels.ts';

/** The map and the pieces as the guide draws them. */

const FEATURE_WORDS: Readonly<Record<(typeof HEX_FEATURES)[number], string>> = {
  capital: 'capital', objective: 'objective', ic: 'IC', port: 'port', fortress: 'fortress', oneHexIsland: 'one-hex island', pearlHarbor: 'Pearl Harbor',
};
const SIDE_WORDS: Readonly<Record<HexsideFeature, string>> = { river: 'river', crossingArrow: 'crossing arrow', allWater: 'all-water hexside', impassable: 'impassable hexside' };

const maps = new WeakMap<object, MapView>();

export function mapView(g: AwawGame): MapView {
  let m = maps.get(g.board);
  if (!m) {
    m = {
      grid: g.board.grid,
      hexes: [...g.board.hexes.values()].map((h) => ({ id: h.id, terrain: h.terrain, ...(h.name !== undefined && { name: h.name }), ...(h.features.has('port') && { port: 'port' as const }) })),
      sides: [...g.board.hexsides.values()].map((s) => ({ between: s.between, features: [...s.features, ...(s.line ? [`${s.line.kind}Line`] : [])] })),
      terrainNames: TERRAIN_NAMES,
      featureNames: { river: 'River', crossingArrow: 'Crossing arrow', allWater: 'All-water hexside', impassable: 'Impassable hexside', fortressLine: 'Fortress line', fortificationLine: 'Fortification line' },
    };
    maps.set(g.board, m);
  }
  return m;
}

export function pieceView(g: AwawGame, c: Counter): PieceView {
  if (c.kind === 'marker') return { id: c.id, label: `${MARKER_NAMES[c.type]}${c.origin ? ` (${c.origin})` : ''}`, chip: MARKER_NAMES[c.type].slice(0, 4), side: c.faction, detail: FACTION_NAMES[c.faction] };
  const nat = g.nationalities[c.nationality]!;
  const notes = [nat.name, FACTION_NAMES[nat.faction], `CTL ${nat.ctl}`];
  if (c.supply !== 'full') notes.push(c.supply);
  if (c.armyOil) notes.push('army oil');
  if (c.exploitationSupply) notes.push('exploitation supply');
  if (c.shockArmy) notes.push('shock army');
  if (c.retreatOverstack) notes.push('overstacked by retreat');
  const cost = brpCost(c);
  if (cost !== undefined) notes.push(`${cost} BRP`);
  return { id: c.id, label: `${c.name} ${c.factor}-${c.movement} ${GROUND_TYPE_NAMES[c.type]}`, chip: `${c.factor}-${c.movement}`, side: factionOf(g, c), detail: notes.join(', ') };
}

export function stacksView(g: AwawGame): StacksView {
  const stacks = new Map<string, PieceView[]>();
  for (const key of g.pieces.placeKeys()) {
    if (!key.startsWith('hex:')) continue;
    stacks.set(key.slice(4), g.pieces.inPlace(key).map((s) => pieceView(g, s.piece)));
  }
  return { stacks, arrows: [] };
}

export function hexView(g: AwawGame, id: string): HexView | undefined {
  const h = hexOf(g, id);
  if (!h) return undefined;
  const facts: { label: string; value: string }[] = [{ label: 'Terrain', value: TERRAIN_NAMES[h.terrain] }];
  if (h.country) facts.push({ label: 'Country', value: g.countries[h.country]?.name ?? h.country });
  if (h.front) facts.push({ label: 'Front', value: g.fronts[h.front]?.name ?? h.front });
  const w = weatherOf(g, id);
  if (w) facts.push({ label: 'Weather', value: `${w.name}: winter ${w.winterLevel}${w.restrictive ? ', restrictive' : ''}${w.monsoon ? ', monsoon' : ''}${w.frozen ? ', frozen' : ''}` });
  const features = HEX_FEATURES.filter((f) => h.features.has(f)).map((f) => FEATURE_WORDS[f]);
  if (features.length > 0) facts.push({ label: 'Features', value: features.join(', ') });
  const sides = g.board.grid.neighbours(id).flatMap((n) => {
    const s = hexsideBetween(g, id, n);
    if (!s) return [];
    const words = [...[...s.features].map((f) => SIDE_WORDS[f]), ...(s.line ? [`${s.line.kind} line protecting ${s.line.hex}`] : [])];
    return words.length > 0 ? [`${words.join(', ')} to ${n}`] : [];
  });
  if (sides.length > 0) facts.push({ label: 'Hexsides', value: sides.join('; ') });
  const control = g.control[id];
  if (control) facts.push({ label: 'Control', value: FACTION_NAMES[control] });
  const ground = countersIn(g, id).filter((c) => c.kind === 'ground');
  const aa = airDefenseBonus(ground.filter((c) => c.kind === 'ground'));
  if (aa > 0) facts.push({ label: 'Flak', value: `+${aa} air defense (10.95)` });
  const summary = [TERRAIN_NAMES[h.terrain], ...(h.name ? [h.name] : []), ...features, ...(control ? [`${FACTION_NAMES[control]} control`] : [])].join(', ');
  return { title: hexName(g, id), summary, facts, pieces: countersIn(g, id).map((c) => pieceView(g, c)) };
}

export function placesView(g: AwawGame): PlaceView[] {
  const out: PlaceView[] = [];
  for (const b of Object.values(g.boxes)) out.push({ key: placeKey({ kind: 'box', box: b.id }), name: b.name, pieces: g.pieces.inPlace(placeKey({ kind: 'box', box: b.id })).map((s) => pieceView(g, s.piece)) });
  for (const n of Object.values(g.nationalities)) {
    const key = placeKey({ kind: 'pool', nationality: n.id });
    const pieces = g.pieces.inPlace(key).map((s) => pieceView(g, s.piece));
    if (pieces.length > 0) out.push({ key, name: `${n.name} force pool`, pieces });
  }
  return out;
}

export function targetName(g: AwawGame, key: string): string {
  if (g.board.grid.has(key)) return hexName(g, key);
  if (key.startsWith('box:')) return g.boxes[key.slice(4)]?.name ?? key;
  if (key.startsWith('pool:')) return `${g.nationalities[key.slice(5)]?.name ?? key} force pool`;
  return key;
}
