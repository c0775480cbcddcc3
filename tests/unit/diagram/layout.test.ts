import { describe, expect, it } from 'vitest';
import { collapse } from '../../../src/diagram/collapse.ts';
import { layoutDiagram, type Box, type LaidOutDiagram } from '../../../src/diagram/layout.ts';
import { machineByKey } from '../../../src/diagram/machines.ts';
import { RULESETS } from '../../support/rulesets.ts';
import { diagramModel } from '../../../src/diagram/model.ts';
import { toSvg } from '../../../src/diagram/svg.ts';

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

function checkBoxes(d: LaidOutDiagram) {
  const byId = new Map(d.nodes.map((n) => [n.node.id, n]));
  expect(d.nodes.length).toBe(d.model.nodes.length);
  for (const n of d.nodes) {
    expect(n.width).toBeGreaterThan(0);
    const parent = n.node.parent === null ? undefined : byId.get(n.node.parent);
    if (parent) expect(inside(n, parent), `${n.node.id} inside ${parent.node.id}`).toBe(true);
    for (const s of d.nodes) {
      if (s !== n && s.node.parent === n.node.parent) expect(overlap(n, s), `${n.node.id} / ${s.node.id}`).toBe(false);
    }
  }
  for (const e of d.edges) expect(e.points.length, e.edge.id).toBeGreaterThanOrEqual(2);
  expect(d.edges.length).toBe(d.model.edges.length);
  expect(d.initials.length).toBe(d.model.nodes.filter((n) => n.initial).length);
}

describe('layoutDiagram (ELK layered)', () => {
  it('the DS turn to the segment level: sibling boxes apart, children inside parents, fits a wide screen', async () => {
    const d = await layoutDiagram(collapse(diagramModel(machineByKey(RULESETS, 'ds')!), 3));
    checkBoxes(d);
    // Legible at 1920x1080: scaled to fit, the text is still at least 10 px tall.
    const scale = Math.min(1920 / d.width, 1080 / d.height);
    expect(scale * 13).toBeGreaterThanOrEqual(10);
  }, 30_000);

  it.each(['ds/regularCombat', 'ds/support'])('%s (arrows crossing box borders; three levels): boxes apart and nested, every edge routed', async (key) => {
    checkBoxes(await layoutDiagram(diagramModel(machineByKey(RULESETS, key)!)));
  }, 30_000);

  it('is deterministic: the same model gives the same SVG', async () => {
    const model = diagramModel(machineByKey(RULESETS, 'ds/marker')!);
    expect(toSvg(await layoutDiagram(model))).toBe(toSvg(await layoutDiagram(model)));
  }, 30_000);

  it('an edge starts at its source box and ends at its target box', async () => {
    const d = await layoutDiagram(diagramModel(machineByKey(RULESETS, 'ds/organization')!));
    const byId = new Map(d.nodes.map((n) => [n.node.id, n]));
    const near = (p: { x: number; y: number }, b: Box) => p.x >= b.x - 2 && p.x <= b.x + b.width + 2 && p.y >= b.y - 2 && p.y <= b.y + b.height + 2;
    for (const e of d.edges) {
      expect(near(e.points[0]!, byId.get(e.edge.source)!), `${e.edge.id} start`).toBe(true);
      expect(near(e.points.at(-1)!, byId.get(e.edge.target)!), `${e.edge.id} end`).toBe(true);
    }
  }, 30_000);
});
