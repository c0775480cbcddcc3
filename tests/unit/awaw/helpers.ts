import { GameLog } from '../../../src/core/log.ts';
import { readFileSync } from 'node:fs';
import { newDice } from '../../../src/core/dice.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import { parseAwawScenario } from '../../../src/awaw/scenario/load.ts';
import type { ScenarioInput } from '../../../src/awaw/scenario/schema.ts';
import { freshBook, type AwawTurnContext, type TurnBook } from '../../../src/awaw/turn/context.ts';
import { attritionZones } from '../../../src/awaw/rules/attrition-zones.ts';
import { ROOT } from '../cli/helpers.ts';

/**
 * Small AWAW positions for rule tests: a board of rows and hex numbers (all clear, Russia, the
 * eastern front), nationalities with the CTLs of the 14.43 examples, and units placed by hex id.
 */
export interface UnitSpec {
  readonly id: string;
  readonly nat: string;
  readonly type: string;
  readonly values: string;
  readonly at: string;
  readonly extra?: Record<string, unknown>;
}

export interface Spec {
  readonly rows?: readonly string[];
  readonly numbers?: readonly [number, number];
  readonly map?: 'e' | 'p';
  readonly units?: readonly UnitSpec[];
  readonly markers?: readonly { id: string; type: string; faction: string; at: string; origin?: string }[];
  readonly hexes?: Readonly<Record<string, Record<string, unknown>>>;
  readonly hexsides?: ScenarioInput['hexsides'];
  readonly game?: Record<string, unknown>;
  readonly nationalities?: Readonly<Record<string, Record<string, unknown>>>;
  readonly factions?: readonly Record<string, unknown>[];
  readonly weatherAreas?: ScenarioInput['weatherAreas'];
  readonly boxes?: ScenarioInput['boxes'];
  readonly places?: Partial<ScenarioInput['places']>;
  readonly control?: Readonly<Record<string, string>>;
}

export const NATIONALITIES: Readonly<Record<string, Record<string, unknown>>> = {
  german: { name: 'German', faction: 'axis', ctl: 2, homeCountries: ['germany'] },
  italian: { name: 'Italian', faction: 'axis', ctl: 1, italian: true, homeCountries: ['italy'] },
  rumanian: { name: 'Rumanian', faction: 'axis', ctl: 1, minor: true, homeCountries: ['rumania'] },
  japanese: { name: 'Japanese', faction: 'axis', ctl: 2, homeCountries: ['japan'] },
  russian: { name: 'Russian', faction: 'russia', ctl: 1, homeCountries: ['russia'], supplySourceCountries: ['russia'] },
  british: { name: 'British', faction: 'western', ctl: 2, homeCountries: ['britain'] },
  american: { name: 'American', faction: 'western', ctl: 2, homeCountries: ['usa'] },
  french: { name: 'French', faction: 'western', ctl: 1, noAttacksBelowOneToOne: true, homeCountries: ['france'] },
  chinese: { name: 'Nationalist Chinese', faction: 'nationalistChina', ctl: 0, nationalistChinese: true, homeCountries: ['china'] },
};

export function scenarioJson(spec: Spec): ScenarioInput {
  const map = spec.map ?? 'e';
  const [lo, hi] = spec.numbers ?? [34, 44];
  const hexes = (spec.rows ?? ['H', 'I', 'J', 'K', 'L', 'M']).flatMap((r) => Array.from({ length: hi - lo + 1 }, (_, i) => {
    const id = `${map}${r}${lo + i}`;
    return { id, terrain: 'clear', country: 'russia', front: 'eastern', weatherArea: 'area', ...(spec.control?.[id] && { control: spec.control[id] }), ...(spec.hexes?.[id] ?? {}) };
  }));
  const places: Record<string, string[]> = {};
  const boxes: Record<string, string[]> = {};
  const pools: Record<string, string[]> = {};
  for (const u of spec.units ?? []) {
    if (u.at.startsWith('box:')) (boxes[u.at.slice(4)] ??= []).push(u.id);
    else if (u.at.startsWith('pool:')) (pools[u.at.slice(5)] ??= []).push(u.id);
    else (places[u.at] ??= []).push(u.id);
  }
  for (const m of spec.markers ?? []) (places[m.at] ??= []).push(m.id);
  const nats = { ...NATIONALITIES, ...(spec.nationalities ?? {}) };
  return {
    format: 'turnchart/awaw-scenario@1',
    name: 'test',
    game: { turn: 2, year: 1942, season: 'summer', phasing: 'axis', offensives: { axis: { eastern: 'limited' }, russia: { eastern: 'limited' }, western: { eastern: 'limited' } }, ...(spec.game ?? {}) } as ScenarioInput['game'],
    factions: (spec.factions ?? [
      { id: 'axis', airFactors: 10, airCtl: 2, airTransport: 2, airdropRange: 4 },
      { id: 'russia', airFactors: 4, airCtl: 1 },
      { id: 'western', airFactors: 4, airCtl: 2 },
      { id: 'nationalistChina', airFactors: 0 },
    ]) as ScenarioInput['factions'],
    nationalities: Object.entries(nats).map(([id, n]) => ({ id, ...n })) as ScenarioInput['nationalities'],
    countries: ['russia', 'germany', 'italy', 'rumania', 'japan', 'britain', 'usa', 'france', 'china', 'india'].map((id) => ({ id, name: id })),
    fronts: [{ id: 'eastern', name: 'Eastern front' }, { id: 'mediterranean', name: 'Mediterranean front' }, { id: 'southeastAsia', name: 'Southeast Asian front' }],
    weatherAreas: spec.weatherAreas ?? [{ id: 'area', name: 'Area' }],
    boxes: spec.boxes ?? [],
    maps: [{ letter: map }],
    hexes: hexes as ScenarioInput['hexes'],
    hexsides: spec.hexsides ?? [],
    counters: [
      ...(spec.units ?? []).map((u) => ({ id: u.id, kind: 'ground', name: u.id, nationality: u.nat, type: u.type, values: u.values, ...(u.extra ?? {}) })),
      ...(spec.markers ?? []).map((m) => ({ id: m.id, kind: 'marker', type: m.type, faction: m.faction, ...(m.origin && { origin: m.origin }) })),
    ] as ScenarioInput['counters'],
    places: { hexes: places, boxes, forcePools: pools, ...(spec.places ?? {}) },
  };
}

export function game(spec: Spec): AwawGame {
  const r = parseAwawScenario(scenarioJson(spec));
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

/** A turn context on `g` at the start of the phasing side's player turn (zones fixed, nothing done yet). */
export function context(g: AwawGame, book: Partial<TurnBook> = {}): AwawTurnContext {
  return { game: g, turn: { ...freshBook(attritionZones(g)), ...book }, dice: newDice(1), log: GameLog.empty };
}

export const teachingText = (): string => readFileSync(`${ROOT}/scenarios/awaw/teaching-don-1942.json`, 'utf8');

/** The game with a unit moved (an airborne unit on top of the enemy, as an airdrop leaves it). */
export const moved = (g: AwawGame, id: string, hex: string): AwawGame => ({ ...g, pieces: g.pieces.move(id, { kind: 'hex', hex }) });
