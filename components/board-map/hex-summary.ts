import { contentsOf, hexName, type DsGameState, type Faction, type Terrain } from '../../src/ds/model/index.ts';
import { counterLabel, counterOwner, factionName, nationalityName } from '../shared/labels.ts';

const TERRAIN_NAMES: Record<Terrain, string> = {
  clear: 'Clear', rough: 'Rough', forest: 'Forest', jungle: 'Jungle', swamp: 'Swamp', mountain: 'Mountain', desert: 'Desert', allSea: 'All-Sea',
};

export const terrainName = (t: Terrain): string => TERRAIN_NAMES[t];

export interface StackLine {
  readonly label: string;
  /** Nationality and faction in words: "Japanese, Axis". */
  readonly owner: string;
  readonly faction: Faction | undefined;
}

/** What the map's hover tooltip says about a hex: its name, its terrain and its whole stack. */
export interface HexSummary {
  readonly title: string;
  readonly terrain: string;
  readonly stack: readonly StackLine[];
}

export function hexSummary(state: DsGameState, id: string): HexSummary | undefined {
  const hex = state.board.hexes[id];
  if (!hex) return undefined;
  const features = [
    terrainName(hex.terrain),
    hex.city ? `city of ${hex.city.name}` : '',
    hex.port ? (hex.port.key ? 'Key Port' : 'Port') : '',
  ].filter((s) => s !== '');
  const stack = contentsOf(state, { kind: 'hex', hex: id }).map(({ counter }) => {
    const faction = counterOwner(state, counter);
    const owner = [nationalityName(counter), faction ? factionName(faction) : ''].filter((s) => s !== '').join(', ');
    return { label: counterLabel(counter), owner, faction };
  });
  return { title: hexName(state, id), terrain: features.join(', '), stack };
}
