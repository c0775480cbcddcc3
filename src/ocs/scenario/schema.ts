import { z } from 'zod';
import { OCS_HEX } from '../model/hex.ts';
import { COLOURS, COMBAT_TYPES, MODES, SYMBOLS, TRANSPORT_TYPES, UNIT_CLASSES } from '../model/pieces.ts';
import { PLACE_NAMES } from '../model/places.ts';
import { ROUNDINGS } from '../model/state.ts';
import { HEX_TERRAINS, HEXSIDE_FEATURES } from '../model/terrain.ts';

/** The scenario format of OCS games (docs/ocs-scenario-format.md); docs/ocs-scenario.schema.json is made from it. */
import { OCS_SCENARIO_FORMAT } from '../formats.ts';

export { OCS_SCENARIO_FORMAT };

export const id = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, {
  error: 'ids start with a letter and use letters, digits, "_", "." or "-"',
});
export const hexId = z.string().regex(new RegExp(OCS_HEX.idPattern), { error: `a hex id is ${OCS_HEX.idHint}` })
  .meta({ description: 'Hex id as printed on OCS maps: map letter, column, dot, row (A12.07).' });
const count = z.number().int().min(0);

const playerSchema = z.object({ id, name: z.string().min(1) }).strict();

const gameSchema = z.object({
  turn: z.number().int().min(1),
  date: z.string().default(''),
  players: z.array(playerSchema).length(2, { error: 'an OCS game has two players' }),
  playerOrder: z.array(id).length(2).optional().meta({ description: 'Who moves first in each game turn; the players in their listed order by default.' }),
  phasing: id.meta({ description: 'The player whose player turn the scenario starts at.' }),
  rounding: z.enum(ROUNDINGS).default('halfUp').meta({ description: 'The rounding rule (4.2, not in the seed): how a fraction of exactly one half rounds.' }),
  combatSupplyRange: count.default(5).meta({ description: 'How far from the defending hex combat supply may be drawn (12.4, not in the seed).' }),
  displacementRange: count.default(10).meta({ description: 'How far displaced Transport Points go (9.14c example: up to ten hexes).' }),
}).strict();

const mapSchema = z.object({
  letter: z.string().regex(/^[A-Z]$/, { error: 'a map letter is one uppercase letter, e.g. "A"' }),
  name: z.string().default(''),
  rowOffset: z.number().int().min(0).default(0),
}).strict();

const hexSchema = z.object({
  id: hexId,
  terrain: z.array(z.enum(HEX_TERRAINS)).min(1, { error: 'a hex shows at least one terrain type' })
    .meta({ description: 'Every terrain symbol in the hex (9.3b); the first colours the map.' }),
  name: z.string().optional(),
}).strict();

const hexsideSchema = z.object({
  between: z.tuple([hexId, hexId]),
  features: z.array(z.enum(HEXSIDE_FEATURES)).min(1, { error: 'list at least one feature, or leave the hexside out' }),
}).strict();

const at = z.union([hexId, z.enum(PLACE_NAMES)]).meta({ description: 'A hex id, or "deadPile", "eliminated" or "spare" (the side\'s counter mix).' });
const base = { id, side: id, at };

const combatSchema = z.object({
  ...base,
  kind: z.literal('combat'),
  name: z.string().min(1),
  type: z.enum(COMBAT_TYPES).default('unit'),
  strength: z.number().min(0).meta({ description: 'Combat Strength; for an HQ or artillery the strength its rules give it.' }),
  defendOnly: z.boolean().default(false).meta({ description: 'A parenthesized Combat Strength: defends only (9.1e).' }),
  ar: count.max(9),
  steps: z.number().int().min(1).default(1),
  stepsLost: count.default(0),
  re: z.number().positive().default(1),
  unitClass: z.enum(UNIT_CLASSES).default('other'),
  colour: z.enum(COLOURS).default('other'),
  symbol: z.enum(SYMBOLS).default('infantry'),
  ma: z.object({ combat: count, move: count }).strict(),
  mode: z.enum(MODES).default('combat'),
  dg: z.boolean().default(false),
  outOfSupply: z.boolean().default(false),
  internalStocks: count.default(0),
  attackCapable: z.boolean().optional().meta({ description: 'Attack-Capable (4.4); by default a unit (not an HQ or artillery) without a parenthesized strength.' }),
  exertsZoc: z.boolean().optional().meta({ description: 'Whether it exerts a ZOC; by default every combat unit with a strength above zero.' }),
}).strict();

const dumpSchema = z.object({ ...base, kind: z.literal('dump'), tokens: count.meta({ description: 'Supply in tokens (1 SP = 4 T).' }) }).strict();
const transportSchema = z.object({
  ...base,
  kind: z.literal('transport'),
  type: z.enum(TRANSPORT_TYPES),
  points: z.number().int().min(1),
  ma: count,
  load: count.default(0).meta({ description: 'SP loaded, in tokens.' }),
  extender: z.object({ drawRange: z.number().int().min(1) }).strict().optional(),
}).strict();
const hedgehogSchema = z.object({ ...base, kind: z.literal('hedgehog'), level: z.number().int().min(1).max(9) }).strict();
const airBaseSchema = z.object({ ...base, kind: z.literal('airBase'), name: z.string().min(1), level: z.number().int().min(1).default(1) }).strict();
const aircraftSchema = z.object({
  ...base, kind: z.literal('aircraft'), name: z.string().min(1), range: z.number().int().min(1),
  active: z.boolean().default(true), reduced: z.boolean().default(false),
}).strict();
const shipSchema = z.object({ ...base, kind: z.literal('ship'), name: z.string().min(1), landingCraft: z.boolean().default(false) }).strict();
const portSchema = z.object({ ...base, kind: z.literal('port'), name: z.string().min(1), size: z.number().int().min(1).default(1) }).strict();

export const pieceSchema = z.discriminatedUnion('kind', [
  combatSchema, dumpSchema, transportSchema, hedgehogSchema, airBaseSchema, aircraftSchema, shipSchema, portSchema,
]);

const factsSchema = z.object({
  traceSupply: z.record(id, z.array(hexId)).default({})
    .meta({ description: 'By side, the hexes in trace supply (12.0, not in the seed); a side not listed is in trace supply everywhere.' }),
}).strict();

export const ocsScenarioSchema = z.object({
  $schema: z.string().optional(),
  format: z.literal(OCS_SCENARIO_FORMAT),
  name: z.string().min(1),
  description: z.string().default(''),
  simplifications: z.array(z.string()).default([]),
  game: gameSchema,
  maps: z.array(mapSchema).min(1),
  hexes: z.array(hexSchema).min(1),
  hexsides: z.array(hexsideSchema).default([]),
  pieces: z.array(pieceSchema).default([]),
  facts: factsSchema.default({ traceSupply: {} }),
}).strict().meta({ title: 'turnchart OCS scenario', description: 'An OCS game in progress, for the ground combat procedure of rule 9.' });

export type OcsScenarioInput = z.input<typeof ocsScenarioSchema>;
export type OcsScenarioData = z.output<typeof ocsScenarioSchema>;
export type PieceData = z.output<typeof pieceSchema>;
