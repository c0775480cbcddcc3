import { z } from 'zod';
import { AWAW_HEX } from '../model/hex-ids.ts';
import { FACTIONS } from '../model/ids.ts';

/**
 * The events of the movement phase (13), overruns (13.5) and partisans (11), for issue 20. Joined to
 * the AWAW event union in index.ts; each is checked for shape here and for legality by its step.
 * GROUND_SUPPORT and DEFENSIVE_AIR of the attack procedure serve the overrun's air too.
 */
const id = z.string().min(1).max(100);
const hex = z.string().regex(new RegExp(AWAW_HEX.idPattern), { error: `a hex id is ${AWAW_HEX.idHint}` });
const ev = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape }).strict();

export const movementEventSchemas = [
  /** 13.21: a unit voluntarily eliminated, back to its force pool. */
  ev('ELIMINATE', { unit: id }),
  /**
   * 13.4, 13.45: one or more units of one hex move together along `path` (the hexes entered, in
   * order) to `to`; with only `to`, by the cheapest path the rules find (rules/movement/resolve.ts).
   */
  ev('MOVE', {
    units: z.array(id).min(1, { error: 'a move names at least one unit' }).max(6),
    to: hex.optional(),
    path: z.array(hex).min(1, { error: 'a move enters at least one hex' }).max(24).optional(),
  }),
  /** 13.52: one or two units overrun the adjacent `hex` from the hex they stand in. */
  ev('OVERRUN', { units: z.array(id).min(1, { error: 'an overrun is made by one or two units' }).max(2, { error: 'an overrun is made by one or two units (13.52)' }), hex }),
  /** 13.53: defensive air support factors the overrunning faction's interception turned back (0: none). */
  ev('INTERCEPT_DAS', { faction: z.enum(FACTIONS), factors: z.number().int().min(0).max(999) }),
  /** 12.15, 12.17: an excess unit eliminated to remedy an overstack at the end of the movement phase. */
  ev('ELIMINATE_EXCESS', { unit: id }),
  /** 11.351: a partisan from its force pool placed on the map. */
  ev('BUILD_PARTISAN', { unit: id, hex }),
] as const;

/** The movement and partisan events, joined to `awawEventSchema` (index.ts) by one spread. */
export const movementEventSchema = z.discriminatedUnion('type', [...movementEventSchemas]);
export type MovementEvent = z.infer<typeof movementEventSchema>;
export type MovementEventType = MovementEvent['type'];
export type MovementEventOf<T extends MovementEventType> = Extract<MovementEvent, { type: T }>;
export const MOVEMENT_EVENT_TYPES = movementEventSchemas.map((o) => o.shape.type.value) as readonly MovementEventType[];
