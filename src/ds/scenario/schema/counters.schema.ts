import { z } from 'zod';
import { FORT_KINDS, GROUND_UNIT_TYPES, STEP_TYPES } from '../../model/ground-units.ts';
import { SUPPORT_UNIT_TYPES } from '../../model/support-units.ts';
import { CONVOY_KINDS, CONVOY_MODES, MARKER_TYPES } from '../../model/markers.ts';
import { faction, flag, hexId, id, nationality } from './common.ts';

const values = z.string().regex(/^\d+-\d+-\d+$/, {
  error: 'values are attack-defense-movement as printed, e.g. "7-6-2"',
});

/** One step of a multi-step side as the Force Pool Display shows it (2.3). */
export const stepSlotSchema = z.object({
  stepType: z.enum(STEP_TYPES).meta({ description: 'infantry-type or armor-type step (2.3).' }),
  nationalities: z.array(nationality).min(1).optional()
    .meta({ description: 'Nationalities whose one-step units fill this step; default the unit\'s own (2.3 Nationality Requirement).' }),
  designation: z.string().optional().meta({ description: 'A designation the one-step unit must carry, e.g. "FE" for the ABDA Army.' }),
  unitType: z.enum(GROUND_UNIT_TYPES).optional().meta({ description: 'A unit type the one-step unit must be (marine, airborne...).' }),
  holdingBox: flag.meta({ description: 'The one-step unit used is kept in the unit\'s Holding Box (AEx, CBI HQ, ABDA Army; 2.3).' }),
}).strict();

const composition = z.array(stepSlotSchema).min(2).optional()
  .meta({ description: 'The steps of a multi-step side, in order, as the Force Pool Display shows them (2.3). Default: infantry-type steps of the unit\'s nationality.' });

/** The other side of a ground unit; every field but `values` defaults to the face-up side's. */
export const groundBackSchema = z.object({
  values,
  label: z.string().optional(),
  name: z.string().optional(),
  type: z.enum(GROUND_UNIT_TYPES).optional(),
  steps: z.number().int().min(1).max(4).optional()
    .meta({ description: 'Step Value of the back: default one less than the face for a multi-step face, two for a one-step face.' }),
  stepMarks: z.enum(['dots', 'squares']).optional(),
  elite: z.boolean().optional(),
  colonial: z.boolean().optional(),
  kwantung: z.boolean().optional(),
  exp: z.boolean().optional(),
  fortKind: z.enum(FORT_KINDS).optional(),
  designations: z.array(z.string()).optional(),
  composition,
}).strict();

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
  composition,
  restrictedTo: z.array(hexId).min(1).optional()
    .meta({ description: 'Hexes the unit may be placed in: those printed on the back of a 0-1-0 garrison infantry (2.3.2.4).' }),
  back: groundBackSchema.optional(),
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
  level: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'a Beachhead level is 0, 1 or 2' }).optional().meta({ description: 'Beachhead markers only.' }),
  snlf: z.boolean().optional().meta({ description: 'Beachhead-0 markers of the SNLF (4.1.3.1).' }),
  convoy: z.enum(CONVOY_KINDS).optional().meta({ description: 'Convoy markers only.' }),
  mode: z.enum(CONVOY_MODES).optional().meta({ description: 'Convoy markers only: Troop or Supply side up.' }),
  leading: z.enum(['army', 'navy']).optional().meta({ description: 'Government marker only.' }),
  country: id.optional(),
}).strict();

export const counterSchema = z.discriminatedUnion('kind', [groundUnitSchema, supportUnitSchema, markerSchema]);
export type CounterInput = z.input<typeof counterSchema>;
