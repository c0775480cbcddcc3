import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseScenario } from '../../../src/ds/scenario/index.ts';

const tiny = JSON.parse(readFileSync('scenarios/fixtures/tiny.json', 'utf8')) as { hexsides: { between: string[]; features: string[] }[] };

describe('4.2.5.2 a Strait is an All-Sea hexside that the rules except by name', () => {
  it.each([[['strait']], [['allSea', 'strait']], [['strait', 'allSea']]])('features %j load as All-Sea and Strait', (features) => {
    const json = structuredClone(tiny);
    json.hexsides[0]!.features = features;
    const r = parseScenario(json);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const side = r.value.board.hexsides[r.value.board.grid.hexsideKey('w3218', 'w3318')];
    expect(side?.features).toHaveLength(2);
    expect(side?.features).toEqual(expect.arrayContaining(['allSea', 'strait']));
  });
});
