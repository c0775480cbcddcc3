import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { InputProblem } from '../../../src/core/violation.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { parseScenario } from '../../../src/ds/scenario/index.ts';

/** A JSON value, to edit scenario documents in memory without `any`. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type JsonPath = readonly (string | number)[];

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURES = join(ROOT, 'scenarios/fixtures');

export const fixtureFiles = (): string[] => readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).sort();
export const fixtureText = (file: string): string => readFileSync(join(FIXTURES, file), 'utf8');
export const fixture = (file: string): JsonObject => JSON.parse(fixtureText(file)) as JsonObject;

/** A fresh, mutable copy of scenarios/fixtures/tiny.json. */
export const tiny = (): JsonObject => fixture('tiny.json');

function isObject(x: Json | undefined): x is JsonObject {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The value at `path`; a path the document does not have is a mistake in the test. */
export function get(doc: Json, path: JsonPath): Json {
  let here: Json | undefined = doc;
  for (const key of path) {
    if (Array.isArray(here) && typeof key === 'number') here = here[key];
    else if (isObject(here) && typeof key === 'string') here = here[key];
    else here = undefined;
    if (here === undefined) throw new Error(`test bug: no ${JSON.stringify(path)} in the document`);
  }
  return here;
}

function parentOf(doc: Json, path: JsonPath): [Json, string | number] {
  const last = path[path.length - 1];
  if (last === undefined) throw new Error('test bug: empty path');
  return [get(doc, path.slice(0, -1)), last];
}

/** Sets (or adds) the value at `path`. Returns the document, for chaining into a load. */
export function set<D extends Json>(doc: D, path: JsonPath, value: Json): D {
  const [parent, key] = parentOf(doc, path);
  if (Array.isArray(parent) && typeof key === 'number') parent[key] = value;
  else if (isObject(parent) && typeof key === 'string') parent[key] = value;
  else throw new Error(`test bug: cannot set ${JSON.stringify(path)}`);
  return doc;
}

/** Removes the value at `path` (an array element is spliced out). */
export function remove<D extends Json>(doc: D, path: JsonPath): D {
  const [parent, key] = parentOf(doc, path);
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else if (isObject(parent) && typeof key === 'string') delete parent[key];
  else throw new Error(`test bug: cannot remove ${JSON.stringify(path)}`);
  return doc;
}

/** Appends to the array at `path`. */
export function push<D extends Json>(doc: D, path: JsonPath, ...values: Json[]): D {
  const list = get(doc, path);
  if (!Array.isArray(list)) throw new Error(`test bug: ${JSON.stringify(path)} is not an array`);
  list.push(...values);
  return doc;
}

/** A deep copy of the value at `path`, to duplicate a record. */
export const copyOf = (doc: Json, path: JsonPath): Json => structuredClone(get(doc, path));

/** Loads a document that must load. */
export function loads(doc: Json): DsGameState {
  const r = parseScenario(doc);
  if (!r.ok) throw new Error(`expected the scenario to load:\n${r.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}`);
  return r.value;
}

/** Loads a document that must fail, without throwing, and returns its problems. */
export function problemsOf(doc: Json): readonly InputProblem[] {
  const r = parseScenario(doc);
  if (r.ok) throw new Error('expected the scenario to be rejected, but it loaded');
  return r.errors;
}

/** Asserts exactly one problem at `path` whose message contains every given part. */
export function expectProblem(problems: readonly InputProblem[], path: string, ...parts: string[]): void {
  const here = problems.filter((p) => p.path === path);
  expect(here, `problems were:\n${problems.map((p) => `${p.path}: ${p.message}`).join('\n')}`).toHaveLength(1);
  for (const part of parts) expect(here[0]!.message).toContain(part);
}

/** Asserts the document fails with exactly one problem, at `path`, containing `parts`. */
export function expectOnly(doc: Json, path: string, ...parts: string[]): void {
  const problems = problemsOf(doc);
  expect(problems.map((p) => p.path)).toEqual([path]);
  expectProblem(problems, path, ...parts);
}
