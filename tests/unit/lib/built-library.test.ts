import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGame } from '../../../src/lib/index.ts';
import { ROOT } from '../cli/helpers.ts';

/**
 * Issue 17, "a compiled CLI and library": the library as another project uses it. A project of its
 * own in a temporary folder has turnchart in its node_modules (a link to this checkout, as an
 * install from git leaves it: `prepare` builds build/lib) and imports it by name, in plain Node
 * without TypeScript, and type-checks against its declarations. npm test builds build/lib first.
 */

const CONSUMER = `import { readFileSync } from 'node:fs';
import { openGame, rulesets, type Game, type PlayProblem, type Result, type RulesetEvent } from 'turnchart';

const root = process.argv[2] ?? '';
const opened = await openGame(readFileSync(root + '/scenarios/teaching-java-1942.json', 'utf8'), readFileSync(root + '/scenarios/events/teaching-western-turn.json', 'utf8'));
if (!opened.ok) throw new Error(opened.errors.map((e) => e.file + ': ' + e.problem.path + ': ' + e.problem.message).join('\\n'));
const game: Game = opened.value.game;
const refused: Result<RulesetEvent, PlayProblem> = game.play({ type: 'TELEPORT' });
const summary = {
  rulesets: rulesets.entries.map((r) => r.id),
  ruleset: game.ruleset.title,
  events: game.events.length,
  step: game.stepNow()?.id ?? null,
  legal: game.legalActions({ freeMoves: false }),
  log: game.log().length,
  refused: refused.ok ? null : refused.errors[0]?.kind,
};
process.stdout.write(JSON.stringify(summary) + '\\n');
`;

/** The same program as JavaScript: the type annotations taken out. */
const CONSUMER_JS = CONSUMER
  .replace(', type Game, type PlayProblem, type Result, type RulesetEvent', '')
  .replace('const game: Game =', 'const game =')
  .replace('const refused: Result<RulesetEvent, PlayProblem> =', 'const refused =');

/** A mistake the declarations must catch: a title is a string. */
const MISTAKE = `import { openGame } from 'turnchart';
const r = await openGame('{}');
if (r.ok) { const n: number = r.value.game.ruleset.title; console.log(n); }
`;

let dir = '';

beforeAll(() => {
  if (!existsSync(join(ROOT, 'build/lib/turnchart.mjs')) || !existsSync(join(ROOT, 'build/lib/types/src/lib/index.d.ts'))) {
    throw new Error('build/lib is missing: `npm run build:lib` builds it (npm install and npm test run it)');
  }
  dir = mkdtempSync(join(tmpdir(), 'turnchart-consumer-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules/turnchart'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(dir, 'consumer.mjs'), CONSUMER_JS);
  writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
  writeFileSync(join(dir, 'mistake.ts'), MISTAKE);
});

afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

const tsc = (files: string[]) => {
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'ES2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, skipLibCheck: true,
      lib: ['ES2022'], types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')],
    },
    files,
  }));
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
};

describe('the built library (build/lib), imported by name from another project', () => {
  it('plays the teaching saved game in plain Node to the position the sources reach', async () => {
    const run = spawnSync(process.execPath, ['consumer.mjs', ROOT], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const built = JSON.parse(run.stdout) as Record<string, unknown>;

    const r = await openGame(readFileSync(join(ROOT, 'scenarios/teaching-java-1942.json'), 'utf8'), readFileSync(join(ROOT, 'scenarios/events/teaching-western-turn.json'), 'utf8'));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const { game } = r.value;
    expect(built).toEqual({
      rulesets: ['ds', 'ocs', 'awaw'], ruleset: 'Dai Senso!', events: game.events.length, step: game.stepNow()?.id ?? null,
      legal: JSON.parse(JSON.stringify(game.legalActions({ freeMoves: false }))), log: game.log().length, refused: 'malformed',
    });
  });

  it('type-checks a program against its declarations, and catches a wrong type', () => {
    const good = tsc(['consumer.ts']);
    expect(good.stdout + good.stderr).toBe('');
    expect(good.status).toBe(0);
    const bad = tsc(['mistake.ts']);
    expect(bad.status).not.toBe(0);
    expect(bad.stdout).toMatch(/mistake\.ts\(3,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/);
  });
});
