/**
 * Writes a generated full-size board (two maps, ~5,000 hexes, ~600 counters) as a scenario file,
 * for benchmarks and for trying the CLI and the guide on a board of real size.
 *
 *   npm run board:full                              scenarios/generated/full-board.json, seed 1
 *   npm run board:full -- out/board.json --seed 7   another path and seed
 *
 * The file is generated, not committed: scenarios/generated/ is for such files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario } from '../src/ds/scenario/index.ts';
import { generateFullBoard } from '../src/ds/scenario/generate/full-board.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: npm run board:full -- [output.json] [--seed <integer>]';

function parseArgs(argv: readonly string[]): { out: string; seed: number } | string {
  let out = 'scenarios/generated/full-board.json';
  let seed = 1;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--seed') {
      seed = Number(argv[++i]);
      if (!Number.isInteger(seed)) return `--seed takes an integer\n${USAGE}`;
    } else if (arg === '--help' || arg === '-h') return USAGE;
    else if (arg.startsWith('-')) return `unknown option ${arg}\n${USAGE}`;
    else out = arg;
  }
  return { out, seed };
}

const args = parseArgs(process.argv.slice(2));
if (typeof args === 'string') {
  console.error(args);
  process.exit(args === USAGE ? 0 : 2);
}
const path = resolve(process.cwd(), args.out);
const board = generateFullBoard({ seed: args.seed });
const loaded = parseScenario(board);
if (!loaded.ok) {
  for (const e of loaded.errors) console.error(`generated board: ${e.path}: ${e.message}`);
  process.exit(1);
}
const schema = relative(dirname(path), resolve(ROOT, 'docs/scenario.schema.json')).split('\\').join('/');
const text = `${JSON.stringify({ $schema: schema, ...board }, null, 2)}\n`;
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, text);
const state = loaded.value;
console.log(`wrote ${args.out}: ${state.board.grid.size} hexes, ${state.counters.size} counters, `
  + `seed ${args.seed}, ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB`);
