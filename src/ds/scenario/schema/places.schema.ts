import { z } from 'zod';
import { FACTIONS } from '../../model/factions.ts';
import { hexId, id } from './common.ts';

/** A counter id, or a Beachhead marker with the hex its arrow points to. */
const hexEntry = z.union([
  id,
  z.object({ counter: id, arrowTo: hexId.meta({ description: 'Adjacent hex the Beachhead arrow points to.' }) }).strict(),
]);
const list = z.array(id).default([]);

export const placesSchema = z.object({
  hexes: z.record(hexId, z.array(hexEntry)).default({}),
  forcePools: z.partialRecord(z.enum(FACTIONS), z.array(id)).default({}),
  holdingBoxes: z.record(id, z.array(id)).default({}).meta({ description: 'By the multi-step unit owning the box.' }),
  navalZones: z.record(id, z.object({ onStation: list, convoys: list, used: list }).strict()).default({}),
  offMapBoxes: z.record(id, z.array(id)).default({}),
  delayBox: list,
  navalWarfareDelayBox: list,
  strategicWarfareBox: list,
  turnTrack: z.record(z.string().regex(/^\d+$/, { error: 'Turn Track boxes are game turn numbers' }), z.array(id)).default({}),
  tracks: z.record(id, z.record(z.string().regex(/^-?\d+$/, { error: 'track spaces are numbers' }), z.array(id))).default({}),
  setAside: list,
}).strict();
