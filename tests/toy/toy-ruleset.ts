import { assign, setup } from 'xstate';
import { letterColumnRow } from '../../src/core/hex/convention.ts';
import { HexGrid } from '../../src/core/hex/grid.ts';
import type { Ruleset } from '../../src/core/ruleset.ts';
import { allowedIn, confirmStep, type StepLegality } from '../../src/core/step.ts';
import { fail, formatPath, ok, type InputProblem, type Result } from '../../src/core/violation.ts';

/**
 * A ruleset that is not Dai Senso!, small enough to read at a glance: a turn of two phases, Muster
 * (raise tokens one ADD_TOKEN at a time, up to the scenario's cap, then DONE) and March (CONTINUE).
 * It proves that the CLI, the diagram, the path generator and the fuzz walk serve any ruleset
 * through the Ruleset interface alone (tests/toy/toy.test.ts).
 */
type Game = { readonly name: string; readonly tokens: number; readonly cap: number };
type Ctx = { readonly game: Game; readonly log: readonly { rule: string; message: string; kind: 'choice' }[] };
type Ev = { type: 'ADD_TOKEN' } | { type: 'DONE' } | { type: 'CONTINUE' };
const TYPES = ['ADD_TOKEN', 'DONE', 'CONTINUE'] as const;

const muster: StepLegality<Ctx, Ev> = {
  id: 'toy.muster', accepts: ['ADD_TOKEN', 'DONE'],
  check: (c, e) => (e.type === 'ADD_TOKEN' && c.game.tokens >= c.game.cap ? [{ rule: 'T1', code: 'muster.full', message: `at most ${c.game.cap} tokens` }] : []),
  enumerate: (c) => [...(c.game.tokens < c.game.cap ? [{ type: 'ADD_TOKEN' } as const] : []), { type: 'DONE' }],
};
const meta = (rule: string, title: string) => ({ rule, title, explain: `${title}: a toy phase.`, actor: 'phasing' });

const machine = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as { game: Game } },
  guards: { mayMuster: allowedIn(muster) },
  actions: { addToken: assign(({ context: c }) => ({ game: { ...c.game, tokens: c.game.tokens + 1 }, log: [...c.log, { rule: 'T1', message: 'a token mustered', kind: 'choice' as const }] })) },
}).createMachine({
  id: 'toy', context: ({ input }) => ({ game: input.game, log: [] }), initial: 'muster',
  states: {
    muster: { id: 'toy.muster', meta: meta('T1', 'Muster'), on: { ADD_TOKEN: { guard: 'mayMuster', actions: 'addToken' }, DONE: 'march' } },
    march: { id: 'toy.march', meta: meta('T2', 'March'), on: { CONTINUE: 'over' } },
    over: { type: 'final', meta: meta('T3', 'Turn over') },
  },
});

function parse(json: unknown): Result<Game, InputProblem> {
  const g = json as Partial<Game & { format: string }> | null;
  if (typeof g !== 'object' || g === null || g.format !== 'turnchart/toy-scenario@1') return fail([{ path: 'format', message: 'not a toy scenario' }]);
  if (typeof g.cap !== 'number' || !Number.isInteger(g.cap) || g.cap < 1) return fail([{ path: 'cap', message: 'a whole number of at least 1' }]);
  return ok({ name: String(g.name ?? 'toy'), tokens: 0, cap: g.cap });
}

const HEX = letterColumnRow({ name: 'toy hexes', digits: 2, shiftedParity: 0, columns: 'northSouth', example: 'A0101', upperCase: true });
const GRID = HexGrid.build({ maps: [{ letter: 'A', rowOffset: 0 }], hexes: ['A0101', 'A0102'] }, HEX).grid!;
const LABELS: Record<Ev['type'], string> = { ADD_TOKEN: 'Muster a token', DONE: 'Done mustering', CONTINUE: 'Continue' };
const tokens = (g: Game) => Array.from({ length: g.tokens }, (_, i) => ({ id: `token-${i + 1}`, label: `Token ${i + 1}`, chip: 'T', side: 'player' }));

