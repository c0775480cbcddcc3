import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../unit/cli/helpers.ts';

/**
 * The layers of DESIGN.md, read off the import graph: every relative import of every source file
 * (type-only ones too) is checked against the rules below, and a violation fails with the importing
 * file and the imported one named.
 */
const GENERIC = ['src/core', 'src/cli', 'src/diagram', 'src/paths', 'src/lib'];
/** The composition roots: the files that hand the registry of rulesets to the generic code. */
const ROOTS = ['src/cli/main.ts', 'src/lib/index.ts'];
const SOURCE_ROOTS = ['src', 'machines', 'components', 'guide'];
/** Inside a ruleset's src folder: which of its own folders each may not import. */
const RULESET_INNER: Readonly<Record<string, readonly string[]>> = {
  // Rules are pure predicates over the state: no reducers, no legality objects, no views, no tooling.
  rules: ['apply', 'legal', 'view', 'fuzz', 'paths', 'scenario'],
  // The turn's bookkeeping is data: the rules read it, it reads no rule.
  turn: ['rules', 'apply', 'legal', 'view', 'fuzz', 'paths', 'scenario'],
  model: ['rules', 'apply', 'legal', 'view', 'turn', 'fuzz', 'paths', 'scenario'],
  // Legality asks the rules; it never applies a change.
  legal: ['apply', 'view', 'fuzz', 'paths'],
  apply: ['legal', 'view', 'fuzz', 'paths'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    if (d.isDirectory()) return sourceFiles(path);
    return d.name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

/** Every relative import of a file, as a path from the project root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => normalize(join(dirname(file), (m[1] ?? m[2])!)).replaceAll('\\', '/'));
}

const dirsOf = (dir: string): string[] => readdirSync(join(ROOT, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
/** A ruleset is a folder of src/ that is not generic, or a folder of machines/; 'ocs' named for the checks below. */
const rulesetIds = [...new Set([...dirsOf('src').filter((d) => !GENERIC.includes(`src/${d}`)), ...dirsOf('machines'), 'ocs'])];

const under = (path: string, dir: string): boolean => path === dir || path.startsWith(`${dir}/`);
/** The ruleset a path belongs to (its src or machines folder), if any. */
const rulesetOf = (path: string): string | undefined =>
  rulesetIds.find((id) => under(path, `src/${id}`) || under(path, `machines/${id}`));

/** Why the import `from` → `to` breaks a layer, or undefined. */
export function violation(from: string, to: string): string | undefined {
  const target = rulesetOf(to);
  const registry = to === 'machines/rulesets.ts';
  if (GENERIC.some((g) => under(from, g)) || under(from, 'components')) {
    if (target) return `generic code imports the ${target} ruleset`;
    if (registry) return ROOTS.includes(from) ? undefined : 'only the composition roots (guide/, src/cli/main.ts, src/lib/index.ts) import the registry';
    if (under(to, 'machines')) return 'generic code imports a machine';
  }
  if (under(from, 'components') && /\/(rules|apply)(\/|$)/.test(to)) return 'a component imports rules or reducers';
  const own = rulesetOf(from);
  if (own && target && own !== target) return `the ${own} ruleset imports the ${target} ruleset`;
  if (own && under(from, `src/${own}`)) {
    if (under(to, 'machines')) return 'a ruleset\'s src folder imports a machine (machines import src, not the other way)';
    const inner = from.slice(`src/${own}/`.length).split('/')[0]!;
    const forbidden = RULESET_INNER[inner] ?? [];
    const toInner = under(to, `src/${own}`) ? to.slice(`src/${own}/`.length).split('/')[0]! : undefined;
    if (toInner !== undefined && forbidden.includes(toInner)) return `${own}/${inner} imports ${own}/${toInner}`;
  }
  return undefined;
}

describe('the import graph keeps the layers of DESIGN.md', () => {
  const files = SOURCE_ROOTS.flatMap(sourceFiles);

  it('finds the source files and the rulesets', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(rulesetIds).toContain('ds');
  });

  it('no import crosses a layer (each violation named: file → import, why)', () => {
    const bad = files.flatMap((f) => importsOf(f).flatMap((to) => {
      const why = violation(f, to);
      return why ? [`${f} → ${relative('.', to)}: ${why}`] : [];
    }));
    expect(bad).toEqual([]);
  });

  it('the rules it checks would catch each kind of crossing', () => {
    expect(violation('src/cli/legal.ts', 'src/ds/legal/index.ts')).toMatch(/generic code imports the ds ruleset/);
    expect(violation('components/board-map/layers.ts', 'machines/rulesets.ts')).toMatch(/composition roots/);
    expect(violation('src/cli/main.ts', 'machines/rulesets.ts')).toBeUndefined();
    expect(violation('guide/main.ts', 'machines/rulesets.ts')).toBeUndefined();
    expect(violation('src/lib/index.ts', 'machines/rulesets.ts')).toBeUndefined();
    expect(violation('src/lib/game.ts', 'machines/rulesets.ts')).toMatch(/composition roots/);
    expect(violation('src/lib/game.ts', 'src/ocs/rules/combat.ts')).toMatch(/generic code imports the ocs ruleset/);
    expect(violation('src/ds/rules/airdrop.ts', 'machines/ds/turn.machine.ts')).toMatch(/imports a machine/);
    expect(violation('src/ds/rules/airdrop.ts', 'src/ds/apply/turn-order.ts')).toBe('ds/rules imports ds/apply');
    expect(violation('src/ds/turn/slices/combat.ts', 'src/ds/rules/combat/types.ts')).toBe('ds/turn imports ds/rules');
    expect(violation('src/ds/legal/combat.ts', 'src/ds/apply/combat/obligations.ts')).toBe('ds/legal imports ds/apply');
    expect(violation('machines/ocs/turn.machine.ts', 'src/ds/model/state.ts')).toBe('the ocs ruleset imports the ds ruleset');
  });
});
