import { describe, expect, it } from 'vitest';
import { cli } from './helpers.ts';

describe('turnchart paths: arguments', () => {
  it.each([
    [['--machine', 'ds/support'], 'no generated paths for machine "ds/support"'],
    [['--machine=go'], 'no generated paths for machine "go"'],
    [['extra'], 'unexpected argument "extra"'],
    [['--machine'], '--machine needs a value (M)'],
  ])('%j: exit 2 with a message, nothing generated', async (args, message) => {
    const r = await cli(['paths', ...args]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).not.toContain('generating');
  });
});
