import { describe, expect, it } from 'vitest';
import { layoutDiagram } from '../../../src/diagram/layout.ts';
import { machineByKey } from '../../../src/diagram/machines.ts';
import { RULESETS } from '../../support/rulesets.ts';
import { diagramModel } from '../../../src/diagram/model.ts';
import { toSvg } from '../../../src/diagram/svg.ts';

describe('toSvg: a standalone picture of a laid-out machine', () => {
  it('draws one group per state and per transition, marks finals, initials, eventless and self-loops', async () => {
    const model = diagramModel(machineByKey(RULESETS, 'ds/politicalEvents')!);
    const svg = toSvg(await layoutDiagram(model), { title: 'Political <Events>' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<title>Political &lt;Events&gt;</title>');
    const states = [...svg.matchAll(/<g class="state [^"]*" data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(states).toEqual(model.nodes.map((n) => n.id));
    const transitions = [...svg.matchAll(/<g class="transition[^"]*" data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(transitions).toEqual(model.edges.map((e) => e.id));
    expect(svg.match(/class="transition eventless/g)?.length).toBe(model.edges.filter((e) => e.eventless).length);
    expect(svg.match(/<rect class="inner"/g)?.length).toBe(model.nodes.filter((n) => n.type === 'final').length);
    expect(svg.match(/<g class="initial"/g)?.length).toBe(model.nodes.filter((n) => n.initial).length);
    expect(svg.match(/class="transition[^"]*self-loop/g)?.length).toBe(model.edges.filter((e) => e.selfLoop).length);
    // Eventless transitions read "always"; guarded ones "EVENT [guard]".
    expect(svg).toMatch(/>always \[politicalEventsSkipped\]</);
    expect(svg).toMatch(/>ROLL( \[[^\]]+\])?</);
  }, 30_000);
});
