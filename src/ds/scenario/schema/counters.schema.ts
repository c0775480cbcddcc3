import { z } from 'zod';
import { FORT_KINDS, GROUND_UNIT_TYPES } from '../../model/ground-units.ts';
import { SUPPORT_UNIT_TYPES } from '../../model/support-units.ts';
import { CONVOY_KINDS, CONVOY_MODES, MARKER_TYPES } from '../../model/markers.ts';
import { faction, flag, id, nationality } from './common.ts';

const values = z.string().regex(/^\d+-\d+-\d+$/, {
  error: 'values are attack-defense-movement as printed, e.g. "7-6-2"',
});

export const groundUnitSchema = z.object({
  id,
  kind: z.literal('ground'),
  name: z.string(),
  nationality,
  type: z.enum(GROUND_UNIT_TYPES),
  values,
  steps: z.number().int().min(1).max(4).default(1),
  stepMarks: z.enum(['dots', 'squares']).optional()
    .meta({ description: 'Defaults to squares for colonial, Kwantung and garrison units (2.3.1.2), else dots.' }),
  elite: flag,
  colonial: flag,
  kwantung: flag,
  exp: flag,
  delayStripe: flag,
  fortKind: z.enum(FORT_KINDS).optional(),
  designations: z.array(z.string()).default([]),
  back: z.object({ values, label: z.string().optional() }).strict().optional(),
}).strict();

export const supportUnitSchema = z.object({
  id,
  kind: z.literal('support'),
  name: z.string(),
  nationality,
  type: z.enum(SUPPORT_UNIT_TYPES),
  flipped: flag,
  delayStripe: flag,
}).strict();

export const markerSchema = z.object({
  id,
  kind: z.literal('marker'),
  type: z.enum(MARKER_TYPES),
  faction: faction.optional(),
  nationality: nationality.optional(),
  delayStripe: flag,
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional().meta({ description: 'Beachhead markers only.' }),
  snlf: z.boolean().optional().meta({ description: 'Beachhead-0 markers of the SNLF (4.1.3.1).' }),
  convoy: z.enum(CONVOY_KINDS).optional().meta({ description: 'Convoy markers only.' }),
  mode: z.enum(CONVOY_MODES).optional().meta({ description: 'Convoy markers only: Troop or Supply side up.' }),
  leading: z.enum(['army', 'navy']).optional().meta({ description: 'Government marker only.' }),
  country: id.optional(),
}).strict();

export const counterSchema = z.discriminatedUnion('kind', [groundUnitSchema, supportUnitSchema, markerSchema]);
export type CounterInput = z.input<typeof counterSchema>;
