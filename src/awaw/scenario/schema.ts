import { z } from 'zod';
import { AWAW_SCENARIO_FORMAT } from '../formats.ts';
import { SEASONS } from '../model/game.ts';
import { AWAW_HEX } from '../model/hex-ids.ts';
import { FACTIONS, SIDES } from '../model/ids.ts';
import { HEX_FEATURES, HEXSIDE_FEATURES, TERRAINS } from '../model/terrain.ts';
import { politicsSchema } from './politics.ts';
import { GROUND_TYPES, ISOLATION_ENTRY, MARKER_TYPES, SUPPLY_STATES } from '../model/units.ts';

/** The format tag of AWAW scenario files: how the registry finds this ruleset (src/awaw/formats.ts). */
export const SCENARIO_FORMAT = AWAW_SCENARIO_FORMAT;

export const id = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { error: 'ids start with a letter and use letters, digits, "_", "." or "-"' });
export const hexId = z.string().regex(new RegExp(AWAW_HEX.idPattern), { error: `a hex id is ${AWAW_HEX.idHint}` })
  .meta({ description: 'Mapboard letter (e Europe, p Pacific), row letters and hex number, as printed: eK37.' });
const faction = z.enum(FACTIONS);
const level = z.number().int().min(-9).max(9);

const nationalitySchema = z.object({
  id,
  name: z.string().min(1),
  faction,
  ctl: level.meta({ description: 'Combat Training Level of its ground units (15.81).' }),
  winterPreparation: z.number().int().min(0).max(9).default(0),
  minor: z.boolean().default(false),
  italian: z.boolean().default(false),
  nationalistChinese: z.boolean().default(false),
  minorPenaltyExempt: z.boolean().default(false).meta({ description: 'Excepted from the 15.33B penalty outside its home country.' }),
  noAttacksBelowOneToOne: z.boolean().default(false).meta({ description: 'French and Chinese units (15.52).' }),
  homeCountries: z.array(id).default([]),
  supplySourceCountries: z.array(id).default([]).meta({ description: 'Where attrition losses may also be taken when fully supplied (14.52A).' }),
}).strict();

const forcesSchema = z.object({
  id: faction,
  airFactors: z.number().int().min(0).default(0),
  airCtl: z.number().int().min(0, { error: 'an air CTL is 0 or more (15.82)' }).max(9).default(1),
  airTransport: z.number().int().min(0).default(0),
  airdropRange: z.number().int().min(0).default(0),
}).strict();

const hexSchema = z.object({
  id: hexId,
  terrain: z.enum(TERRAINS),
  name: z.string().optional(),
  country: id.optional(),
  front: id.optional(),
  weatherArea: id.optional(),
  features: z.array(z.enum(HEX_FEATURES)).default([]),
  control: faction.optional().meta({ description: 'The alliance faction controlling the hex (rule 29); by default, the faction of the ground units in it.' }),
  fortUnsuppliedTurns: z.number().int().min(0).default(0),
  separateZone: z.object({ group: id, seasons: z.array(z.enum(SEASONS)).min(1) }).strict().optional(),
}).strict();

const hexsideSchema = z.object({
  between: z.tuple([hexId, hexId]),
  features: z.array(z.enum(HEXSIDE_FEATURES)).default([]),
  line: z.object({ kind: z.enum(['fortress', 'fortification']), protects: hexId }).strict().optional()
    .meta({ description: 'A fortress or fortification line along this side, protecting one of its two hexes (Maginot, West Wall).' }),
}).strict();

const groundSchema = z.object({
  id,
  kind: z.literal('ground'),
  name: z.string().min(1),
  nationality: id,
  type: z.enum(GROUND_TYPES),
  values: z.string().regex(/^\d{1,2}-\d{1,2}$/, { error: 'values are "combat-movement", e.g. "4-6"' }),
  supply: z.enum(SUPPLY_STATES).default('full'),
  armyOil: z.boolean().default(false),
  exploitationSupply: z.boolean().default(false),
  transported: z.boolean().default(false),
  shockArmy: z.boolean().default(false),
  retreatOverstack: z.boolean().default(false),
  isolation: z.object({ turns: z.number().int().min(1).max(20), entered: z.enum(ISOLATION_ENTRY) }).strict().optional(),
  airdroppedFrom: hexId.optional(),
}).strict();

const markerSchema = z.object({
  id,
  kind: z.literal('marker'),
  type: z.enum(MARKER_TYPES),
  faction,
  origin: z.enum(['river', 'invasion']).optional(),
}).strict();

const idList = z.array(id);

export const scenarioSchema = z.object({
  $schema: z.string().optional(),
  format: z.literal(SCENARIO_FORMAT),
  name: z.string().min(1),
  description: z.string().default(''),
  simplifications: z.array(z.string()).default([]),
  game: z.object({
    turn: z.number().int().min(1),
    year: z.number().int().min(1900).max(2100),
    season: z.enum(SEASONS),
    sides: z.array(z.enum(SIDES)).default([...SIDES]),
    phasing: z.enum(SIDES),
    offensives: z.partialRecord(faction, z.record(id, z.enum(['none', 'limited', 'full']))).default({})
      .meta({ description: 'Each faction\'s offensive level by front (rule 9, not in the texts).' }),
    conditions: z.object({
      italianCollapse: z.boolean().default(false),
      japaneseSurprise: z.boolean().default(false),
      chineseResistance: z.number().int().min(-9).max(9).default(1),
      russianSurprise: z.object({ active: z.boolean().default(false), countries: idList.default([]) }).strict().default({ active: false, countries: [] }),
      earlyGermanExploitation: z.object({ countries: idList.default([]), fronts: idList.default([]) }).strict().default({ countries: [], fronts: [] }),
    }).strict().default({
      italianCollapse: false, japaneseSurprise: false, chineseResistance: 1,
      russianSurprise: { active: false, countries: [] }, earlyGermanExploitation: { countries: [], fronts: [] },
    }),
  }).strict(),
  factions: z.array(forcesSchema).min(1),
  nationalities: z.array(nationalitySchema).min(1),
  countries: z.array(z.object({ id, name: z.string(), neutral: z.boolean().default(false) }).strict()).default([]),
  fronts: z.array(z.object({ id, name: z.string() }).strict()).default([]),
  weatherAreas: z.array(z.object({
    id, name: z.string(),
    winterLevel: z.number().int().min(0).max(12).default(0),
    restrictive: z.boolean().default(false),
    monsoon: z.boolean().default(false),
    frozen: z.boolean().default(false),
  }).strict()).default([]),
  politics: politicsSchema.optional(),
  boxes: z.array(z.object({ id, name: z.string(), attritionLosses: z.boolean().default(false) }).strict()).default([]),
  maps: z.array(z.object({ letter: z.enum(['e', 'p']), name: z.string().default(''), rowOffset: z.number().int().default(0) }).strict()).min(1),
  hexes: z.array(hexSchema).min(1),
  hexsides: z.array(hexsideSchema).default([]),
  counters: z.array(z.discriminatedUnion('kind', [groundSchema, markerSchema])).default([]),
  places: z.object({
    hexes: z.record(hexId, idList).default({}),
    boxes: z.record(id, idList).default({}),
    forcePools: z.record(id, idList).default({}),
  }).strict(),
}).strict().meta({ title: 'turnchart A World at War scenario', description: 'An A World at War land combat position.' });

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenarioData = z.output<typeof scenarioSchema>;