export const toyRuleset: Ruleset<Game, Ctx, Ev> = {
  id: 'toy', title: 'Toy', description: 'Two phases and one guarded step, for the engine\'s own tests.',
  formats: { scenario: 'turnchart/toy-scenario@1', savedGame: 'turnchart/toy-events@1' },
  hex: HEX,
  scenario: {
    parse, parseText: (text) => { try { return parse(JSON.parse(text)); } catch { return fail([{ path: '(file)', message: 'not JSON' }]); } },
    summary: (g) => ({ line: `${g.name}: up to ${g.cap} tokens`, data: { name: g.name, cap: g.cap } }),
    withSide: (g) => g, sides: () => [{ id: 'player', name: 'Player' }],
  },
  events: {
    types: TYPES,
    parse: (json, path) => (typeof json === 'object' && json !== null && Object.keys(json).length === 1 && TYPES.includes((json as Ev).type)
      ? ok(json as Ev) : fail([{ path: formatPath(path), message: 'an event is {"type": ADD_TOKEN | DONE | CONTINUE}' }])),
  },
  outline: { root: 'toy', startsAfresh: [], guardReadings: { mayMuster: { failed: () => 'the cap is reached' } } },
  views: {
    gameOf: (c) => c.game,
    position: (g) => ({ title: g.name, facts: `${g.tokens} of ${g.cap} tokens`, phasing: 'player', sides: [{ id: 'player', name: 'Player' }] }),
    actorText: () => 'Player',
    actingSides: (actor) => (actor === 'phasing' ? ['player'] : []),
    logTopic: () => 'moved',
    map: () => ({ grid: GRID, hexes: [{ id: 'A0101', terrain: 'clear', name: 'Camp' }, { id: 'A0102', terrain: 'clear' }], sides: [], terrainNames: { clear: 'Clear' }, featureNames: {} }),
    stacks: (g) => ({ stacks: new Map([['A0101', tokens(g)]]), arrows: [] }),
    hex: (g, id) => (GRID.has(id) ? { title: id, summary: 'Clear', facts: [{ label: 'Terrain', value: 'Clear' }], pieces: id === 'A0101' ? tokens(g) : [] } : undefined),
    places: () => [], targetName: (_g, key) => key,
    kindLabel: (t) => LABELS[t], describe: (e) => LABELS[e.type], target: () => undefined, boardFields: () => [], reaim: () => undefined,
    seededRoll: () => undefined, resultEntry: () => undefined, procedure: () => undefined,
  },
  machine, segments: {}, steps: [muster, confirmStep<Ctx, Ev>('toy.march')],
  headline: (c) => ({ text: `${c.game.name}: ${c.game.tokens} of ${c.game.cap} tokens`, data: { tokens: c.game.tokens } }),
  testing: async () => ({
    paths: {
      fixtures: [{ id: 'toy-2', file: 'tests/toy/toy-scenario.json', scenario: { format: 'turnchart/toy-scenario@1', name: 'Toy', cap: 2 }, seed: 1, reaches: 'every step' }],
      sequenceKey: (s) => JSON.stringify([s.value, s.context.game.tokens]), stopAt: () => false,
      variantOf: () => undefined, variants: {}, noSuch: {}, bare: TYPES, impossible: {}, unreached: {},
      notes: { serialization: 'the state value and the tokens mustered.', timing: 'Milliseconds.' },
    },
    fuzz: {
      groups: [{ name: 'the toy scenario', targets: [{ file: 'tests/toy/toy-scenario.json', side: 'player' }], deepSteps: ['toy.march'] }],
      names: () => ({}),
      nearMiss: (e, _names, n) => ({ ...e, tokens: n }),
      wrongStep: (_names, n) => ({ type: TYPES[n % TYPES.length] }),
      malformed: (n) => ({ type: 'ADD_TOKEN', count: n }),
      invariants: () => ({ step: (b, a) => (a.game.tokens < b.game.tokens || a.game.tokens > a.game.cap ? ['tokens out of bounds'] : []) }),
    },
  }),
};
