import { z } from 'zod';
import { HEXSIDE_FEATURES, TERRAINS } from '../../model/terrain.ts';
import { WEATHERS } from '../../model/weather.ts';
import { COUNTRY_STATUSES } from '../../model/countries.ts';
import { faction, hexId, id } from './common.ts';

export const mapSchema = z.object({
  letter: z.string().regex(/^[a-z]$/, { error: 'a map letter is one lowercase letter, e.g. "w"' }),
  name: z.string(),
  rowOffset: z.number().int().min(0).default(0)
    .meta({ description: 'Rows of the maps before this one: global row = row + rowOffset (maps join along rows).' }),
}).strict();

export const hexSchema = z.object({
  id: hexId,
  terrain: z.enum(TERRAINS),
  name: z.string().optional(),
  city: z.object({ name: z.string(), capital: z.boolean().optional() }).strict().optional(),
  port: z.object({ key: z.boolean().default(false) }).strict().optional(),
  country: id.optional().meta({ description: 'Country id; omitted for All-Sea hexes.' }),
  navalZones: z.array(id).default([]),
  weatherArea: id,
}).strict();

export const hexsideSchema = z.object({
  between: z.tuple([hexId, hexId]),
  features: z.array(z.enum(HEXSIDE_FEATURES)).min(1, { error: 'list at least one feature, or leave the hexside out' }),
}).strict();

export const countrySchema = z.object({
  id,
  name: z.string(),
  major: z.boolean().default(false),
  status: z.enum(COUNTRY_STATUSES).default('active'),
  faction: faction.optional(),
  dependentOf: id.optional(),
  policies: z.array(z.string()).default([]),
  truces: z.array(faction).default([]),
  capital: hexId.optional(),
}).strict();

export const weatherAreaSchema = z.object({ id, name: z.string(), weather: z.enum(WEATHERS).default('clear') }).strict();

export const navalZoneSchema = z.object({
  id,
  name: z.string(),
  adjacentZones: z.array(id).default([]),
  adjacentOffMapBoxes: z.array(id).default([]),
  inherentSupplyConvoys: z.array(faction).default([]),
}).strict();

export const restrictedWaterwaySchema = z.object({
  zones: z.tuple([id, id]),
  ports: z.array(hexId).min(1),
}).strict();

export const offMapBoxSchema = z.object({
  id,
  name: z.string(),
  faction,
  adjacentZones: z.array(id).default([]),
}).strict();
