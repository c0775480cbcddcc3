import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/ds/scenario/index.ts';
import { expectOnly, expectProblem, problemsOf, remove, set, tiny } from './helpers.ts';

/** Shape problems: the zod schema reports them, located by JSON path, before any cross-check. */
describe('schema errors are located', () => {
  it('a wrong type', () => {
    expectOnly(set(tiny(), ['game', 'turn'], 'three'), 'game.turn', 'expected number, received string');
  });

  it('a number out of range', () => {
    expectOnly(set(tiny(), ['game', 'turn'], 0), 'game.turn', '>=1');
  });

  it('an unknown key (every object is strict)', () => {
    expectOnly(set(tiny(), ['hexes', 0, 'colour'], 'red'), 'hexes[0]', 'Unrecognized key: "colour"');
  });

  it('an unknown top-level key', () => {
    expectOnly(set(tiny(), ['units'], []), '(root)', 'Unrecognized key: "units"');
  });

  it('bad hex id syntax, in a list', () => {
    expectOnly(set(tiny(), ['hexes', 1, 'id'], 'W33-18'), 'hexes[1].id', 'a hex id is the map letter and four digits');
  });

  it('bad hex id syntax, as a key of places.hexes', () => {
    expectOnly(set(tiny(), ['places', 'hexes', 'Singapore'], []), 'places.hexes.Singapore', 'invalid key', 'a hex id is the map letter');
  });

  it('bad hex id syntax in a hexside', () => {
    expectOnly(set(tiny(), ['hexsides', 0, 'between', 1], 'w331'), 'hexsides[0].between[1]', 'a hex id');
  });

  it('a missing required field', () => {
    expectOnly(remove(tiny(), ['game']), 'game', 'required, but missing');
    expectOnly(remove(tiny(), ['hexes', 0, 'terrain']), 'hexes[0].terrain', 'required, but missing');
    expectOnly(remove(tiny(), ['counters', 0, 'values']), 'counters[0].values', 'required, but missing');
  });

  it('a wrong format string', () => {
    expectOnly(set(tiny(), ['format'], 'turnchart/ds-scenario@2'), 'format', 'turnchart/ds-scenario@1');
  });

  it('an unknown enum value', () => {
    expectOnly(set(tiny(), ['counters', 0, 'nationality'], 'brit'), 'counters[0].nationality', 'expected one of', '"british"');
  });

  it('an unknown counter kind', () => {
    expectOnly(set(tiny(), ['counters', 0, 'kind'], 'unit'), 'counters[0].kind', "'ground' | 'support' | 'marker'");
  });

  it('badly written unit values', () => {
    expectOnly(set(tiny(), ['counters', 0, 'values'], '2/3/1'), 'counters[0].values', 'attack-defense-movement');
  });

  it('a bad Force Pool faction and a bad track space', () => {
    expectOnly(set(tiny(), ['places', 'forcePools', 'allies'], []), 'places.forcePools', 'Unrecognized key: "allies"');
    expectOnly(set(tiny(), ['places', 'tracks', 'turn', 'x'], []), 'places.tracks.turn.x', 'track spaces are numbers');
  });

  it('an ill-formed id', () => {
    expectOnly(set(tiny(), ['counters', 0, 'id'], '18 div'), 'counters[0].id', 'ids start with a letter');
  });

  it('reports several shape problems at once', () => {
    const doc = set(set(set(tiny(), ['game', 'turn'], 0), ['counters', 0, 'nationality'], 'brit'), ['hexes', 3, 'terrain'], 'ocean');
    expect(problemsOf(doc).map((p) => p.path)).toEqual(['game.turn', 'hexes[3].terrain', 'counters[0].nationality']);
  });

  it('input that is not an object at all', () => {
    for (const input of [null, [], 'tiny', 42, undefined]) {
      const r = parseScenario(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0]!.path).toBe('(root)');
    }
    expectProblem(problemsOf(null), '(root)', 'expected object, received null');
  });
});
