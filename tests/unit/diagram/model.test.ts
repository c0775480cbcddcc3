import { describe, expect, it } from 'vitest';
import { diagramModel, type DiagramModel } from '../../../src/diagram/model.ts';
import { machineByKey, machineKeys } from '../../../src/diagram/machines.ts';
import { RULESETS } from '../../support/rulesets.ts';

const MACHINE_KEYS = machineKeys(RULESETS);
import { eventText } from '../../../src/diagram/labels.ts';
import { stateFacts, transitionFacts } from './machine-facts.ts';

const machineOf = (key: string) => {
  const m = machineByKey(RULESETS, key);
  if (!m) throw new Error(`no machine ${key}`);
  return m;
};

const modelTransitions = (model: DiagramModel): string[] =>
  model.edges.map((e) => `${e.source}|${eventText(e)}|${e.target}|${e.guard?.name ?? ''}`).sort();

describe('diagramModel: the machine\'s own states and transitions', () => {
  it('lists the DS turn and each segment machine', () => {
    expect(MACHINE_KEYS[0]).toBe('ds');
    expect(MACHINE_KEYS).toContain('ds/support');
    expect(MACHINE_KEYS.length).toBeGreaterThan(3);
    expect(machineByKey(RULESETS, 'ds/nope')).toBeUndefined();
    expect(machineByKey(RULESETS, 'no-such-ruleset')).toBeUndefined();
  });

  it.each(MACHINE_KEYS)('%s: the states equal the state nodes (id, parent, type, initial)', (key) => {
    const machine = machineOf(key);
    const model = diagramModel(machine);
    const facts = stateFacts(machine);
    expect(model.nodes.map((n) => ({ id: n.id, parent: n.parent, type: n.type, initial: n.initial }))).toEqual(facts);
    for (const n of model.nodes) {
      const children = facts.filter((f) => f.parent === n.id).map((f) => f.id);
      expect(n.children).toEqual(children);
    }
  });

  it.each(MACHINE_KEYS)('%s: the transitions equal the state nodes\' transitions and always', (key) => {
    const machine = machineOf(key);
    expect(modelTransitions(diagramModel(machine))).toEqual(transitionFacts(machine));
  });

  it('the DS turn has eventless transitions, guarded ones, self-loops and onDone transitions', () => {
    const { edges } = diagramModel(machineOf('ds'));
    expect(edges.filter((e) => e.eventless).length).toBeGreaterThan(10);
    expect(edges.filter((e) => e.guard !== null).length).toBeGreaterThan(10);
    expect(edges.filter((e) => e.selfLoop).every((e) => e.source === e.target)).toBe(true);
    expect(edges.some((e) => e.targetless && e.selfLoop)).toBe(true);
    expect(edges.some((e) => eventText(e) === 'done')).toBe(true);
    // The faction turn's onDone re-enters the faction turn when another faction plays this game turn.
    expect(edges).toContainEqual(expect.objectContaining({ source: 'ds.factionTurn', target: 'ds.factionTurn', guard: { name: 'anotherFactionThisGameTurn' }, selfLoop: true, targetless: false }));
  });

  it('guards with params keep their params apart from the name', () => {
    const { edges } = diagramModel(machineOf('ds'));
    const withParams = edges.filter((e) => e.guard?.params !== undefined);
    expect(withParams.length).toBeGreaterThan(0);
    for (const e of withParams) expect(e.guard!.name).not.toContain('{');
  });

  it('labels read "rule title" from meta; states without a title fall back to their key', () => {
    const model = diagramModel(machineOf('ds'));
    const byId = new Map(model.nodes.map((n) => [n.id, n]));
    expect(byId.get('ds.factionTurn')?.label).toBe('1-6 Faction Turn');
    expect(byId.get('ds.admin')?.meta.title).toBe('Initial Administrative Phase');
    expect(byId.get('ds.factionTurn.done')?.label).toBe('done');
  });

  it.each(MACHINE_KEYS)('%s: each edge\'s lca is the deepest proper ancestor of both ends', (key) => {
    const model = diagramModel(machineOf(key));
    const parent = new Map(model.nodes.map((n) => [n.id, n.parent]));
    const ancestors = (id: string): string[] => {
      const out: string[] = [];
      for (let p = parent.get(id) ?? null; p !== null; p = parent.get(p) ?? null) out.push(p);
      return out;
    };
    for (const e of model.edges) {
      const common = ancestors(e.source).filter((a) => ancestors(e.target).includes(a));
      expect(e.lca, e.id).toBe(common[0] ?? null);
    }
  });

  it('edge ids are unique', () => {
    for (const key of MACHINE_KEYS) {
      const ids = diagramModel(machineOf(key)).edges.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
