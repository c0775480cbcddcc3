import type { AwawGame, HexInfo, HexsideInfo, Nationality } from './game.ts';
import type { Faction } from './ids.ts';
import { sideOf } from './ids.ts';
import { hexKey, type Place } from './places.ts';
import { isGround, type Counter, type GroundUnit, type Marker, type MarkerType } from './units.ts';

/**
 * Plain lookups on the game state, no rule in them: what is in a hex, whose a unit is, the hexside
 * between two hexes. The rules build on these.
 */
export const hexOf = (g: AwawGame, id: string): HexInfo | undefined => g.board.hexes.get(id);

export function countersIn(g: AwawGame, hex: string): readonly Counter[] {
  return g.pieces.inPlace(hexKey(hex)).map((s) => s.piece);
}

export function groundIn(g: AwawGame, hex: string): readonly GroundUnit[] {
  return countersIn(g, hex).filter(isGround);
}

export function markersIn(g: AwawGame, hex: string, type?: MarkerType): readonly Marker[] {
  return countersIn(g, hex).filter((c): c is Marker => c.kind === 'marker' && (type === undefined || c.type === type));
}

export function unit(g: AwawGame, id: string): GroundUnit | undefined {
  const s = g.pieces.get(id);
  return s && isGround(s.piece) ? s.piece : undefined;
}

/** The hex a unit stands in, if it is on the map. */
export function hexOfUnit(g: AwawGame, id: string): string | undefined {
  const at = g.pieces.get(id)?.at;
  return at?.kind === 'hex' ? at.hex : undefined;
}

export const nationalityOf = (g: AwawGame, u: GroundUnit): Nationality => g.nationalities[u.nationality]!;
export const factionOf = (g: AwawGame, u: GroundUnit): Faction => nationalityOf(g, u).faction;
export const sideOfUnit = (g: AwawGame, u: GroundUnit) => sideOf(factionOf(g, u));

export function hexsideBetween(g: AwawGame, a: string, b: string): HexsideInfo | undefined {
  return g.board.hexsides.get(g.board.grid.hexsideKey(a, b));
}

export const hasFeature = (g: AwawGame, hex: string, f: Parameters<HexInfo['features']['has']>[0]): boolean =>
  hexOf(g, hex)?.features.has(f) ?? false;

/** Ground units on the map of an alliance faction. */
export function groundOnMap(g: AwawGame, faction?: Faction): GroundUnit[] {
  const out: GroundUnit[] = [];
  for (const s of g.pieces.all()) {
    if (s.at.kind === 'hex' && isGround(s.piece) && (faction === undefined || factionOf(g, s.piece) === faction)) out.push(s.piece);
  }
  return out;
}

export const weatherOf = (g: AwawGame, hex: string) => {
  const area = hexOf(g, hex)?.weatherArea;
  return area === undefined ? undefined : g.weatherAreas[area];
};

/** The game with one counter moved (a hypothetical: the store shares structure, nothing is copied whole). */
export function withMoved(g: AwawGame, id: string, to: Place): AwawGame {
  return { ...g, pieces: g.pieces.move(id, to) };
}
