import { z } from 'zod';
import { DEFAULT_MAJOR_POWER_OF, MAJOR_POWERS, NO_POLITICS, type PoliticalFacts } from '../model/politics.ts';

/**
 * The scenario's `politics` block: the war, diplomacy and production facts the movement (13.22) and
 * partisan rules (11) read, given as data (R-AWAW-POLITICS; rules 2, 35, 44 are not in the texts).
 * Every field is optional; absent, the facts are NO_POLITICS's (no war declared, nothing produced).
 */
const id = z.string().min(1).max(100);
const major = z.enum(MAJOR_POWERS);
const d = NO_POLITICS;

export const politicsSchema = z.object({
  wars: z.array(z.tuple([major, major])).max(50).default([]).meta({ description: 'Pairs of major powers at war with each other.' }),
  neutralMajors: z.array(major).default([]),
  inactiveMinors: z.array(id).default([]),
  majorPowerOf: z.record(id, major).default({}).meta({ description: 'Which major power a nationality belongs to, added to the usual ones (german: germany, russian: russia...).' }),
  surrendered: z.array(major).default([]),
  usSuedForPeace: z.array(z.enum(['europe', 'pacific'])).default([]),
  conqueredByGermany: z.array(id).default([]),
  vichy: z.enum(['notEstablished', 'established', 'eliminated', 'westernAligned']).default(d.vichy),
  rgtTracked: z.boolean().default(d.rgtTracked),
  russiaMayDeclareWarOnGermany: z.boolean().default(d.russiaMayDeclareWarOnGermany),
  nazisovietPact: z.boolean().default(d.nazisovietPact),
  diplomaticResults: z.record(id, z.number().int().min(-20).max(20)).default({}),
  alliedDeclarationsOfWar: z.array(id).default([]),
  persianRouteActive: z.boolean().default(d.persianRouteActive),
  attackedBy: z.record(id, z.array(major)).default({}),
  associatedOrAllied: z.array(id).default([]),
  declaredWarBy: z.record(id, z.array(major)).default({}),
  partisans: z.object({
    moslemUnrest: z.boolean().default(false),
    indianSubversion: z.boolean().default(false),
    productionResults: z.record(z.string().min(1).max(100), z.number().int().min(0).max(20)).default({}).meta({ description: 'Partisan production results by "area:faction" (R-AWAW-PARTISAN-PRODUCTION).' }),
    russianOccupationPolicyResults: z.number().int().min(0).max(9).default(0),
    yenanHeldByCommunists: z.boolean().default(false),
    islandCountries: z.array(id).default([]),
  }).strict().default({ ...d.partisans, productionResults: {}, islandCountries: [] }),
}).strict().meta({ description: 'War, diplomacy and production facts (R-AWAW-POLITICS).' });

export type PoliticsData = z.output<typeof politicsSchema>;

/** The facts of a scenario's block, the usual nationalities' major powers kept. */
export const politicsOfData = (p: PoliticsData): PoliticalFacts => ({ ...p, majorPowerOf: { ...DEFAULT_MAJOR_POWER_OF, ...p.majorPowerOf } });
