import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSavedGame } from '../../../src/ds/events/saved-game-file.ts';
import { cli, tempDir } from './helpers.ts';

const TEACHING = 'scenarios/teaching-java-1942.json';
const admin = JSON.parse(readFileSync('scenarios/events/teaching-western-admin.json', 'utf8')) as { seed: number; events: unknown[] };

/** A saved game as the guide writes it (the same writer), ending in Operational Movement with `more`. */
function savedGame(more: readonly unknown[]): string {
  const file = join(tempDir(), 'free-moves.json');
  writeFileSync(file, formatSavedGame({ scenario: TEACHING, seed: admin.seed, events: [...admin.events, ...more] }));
  return file;
}

describe('R-FREE-MOVES: turnchart replay of a saved game with free moves', () => {
  it('replay accepts a free move of the phasing faction and logs it as unchecked, with its phase', async () => {
    const r = await cli(['replay', TEACHING, savedGame([{ type: 'FREE_MOVE', piece: 'au-7-div', to: 'w2610' }]), '--log']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Unchecked move in the Operational Movement Phase: 7th Division (AIF) 3-3-2 from Christmas Island (w2518) to hex w2610');
  });

  it('replay stops at a free move that cannot be made, with the ruling and why', async () => {
    const r = await cli(['replay', TEACHING, savedGame([{ type: 'FREE_MOVE', piece: 'au-7-div', to: 'w2518' }])]);
    expect(r.code).not.toBe(0);
    expect(r.out + r.err).toContain('R-FREE-MOVES [freeMove.sameHex]');
  });

  it('legal lists the free moves in one sentence after the checked actions, and every one with --all', async () => {
    const r = await cli(['legal', TEACHING, savedGame([])]);
    expect(r.out).toContain('Legal actions (1):\n  {"type":"CONTINUE"}\n');
    expect(r.out).toMatch(/\nUnchecked moves \(R-FREE-MOVES, the rules of this phase are not in the texts\): \d+ counters to any of \d+ hexes \(\d+ FREE_MOVE events; --all or --json lists each one\), e\.g\.\n  \{"type":"FREE_MOVE","piece":"[^"]+","to":"w\d+"\}\n/);
    const all = (await cli(['legal', TEACHING, savedGame([]), '--all'])).out.split('\n').filter((l) => l.includes('"FREE_MOVE"'));
    expect(all.length).toBeGreaterThan(1000);
  });
});
