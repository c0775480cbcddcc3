import { z } from 'zod';
import { SEASONS } from '../../model/game.ts';
import { FACTIONS } from '../../model/factions.ts';
import { faction, hexId, id } from './common.ts';
import {
  countrySchema, hexSchema, hexsideSchema, mapSchema, navalZoneSchema, offMapBoxSchema,
  restrictedWaterwaySchema, weatherAreaSchema,
} from './board.schema.ts';
import { counterSchema } from './counters.schema.ts';
import { placesSchema } from './places.schema.ts';

import { SCENARIO_FORMAT } from '../../formats.ts';

export { SCENARIO_FORMAT };

const gameSchema = z.object({
  turn: z.number().int().min(1),
  year: z.number().int(),
  season: z.enum(SEASONS),
  factionOrder: z.array(faction).default([...FACTIONS]),
  phasing: faction,
  currentCard: z.object({
    name: z.string(),
    blitzValue: z.number().int().min(0),
    politicalEvents: z.string().default('')
      .meta({ description: 'The Political Events section as printed on the card, for display.' }),
    politicalEventsSegment: z.object({
      actions: z.array(z.object({
        table: z.string().min(1).meta({ description: 'The Political Events Table the action rolls on.' }),
        text: z.string().optional(),
      }).strict()).min(1),
    }).strict().optional()
      .meta({ description: 'The actions of the Political Events Segment section, in order (2.1); absent when the card has none.' }),
  }).strict(),
  preWar: z.boolean().default(false),
  kamikazes: z.boolean().default(false),
  japaneseGovernment: z.enum(['army', 'navy']).default('army'),
  politicalDrm: z.number().int().default(0)
    .meta({ description: 'Total of the Political DRMs in force (1.1.2.1), added to Political Events and Cabinet Crisis rolls.' }),
}).strict();

const factsSchema = z.object({
  unsupplied: z.array(id).default([]),
  zonesOfControl: z.partialRecord(z.enum(FACTIONS), z.array(hexId)).default({}),
  failures: z.array(id).default([]),
}).strict();

export const scenarioSchema = z.object({
  $schema: z.string().optional(),
  format: z.literal(SCENARIO_FORMAT),
  name: z.string().min(1),
  description: z.string().default(''),
  simplifications: z.array(z.string()).default([])
    .meta({ description: 'What this scenario simplifies from the printed game, in plain words.' }),
  game: gameSchema,
  maps: z.array(mapSchema).min(1),
  hexes: z.array(hexSchema).min(1),
  hexsides: z.array(hexsideSchema).default([]),
  countries: z.array(countrySchema).default([]),
  weatherAreas: z.array(weatherAreaSchema).min(1),
  navalZones: z.array(navalZoneSchema).default([]),
  restrictedWaterways: z.array(restrictedWaterwaySchema).default([]),
  offMapBoxes: z.array(offMapBoxSchema).default([]),
  counters: z.array(counterSchema).default([]),
  places: placesSchema,
  facts: factsSchema.default({ unsupplied: [], zonesOfControl: {}, failures: [] }),
}).strict().meta({ title: 'turnchart Dai Senso! scenario', description: 'A Dai Senso! game in progress.' });

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenarioData = z.output<typeof scenarioSchema>;
