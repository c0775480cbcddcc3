import { z } from 'zod';
import { formatPath, type InputProblem, type Result } from '../../core/violation.ts';
import { OCS_HEX } from '../model/hex.ts';
import { HEX_TERRAINS, HEXSIDE_FEATURES } from '../model/terrain.ts';

/**
 * Every event the OCS turn machine understands (docs/ocs-events.md). ROLL is one die (the
 * Surprise shift, a capture table), ROLL_2D6 two (Surprise, the combat roll): the faces read off
 * the player's own dice, or none to let the seeded dice roll. The *_RESULT events enter a result
 * read from the player's own chart instead of the bundled SAMPLE table.
 */
const id = z.string().min(1);
const ids = z.array(id).min(1, { error: 'name at least one piece' });
const hexId = z.string().regex(new RegExp(OCS_HEX.idPattern), { error: `a hex id is ${OCS_HEX.idHint}` });
const die = z.number().int().min(1, { error: 'a die shows 1 to 6' }).max(6, { error: 'a die shows 1 to 6' });
const side = id;

const ev = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape }).strict();

export const ocsEventSchema = z.discriminatedUnion('type', [
  ev('CONTINUE', {}),
  ev('DONE', {}),
  ev('SET_MODE', { units: ids, mode: z.enum(['combat', 'move', 'strat']) }),
  ev('MOVE', { units: ids, to: hexId }),
  ev('OVERRUN', { units: ids, target: hexId }),
  ev('ATTACK', { target: hexId, attackers: ids }),
  ev('PAY_COMBAT_SUPPLY', {
    side,
    draws: z.array(z.object({ source: id, tokens: z.number().int().min(1) }).strict()).default([]),
    internalStocks: z.array(id).default([]),
  }),
  ev('WITHHOLD_COMBAT_SUPPLY', { side }),
  ev('CANCEL_ATTACK', {}),
  ev('CHOOSE_AR_UNIT', { side, unit: id }),
  ev('CHOOSE_TERRAIN', {
    stack: z.union([hexId, z.literal('defence')]),
    kind: z.enum(['hex', 'hexside']),
    terrain: z.enum([...HEX_TERRAINS, ...HEXSIDE_FEATURES]),
  }),
  ev('ROLL', { value: die.optional() }),
  ev('ROLL_2D6', { dice: z.tuple([die, die]).optional() }),
  ev('SURPRISE_RESULT', { surprise: z.enum(['attacker', 'defender', 'none']) }),
  ev('COMBAT_RESULT', { result: z.string().min(1).max(40) }),
  ev('LOSE_STEP', { unit: id }),
  ev('TAKE_OPTION', { side, losses: z.number().int().min(0).max(9) }),
  ev('IGNORE_OPTION', { side }),
  ev('RETREAT', { units: ids, to: hexId.optional(), via: z.array(hexId).max(8).optional() }),
  ev('MARK_EXPLOIT', { unit: id }),
  ev('ADVANCE', { unit: id }),
  ev('CAPTURE_RESULT', { percent: z.number().int().min(0).max(100) }),
  ev('AIR_BASE_RESULT', { result: z.enum(['reduction', 'none']) }),
  ev('ALLOT_CAPTURE', { piece: id }),
  ev('DISPLACE', { piece: id, hex: hexId }),
  // R-FREE-MOVES: a piece of the phasing player moved on the map, unchecked (src/core/free-move.ts).
  ev('FREE_MOVE', { piece: id, to: hexId }),
]);

export type OcsEvent = z.output<typeof ocsEventSchema>;
export type OcsEventType = OcsEvent['type'];
/** A retreat's path: the hexes entered, `via` then `to`; none when the units cannot retreat and are eliminated. */
export const retreatPath = (e: { to?: string | undefined; via?: readonly string[] | undefined }): string[] => (e.to === undefined ? [] : [...(e.via ?? []), e.to]);

export type EventOf<T extends OcsEventType> = Extract<OcsEvent, { type: T }>;
export const OCS_EVENT_TYPES = ocsEventSchema.options.map((o) => o.shape.type.value) as readonly OcsEventType[];

/** An event from outside (a file, the CLI, the guide) checked for shape, every problem located. */
export function parseOcsEvent(json: unknown, path: readonly PropertyKey[] = []): Result<OcsEvent, InputProblem> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, errors: [{ path: formatPath(path), message: 'an event is a JSON object with a "type", e.g. {"type":"CONTINUE"}' }] };
  }
  const type = (json as { type?: unknown }).type;
  if (typeof type !== 'string' || !(OCS_EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false, errors: [{ path: formatPath([...path, 'type']), message: `unknown event type ${JSON.stringify(type)}; known types: ${OCS_EVENT_TYPES.join(', ')}` }] };
  }
  const r = ocsEventSchema.safeParse(json);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, errors: r.error.issues.map((i) => ({ path: formatPath([...path, ...i.path]), message: i.message })) };
}

/** The format tag of OCS saved games (docs/ocs-events.md). */
import { OCS_SAVED_GAME_FORMAT } from '../formats.ts';

export { OCS_SAVED_GAME_FORMAT };
