/** Running the CLI in tests: in-process through runCli (fast), or as a real process (slow, ~0.6 s). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bufferIo } from '../../../src/cli/io.ts';
import { runCli } from '../../../src/cli/run.ts';
import { REGISTRY as RULESETS } from '../../support/rulesets.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const TINY = 'scenarios/fixtures/tiny.json';
export const BIN = join(ROOT, 'bin/turnchart.mjs');

export interface CliRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** The CLI in-process, with the project root as working directory unless told otherwise. */
export async function cli(args: readonly string[], cwd = ROOT): Promise<CliRun> {
  const io = bufferIo(cwd);
  const code = await runCli(args, io, { rulesets: RULESETS });
  return { code, out: io.out(), err: io.err() };
}

/** The CLI as users run it: `node bin/turnchart.mjs ...`. */
export function spawnCli(args: readonly string[], cwd = ROOT): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const tinyJson = (): JsonObject => JSON.parse(readFileSync(join(ROOT, TINY), 'utf8')) as JsonObject;

/** A fresh temporary directory for files the tests write. */
export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'turnchart-cli-'));

export function writeJson(dir: string, name: string, doc: Json): string {
  const path = join(dir, name);
  writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`);
  return path;
}

/**
 * The tiny fixture with four problems, each of a different kind, and where each is reported:
 * a duplicate counter id, a counter in two places, an unknown reference, a hex not on the map.
 */
export function brokenTiny(): { doc: JsonObject; expected: readonly (readonly [string, string])[] } {
  const doc = tinyJson() as { counters: Json[]; hexes: JsonObject[]; places: { hexes: Record<string, Json[]>; forcePools: Record<string, Json[]> } } & JsonObject;
  doc.counters.push({ id: 'br-18-div', kind: 'ground', name: 'Copy', nationality: 'british', type: 'infantry', values: '1-1-1' });
  doc.places.forcePools['western']!.push('br-18-div');
  doc.hexes[1]!['country'] = 'malay';
  doc.places.hexes['w3318'] = ['jp-25-army'];
  doc.places.hexes['w9999'] = ['ax-blitz-1'];
  return {
    doc,
    expected: [
      ['counters[8].id', 'duplicate counter id "br-18-div"'],
      ['hexes[1].country', 'unknown country "malay" (did you mean "malaya"?)'],
      ['places.hexes.w9999', 'hex w9999 is not on the map'],
      ['places.forcePools.western[1]', 'counter "br-18-div" is already in hex w3218'],
    ],
  };
}
