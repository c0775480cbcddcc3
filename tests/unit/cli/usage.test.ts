import { describe, expect, it } from 'vitest';
import { cli, TINY } from './helpers.ts';

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

describe('turnchart: help, version and usage errors', () => {
  it('--help and -h list the commands, options and exit codes, and exit 0', async () => {
    for (const flag of ['--help', '-h']) {
      const r = await cli([flag]);
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      expect(r.out).toContain('Usage: turnchart <command>');
      expect(r.out).toMatch(/^ {2}validate <scenario\.json> \[--json\] +check a scenario file/m);
      expect(r.out).toContain('--version');
      for (const code of ['0', '1', '2']) expect(r.out).toMatch(new RegExp(`^ {2}${code} {2}\\S`, 'm'));
    }
  });

  it('lists the commands that play the turn: legal and replay', async () => {
    const r = await cli(['--help']);
    expect(r.out).toMatch(/\blegal\b/);
    expect(r.out).toMatch(/\breplay\b/);
  });

  it('each command has its own help: `validate --help`, `validate -h`, `help validate`', async () => {
    const help = await cli(['validate', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: turnchart validate <scenario\.json> \[--json\]\n/);
    expect(help.out).toContain('--json');
    expect(help.out).toContain('Exit codes:');
    expect(await cli(['validate', '-h'])).toEqual(help);
    expect(await cli(['help', 'validate'])).toEqual(help);
    // --help wins even beside a file or a bad option.
    expect(await cli(['validate', TINY, '--bogus', '--help'])).toEqual(help);
  });

  it('--version prints the package version', async () => {
    expect(await cli(['--version'])).toEqual({ code: 0, out: '0.1.0\n', err: '' });
  });

  it.each([
    [[], 'no command given'],
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['--frobnicate'], 'unknown option --frobnicate'],
    [['validate', TINY, '--jsn'], 'validate: unknown option --jsn (did you mean --json?)'],
    [['validate', TINY, '--json=yes'], 'option --json takes no value'],
    [['validate'], 'validate: which scenario file?'],
    [['validate', TINY, TINY], 'one scenario file at a time'],
    [['help', 'nope'], 'no help for "nope"'],
  ])('%j: a message and the usage on stderr, exit 2', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
    expect(r.err).toContain('Usage: turnchart');
    noStack(r.err);
  });

  it.each(['legal', 'replay'])('%s has its own help with its exit codes', async (name) => {
    const r = await cli([name, '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^Usage: turnchart ${name} <scenario\\.json>`));
    expect(r.out).toContain('Exit codes:');
  });

});

describe('turnchart: internal errors', () => {
  it('are reported in one line with exit 3, the stack only with debug on', async () => {
    const { runCli } = await import('../../../src/cli/run.ts');
    const { REGISTRY: RULESETS } = await import('../../support/rulesets.ts');
    const env = { rulesets: RULESETS };
    let err = '';
    const io = { stdout: () => { throw new Error('disk full'); }, stderr: (t: string) => { err += t; }, cwd: process.cwd() };
    expect(await runCli(['--version'], io, env)).toBe(3);
    expect(err).toBe('turnchart: internal error: disk full\n');
    err = '';
    expect(await runCli(['--version'], { ...io, debug: true }, env)).toBe(3);
    expect(err).toMatch(/^turnchart: internal error: disk full\nError: disk full\n\s+at /);
  });
});
