/**
 * A small JSON Schema (2020-12) validator for the keywords docs/scenario.schema.json uses, so the
 * tests can check that the published schema accepts the bundled fixtures without a new dependency.
 * An unknown keyword is an error: if zod starts emitting one, this file must learn it first.
 */
import type { Json, JsonObject } from './helpers.ts';

const KNOWN = new Set([
  '$schema', '$id', 'title', 'description', 'default', 'type', 'properties', 'required', 'additionalProperties',
  'propertyNames', 'items', 'prefixItems', 'minItems', 'maxItems', 'enum', 'const', 'pattern', 'minLength',
  'minimum', 'maximum', 'anyOf', 'oneOf',
]);

const isObject = (x: Json | undefined): x is JsonObject => typeof x === 'object' && x !== null && !Array.isArray(x);

function typeOf(x: Json): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  if (typeof x === 'number') return Number.isInteger(x) ? 'integer' : 'number';
  return typeof x;
}

const typeMatches = (want: Json, x: Json): boolean =>
  want === typeOf(x) || (want === 'number' && typeOf(x) === 'integer');

/** The errors of `value` against `schema`, each "path: what"; empty when valid. */
export function validate(schema: Json, value: Json, path = '$'): string[] {
  if (schema === true) return [];
  if (!isObject(schema)) return [`${path}: schema is not an object`];
  const errors: string[] = [];
  const err = (what: string): void => { errors.push(`${path}: ${what}`); };
  for (const k of Object.keys(schema)) if (!KNOWN.has(k)) err(`keyword "${k}" is not supported by the test validator`);
  if (schema.type !== undefined && !typeMatches(schema.type, value)) return [...errors, `${path}: expected ${String(schema.type)}, got ${typeOf(value)}`];
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value)) err(`expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) err(`not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) err(`"${value}" does not match ${schema.pattern}`);
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) err('too short');
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) err(`below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) err(`above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) err('too few items');
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) err('too many items');
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
    value.forEach((item, i) => {
      const s = i < prefix.length ? prefix[i] : schema.items;
      if (s !== undefined) errors.push(...validate(s, item, `${path}[${i}]`));
    });
  }
  if (isObject(value)) {
    const props = isObject(schema.properties) ? schema.properties : {};
    if (Array.isArray(schema.required)) {
      for (const r of schema.required) if (typeof r === 'string' && !(r in value)) err(`missing required "${r}"`);
    }
    for (const [k, v] of Object.entries(value)) {
      if (schema.propertyNames !== undefined) errors.push(...validate(schema.propertyNames, k, `${path}{${k}}`));
      const s = props[k] ?? schema.additionalProperties;
      if (s === false) err(`unknown key "${k}"`);
      else if (s !== undefined) errors.push(...validate(s, v, `${path}.${k}`));
    }
  }
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((s) => validate(s, value, path).length === 0)) err('matches none of anyOf');
  if (Array.isArray(schema.oneOf)) {
    const n = schema.oneOf.filter((s) => validate(s, value, path).length === 0).length;
    if (n !== 1) err(`matches ${n} of oneOf, not exactly one`);
  }
  return errors;
}
