import { z } from 'zod';
import { AWAW_SAVED_GAME_FORMAT } from '../formats.ts';
import { formatPath, type InputProblem, type Result } from '../../core/violation.ts';
import { AWAW_HEX } from '../model/hex-ids.ts';
import { FACTIONS } from '../model/ids.ts';
import { movementEventSchemas } from './movement.ts';

/**
 * Every event the AWAW turn machine understands (docs/awaw-events.md). Events name units and hexes
 * by their scenario ids; each is checked for shape here and for legality by the step it is sent to.
 */
const id = z.string().min(1).max(100);
const hex = z.string().regex(new RegExp(AWAW_HEX.idPattern), { error: `a hex id is ${AWAW_HEX.idHint}` });
const factors = z.number().int().min(0).max(999);
const die = z.number().int().min(1, { error: 'a die shows 1 to 6' }).max(6, { error: 'a die shows 1 to 6' });
const ev = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape }).strict();

export const awawEventSchema = z.discriminatedUnion('type', [
  ev('CONTINUE', {}),
  ev('DONE', {}),
  ev('ROLL', { value: die.optional() }),
  ev('AIRDROP', { unit: id, hex }),
  ev('INTERCEPT', { unit: id, outcome: z.enum(['aborted', 'eliminated']) }),
  ev('ATTACK', {
    target: hex,
    moreTargets: z.array(hex).min(1).max(5).optional(),
    attackers: z.array(id).min(1, { error: 'an attack needs at least one attacking unit' }).max(40),
  }),
  ev('GROUND_SUPPORT', { faction: z.enum(FACTIONS), factors }),
  ev('DEFENSIVE_AIR', { faction: z.enum(FACTIONS), factors }),
  ev('CHOOSE_RESULT', { result: z.enum(['Ex', 'Ex-1', 'Ex-2', 'Ex-3']) }),
  ev('KEEP_RESULT', {}),
  ev('LOSE', { unit: id }),
  ev('LOSE_AIR', { faction: z.enum(FACTIONS), factors: factors.min(1) }),
  ev('ANOTHER_ROUND', {}),
  ev('END_ATTACK', {}),
  ev('ADVANCE', { unit: id, hex }),
  ev('PLACE_EXPLOITER', { unit: id, hex }),
  ev('EXPLOIT', { unit: id, path: z.array(hex).min(1).max(12) }),
  ev('ATTRITION', { faction: z.enum(FACTIONS), zone: z.string().min(1).max(100) }),
  ev('LEAVE_OUT', { unit: id }),
  ev('TAKE_2C', {}),
  ev('OCCUPY', { hex, units: z.array(id).min(1, { error: 'at least one unit advances into a selected hex (14.64)' }).max(8) }),
  ev('RETREAT', { unit: id, hex }),
  // Movement (13), overruns (13.5) and partisans (11): events/movement.ts.
  ...movementEventSchemas,
  // R-FREE-MOVES: a counter of the phasing side moved on the map, unchecked (src/core/free-move.ts).
  ev('FREE_MOVE', { piece: id, to: hex }),
]);

export type AwawEvent = z.infer<typeof awawEventSchema>;
export type AwawEventType = AwawEvent['type'];
export type EventOf<T extends AwawEventType> = Extract<AwawEvent, { type: T }>;
export const AWAW_EVENT_TYPES = awawEventSchema.options.map((o) => o.shape.type.value) as readonly AwawEventType[];

/** An event from outside (a file, the CLI, the guide) checked for shape, every problem located. */
export function parseAwawEvent(json: unknown, path: readonly PropertyKey[] = []): Result<AwawEvent, InputProblem> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, errors: [{ path: formatPath(path), message: 'an event is a JSON object with a "type", e.g. {"type":"CONTINUE"}' }] };
  }
  const type = (json as { type?: unknown }).type;
  if (typeof type !== 'string' || !(AWAW_EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false, errors: [{ path: formatPath([...path, 'type']), message: `unknown event type ${JSON.stringify(type)}; known types: ${AWAW_EVENT_TYPES.join(', ')}` }] };
  }
  const r = awawEventSchema.safeParse(json);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, errors: r.error.issues.map((i) => ({ path: formatPath([...path, ...i.path]), message: i.message })) };
}

/** The format tag of AWAW saved games (scenario + seed + events), declared in src/awaw/formats.ts. */
export { AWAW_SAVED_GAME_FORMAT };

/** The hexes an ATTACK names: its target, then the others of a multi-hex attack (15.44). */
export const attackTargets = (e: EventOf<'ATTACK'>): string[] => [e.target, ...(e.moreTargets ?? [])];

/** The ATTACK event of an attack on `targets` (the first is the target, the rest 15.44's others). */
export const attackEvent = (targets: readonly string[], attackers: readonly string[]): EventOf<'ATTACK'> =>
  ({ type: 'ATTACK', target: targets[0]!, ...(targets.length > 1 && { moreTargets: targets.slice(1) }), attackers: [...attackers] });
