import { describe, expect, it } from 'vitest';
import { firstErrorOffset, locateJsonError } from '../../../src/core/input/json-text.ts';
import { parseScenarioText } from '../../../src/ds/scenario/index.ts';
import { fixtureText } from './helpers.ts';

function textProblems(text: string): readonly { path: string; message: string }[] {
  const r = parseScenarioText(text);
  if (r.ok) throw new Error('expected a syntax error');
  return r.errors;
}

describe('JSON syntax errors are located by line and column', () => {
  it('an unexpected token (the engine gives no position: it is found by scanning)', () => {
    const problems = textProblems('{\n  "format": "x",\n  "name": }');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe('(file)');
    // The engine's own wording varies between Node versions; the location is ours.
    expect(problems[0]!.message).toMatch(/^not valid JSON: .+ at line 3, column 11$/);
  });

  it('a trailing comma in the real fixture', () => {
    const text = fixtureText('tiny.json').replace('"preWar": false\n', '"preWar": false,\n');
    const [problem] = textProblems(text);
    const line = text.split('\n').findIndex((l) => l.includes('"preWar": false,')) + 2;
    expect(problem!.message).toMatch(new RegExp(`^not valid JSON: .+ at line ${line}, column 3$`));
  });

  it('a missing comma (the engine gives a position)', () => {
    const [problem] = textProblems('{\n  "a": 1\n  "b": 2\n}');
    expect(problem!.message).toMatch(/^not valid JSON: .+ at line 3, column 3$/);
  });

  it('truncated text points at its end', () => {
    expect(textProblems('{\n  "a": [1, 2')[0]!.message).toMatch(/at line 2, column 13$/);
    expect(textProblems('')[0]!.message).toMatch(/^not valid JSON: .+ at line 1, column 1$/);
  });

  it('after a syntax error nothing else is checked', () => {
    expect(textProblems('{"format": 1,}')).toHaveLength(1);
  });
});

describe('the scanner agrees with JSON.parse', () => {
  const good = ['{}', '[]', '0', '-1.5e+3', '"a\\u00e9\\n"', '{"a": [true, false, null, {"b": "c"}]}', ' \n\t[ 1 , 2 ] \r\n'];
  const bad: [string, number][] = [
    ['{"a": }', 6], ['[1,]', 3], ['{"a" 1}', 5], ['{} x', 3], ['"a\tb"', 2], ['{"a": 01}', 7], ['tru', 0],
    ['{"a": "\\x"}', 8], ['[', 1], ['{"a":1', 6], ["{'a': 1}", 1], ['"\\u12G4"', 3],
  ];

  it.each(good)('finds no error in %j', (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(firstErrorOffset(text)).toBeUndefined();
  });

  it.each(bad)('finds the error in %j at offset %i', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(firstErrorOffset(text)).toBe(offset);
  });

  it('keeps the engine\'s message when it has no position and the scan finds none', () => {
    expect(locateJsonError('{}', new SyntaxError('something odd'))).toBe('something odd');
  });
});
