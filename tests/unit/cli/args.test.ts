import { describe, expect, it } from 'vitest';
import { parseArgs, type OptionSpec } from '../../../src/cli/args.ts';
import { closestName, editDistance } from '../../../src/cli/suggest.ts';

const OPTIONS: OptionSpec[] = [{ name: 'json', description: '' }, { name: 'help', short: 'h', description: '' }];

describe('parseArgs', () => {
  it('separates flags from positionals in any order', () => {
    const r = parseArgs(['a.json', '--json', 'b', '-h'], OPTIONS);
    expect(r).toEqual({ ok: true, positionals: ['a.json', 'b'], flags: new Set(['json', 'help']), values: new Map() });
  });

  it('takes everything after -- as positional, and a lone - as positional', () => {
    expect(parseArgs(['--', '--json', '-h'], OPTIONS)).toMatchObject({ ok: true, positionals: ['--json', '-h'], flags: new Set() });
    expect(parseArgs(['-'], OPTIONS)).toMatchObject({ ok: true, positionals: ['-'] });
  });

  it('rejects unknown options, with a suggestion when one is close', () => {
    expect(parseArgs(['--jsno'], OPTIONS)).toEqual({ ok: false, message: 'unknown option --jsno (did you mean --json?)' });
    expect(parseArgs(['--xyz'], OPTIONS)).toEqual({ ok: false, message: 'unknown option --xyz' });
    expect(parseArgs(['-x'], OPTIONS)).toEqual({ ok: false, message: 'unknown option -x' });
  });

  it('rejects a value given to a flag', () => {
    expect(parseArgs(['--json=1'], OPTIONS)).toEqual({ ok: false, message: 'option --json takes no value' });
  });

  it('reads an option\'s value as the next argument or after =, once', () => {
    const withValues: OptionSpec[] = [...OPTIONS, { name: 'format', value: 'F', description: '' }, { name: 'depth', value: 'N', description: '' }];
    const r = parseArgs(['--format', 'dot', 'x', '--depth=3', '--json'], withValues);
    expect(r).toEqual({ ok: true, positionals: ['x'], flags: new Set(['json']), values: new Map([['format', 'dot'], ['depth', '3']]) });
    expect(parseArgs(['--depth=-1'], withValues)).toMatchObject({ ok: true, values: new Map([['depth', '-1']]) });
    expect(parseArgs(['--format'], withValues)).toEqual({ ok: false, message: '--format needs a value (F)' });
    expect(parseArgs(['--format', '--json'], withValues)).toEqual({ ok: false, message: '--format needs a value (F)' });
    expect(parseArgs(['--format', 'svg', '--format=dot'], withValues)).toEqual({ ok: false, message: '--format is given twice' });
  });
});

describe('closestName: did you mean', () => {
  const commands = ['validate', 'legal', 'replay', 'turn', 'verify', 'diagram', 'paths', 'help'];
  it('a letter wrong, missing, extra or two swapped; the start of one name alone', () => {
    expect(closestName('replya', commands)).toBe('replay');
    expect(closestName('valdate', commands)).toBe('validate');
    expect(closestName('veriffy', commands)).toBe('verify');
    expect(closestName('dia', commands)).toBe('diagram');
    expect(closestName('VERIFY', commands)).toBe('verify');
  });

  it('nothing for a word far from every name, or the start of several', () => {
    expect(closestName('frobnicate', commands)).toBeUndefined();
    expect(closestName('check', commands)).toBeUndefined();
    expect(closestName('ve', ['verify', 'version'])).toBeUndefined();
    expect(closestName('', commands)).toBeUndefined();
  });

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('jsno', 'json')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
