import { describe, expect, it } from 'vitest';
import { collapse, compoundIds } from '../../../src/diagram/collapse.ts';
import { machineByKey } from '../../../src/diagram/machines.ts';
import { RULESETS } from '../../support/rulesets.ts';
import { diagramModel } from '../../../src/diagram/model.ts';

const ds = () => diagramModel(machineByKey(RULESETS, 'ds')!);

describe('collapse: compound states folded to a depth or by id', () => {
  it('to depth 3 the DS turn shows states down to segments; segments with steps are collapsed', () => {
    const full = ds();
    const model = collapse(full, 3);
    expect(Math.max(...model.nodes.map((n) => n.depth))).toBe(3);
    expect(model.nodes.map((n) => n.id)).toEqual(full.nodes.filter((n) => n.depth <= 3).map((n) => n.id));
    const collapsed = model.nodes.filter((n) => n.collapsed).map((n) => n.id);
    expect(collapsed).toEqual(full.nodes.filter((n) => n.depth === 3 && n.children.length > 0).map((n) => n.id));
    expect(collapsed).toContain('ds.admin.support');
    for (const n of model.nodes.filter((x) => x.collapsed)) expect(n.children).toEqual([]);
  });

  it('every edge joins shown states, and its lca is recomputed in the shown tree', () => {
    const model = collapse(ds(), 3);
    const shown = new Set(model.nodes.map((n) => n.id));
    for (const e of model.edges) {
      expect(shown.has(e.source) && shown.has(e.target), e.id).toBe(true);
      if (e.lca !== null) expect(shown.has(e.lca)).toBe(true);
      expect(e.selfLoop).toBe(e.source === e.target);
    }
  });

  it('a transition between two states drawn apart survives; one inside a collapsed state disappears', () => {
    const full = ds();
    const model = collapse(full, 3);
    const parent = new Map(full.nodes.map((n) => [n.id, n.parent]));
    const shownAs = (id: string): string => {
      const shown = new Set(model.nodes.map((n) => n.id));
      let at: string | null = id;
      while (at !== null && !shown.has(at)) at = parent.get(at) ?? null;
      return at ?? id;
    };
    const pairs = new Set(model.edges.map((e) => `${e.source}>${e.target}|${e.event}|${e.guard?.name ?? ''}`));
    for (const e of full.edges) {
      const [s, t] = [shownAs(e.source), shownAs(e.target)];
      const key = `${s}>${t}|${e.event}|${e.guard?.name ?? ''}`;
      if (s !== t || e.source === s) expect(pairs.has(key), `${e.id} as ${key}`).toBe(true);
    }
    // Nothing inside the Support Segment is left as a loop on the collapsed box.
    expect(model.edges.filter((e) => e.source === 'ds.admin.support' && e.target === 'ds.admin.support')).toEqual([]);
  });

  it('collapsing by id folds just those states', () => {
    const full = ds();
    const model = collapse(full, new Set(['ds.combat']));
    expect(model.nodes.find((n) => n.id === 'ds.combat')?.collapsed).toBe(true);
    expect(model.nodes.some((n) => n.id.startsWith('ds.blitz'))).toBe(false);
    expect(model.nodes.some((n) => n.id === 'ds.admin.support')).toBe(true);
    expect(model.nodes.length).toBeLessThan(full.nodes.length);
    expect(compoundIds(model)).toContain('ds.combat');
  });

  it('collapsing at depth 0 leaves the root alone, as one box', () => {
    const model = collapse(ds(), 0);
    expect(model.nodes).toHaveLength(1);
    expect(model.nodes[0]).toMatchObject({ id: 'ds', collapsed: true });
  });
});
