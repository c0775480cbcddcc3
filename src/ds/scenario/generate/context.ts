import type { Faction } from '../../model/factions.ts';
import { NATIONALITY_INFO, type Nationality } from '../../model/nationalities.ts';
import type { OffMapBoxInput } from './boxes.ts';
import type { CountryLayout } from './countries.ts';
import type { HexLayout } from './hexes.ts';
import type { Rng } from './random.ts';
import type { SeaLayout } from './seas.ts';
import { neighbourIndices, type Sketch } from './sketch.ts';

/** What the counter makers need to know about the finished board, computed once. */
export interface BoardContext {
  readonly rng: Rng;
  readonly turn: number;
  readonly landOf: ReadonlyMap<string, readonly string[]>;
  readonly factionLand: ReadonlyMap<Faction, readonly string[]>;
  readonly factionOfCountry: ReadonlyMap<string, Faction | undefined>;
  readonly capitals: ReadonlyMap<string, string>;
  /** Land hexes beside the sea, each with one sea hex it faces (for Beachhead arrows). */
  readonly shores: readonly (readonly [string, string])[];
  readonly ports: readonly string[];
  readonly zones: readonly string[];
  readonly offMapBoxes: readonly OffMapBoxInput[];
  readonly allLand: readonly string[];
}

export function boardContext(
  s: Sketch, rng: Rng, turn: number, lands: CountryLayout, sea: SeaLayout, hexes: HexLayout, boxes: readonly OffMapBoxInput[],
): BoardContext {
  const landOf = new Map<string, string[]>();
  const factionOfCountry = new Map(lands.countries.map((c) => [c.id, c.faction] as const));
  const factionLand = new Map<Faction, string[]>([['axis', []], ['western', []], ['soviet', []]]);
  const shores: [string, string][] = [];
  const allLand: string[] = [];
  s.grid.ids.forEach((id, i) => {
    const country = lands.countryOf[i];
    if (country === undefined) return;
    allLand.push(id);
    const own = landOf.get(country);
    if (own) own.push(id);
    else landOf.set(country, [id]);
    const faction = factionOfCountry.get(country);
    if (faction) factionLand.get(faction)!.push(id);
    const water = neighbourIndices(s.grid, i).find((j) => !s.land[j]);
    if (water !== undefined) shores.push([id, s.grid.ids[water]!]);
  });
  return {
    rng, turn, landOf, factionLand, factionOfCountry, shores, allLand,
    capitals: new Map([...lands.capitals].map(([c, i]) => [c, s.grid.ids[i]!])),
    ports: [...hexes.ports.keys()].map((i) => s.grid.ids[i]!),
    zones: sea.zones.map((z) => z.id),
    offMapBoxes: boxes,
  };
}

/** The faction a nationality's units fight for on this board (undefined for a neutral country). */
export function nationalityFaction(ctx: BoardContext, n: Nationality): Faction | undefined {
  return ctx.factionOfCountry.get(NATIONALITY_INFO[n].country);
}

/** A land hex of the nationality's own country, else of its faction, else anywhere. */
export function homeHex(ctx: BoardContext, n: Nationality): string {
  const own = ctx.landOf.get(NATIONALITY_INFO[n].country) ?? [];
  const faction = nationalityFaction(ctx, n);
  const allied = faction ? ctx.factionLand.get(faction) ?? [] : [];
  if (own.length > 0 && (allied.length === 0 || ctx.rng.chance(0.75))) return ctx.rng.pick(own);
  return ctx.rng.pick(allied.length > 0 ? allied : ctx.allLand);
}

/** An Off-Map Box of the faction, if it has one. */
export function factionBox(ctx: BoardContext, faction: Faction): string | undefined {
  const boxes = ctx.offMapBoxes.filter((b) => b.faction === faction);
  return boxes.length > 0 ? ctx.rng.pick(boxes).id : undefined;
}

/** A Turn Track box a few turns ahead. */
export const laterTurn = (ctx: BoardContext): number => ctx.turn + ctx.rng.between(1, 4);
