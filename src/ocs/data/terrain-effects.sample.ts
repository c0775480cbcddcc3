import type { UnitClass } from '../model/pieces.ts';
import type { HexsideFeature, HexTerrain, TerrainCategory } from '../model/terrain.ts';

/**
 * SAMPLE Terrain Effects Chart. The seed says the effects of terrain on attacking and defending
 * units and each terrain's Combat Table category "are found on each game's Terrain Effects Chart"
 * (9.3c), which it does not print. These values are made up to show how turnchart uses a chart;
 * they are NOT the chart of any OCS game. The defender may instead set each terrain's effect from
 * the game's own chart by editing this file (the combat panel and the log say SAMPLE when used).
 *
 * An effect is written as printed: "x2", "x1/2", and in brackets "[x2]" when it only applies to
 * attacking units (9.4d). `roadOnly` lists the unit classes that may enter the hex only along a
 * road (6.1d, 6.2c are not in the seed: R-OCS-MOVEMENT); `impassable` hexes no ground unit enters.
 */
export const TEC_SAMPLE_NOTE = 'SAMPLE Terrain Effects Chart (made up; not an OCS chart)';

export type EffectText = string;

export interface TerrainEffects {
  readonly name: string;
  readonly effects: Readonly<Record<UnitClass, EffectText>>;
  readonly roadOnly: readonly UnitClass[];
  readonly impassable?: boolean;
}

export interface HexTerrainEffects extends TerrainEffects {
  readonly category: TerrainCategory;
}

export const HEX_TEC_SAMPLE: Readonly<Record<HexTerrain, HexTerrainEffects>> = {
  open: { name: 'Open', category: 'open', effects: { armor: '[x2]', mech: '[x2]', other: 'x1' }, roadOnly: [] },
  woods: { name: 'Woods', category: 'close', effects: { armor: 'x1/2', mech: 'x1', other: 'x1' }, roadOnly: [] },
  hills: { name: 'Hills', category: 'close', effects: { armor: 'x1/2', mech: 'x1/2', other: 'x1' }, roadOnly: [] },
  village: { name: 'Village', category: 'close', effects: { armor: 'x1/2', mech: 'x1', other: 'x1' }, roadOnly: [] },
  swamp: { name: 'Swamp', category: 'veryClose', effects: { armor: 'x1/4', mech: 'x1/2', other: 'x1' }, roadOnly: ['armor'] },
  city: { name: 'City', category: 'veryClose', effects: { armor: 'x1/4', mech: 'x1/2', other: 'x1' }, roadOnly: [] },
  mountain: { name: 'Mountain', category: 'extremelyClose', effects: { armor: 'x1/4', mech: 'x1/4', other: 'x1' }, roadOnly: ['armor', 'mech'] },
  sea: { name: 'Sea', category: 'open', effects: { armor: 'x1', mech: 'x1', other: 'x1' }, roadOnly: [], impassable: true },
};

/** Hexside features: their effect on units attacking across them (9.4b); a road has none. */
export const HEXSIDE_TEC_SAMPLE: Readonly<Record<HexsideFeature, TerrainEffects & { readonly combat: boolean }>> = {
  minorRiver: { name: 'Minor river', combat: true, effects: { armor: 'x1/2', mech: 'x1/2', other: 'x1/2' }, roadOnly: [] },
  majorRiver: { name: 'Major river', combat: true, effects: { armor: 'x1/4', mech: 'x1/4', other: 'x1/4' }, roadOnly: [] },
  road: { name: 'Road', combat: false, effects: { armor: 'x1', mech: 'x1', other: 'x1' }, roadOnly: [] },
};
