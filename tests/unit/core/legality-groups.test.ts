import { describe, expect, it } from 'vitest';
import { legalityOf } from '../../../src/core/legality.ts';
import { expandGroups, groupSize, type StepLegality } from '../../../src/core/step.ts';

type Ev = { type: 'PLACE'; marker: string; hex: string } | { type: 'DONE' };
type Ctx = { readonly hexes: readonly string[]; readonly markers: readonly string[] };

/** A step offering marker × hex placements, listed compactly: one group per marker, its hexes as values. */
const place: StepLegality<Ctx, Ev> = {
  id: 'g.place',
  accepts: ['PLACE', 'DONE'],
  check: (c, e) => (e.type === 'PLACE' && !c.hexes.includes(e.hex) ? [{ rule: 'X', code: 'offBoard', message: `${e.hex} is not a target` }] : []),
  enumerate(c) { return expandGroups(this.enumerateGroups!(c)); },
  enumerateGroups: (c) => [
    ...c.markers.map((marker) => ({ base: { type: 'PLACE' as const, marker, hex: '' }, field: 'hex', values: c.hexes })),
    { base: { type: 'DONE' as const } },
  ],
  exact: true,
};

const snapshot = (context: Ctx) => ({ context, status: 'active', getMeta: () => ({ 'g.place': { rule: 'X', title: 'Place', explain: '', actor: 'phasing' } }) });

describe('compact legal-action forms (issue 17): the legality property unchanged', () => {
  const legality = legalityOf([place]);
  const s = snapshot({ hexes: ['a', 'b', 'c'], markers: ['m1', 'm2'] });

  it('the guide gets the groups, without an event per target', () => {
    const groups = legality.legalGroups(s);
    expect(groups.map(groupSize)).toEqual([3, 3, 1]);
    expect(groups[0]).toEqual({ base: { type: 'PLACE', marker: 'm1', hex: '' }, field: 'hex', values: ['a', 'b', 'c'] });
  });

  it('legalActions is the groups expanded, in order, and each listed event is legal, each other refused', () => {
    const legal = legality.legalActions(s);
    expect(legal).toEqual([
      { type: 'PLACE', marker: 'm1', hex: 'a' }, { type: 'PLACE', marker: 'm1', hex: 'b' }, { type: 'PLACE', marker: 'm1', hex: 'c' },
      { type: 'PLACE', marker: 'm2', hex: 'a' }, { type: 'PLACE', marker: 'm2', hex: 'b' }, { type: 'PLACE', marker: 'm2', hex: 'c' },
      { type: 'DONE' },
    ]);
    for (const e of legal) expect(legality.explain(s, e)).toEqual([]);
    expect(legality.explain(s, { type: 'PLACE', marker: 'm1', hex: 'z' })).toEqual([{ rule: 'X', code: 'offBoard', message: 'z is not a target' }]);
  });

  it('a step without a compact form gives one group per event', () => {
    const plain = legalityOf<Ctx, Ev>([{ ...place, enumerateGroups: undefined, enumerate: () => [{ type: 'DONE' }] }]);
    expect(plain.legalGroups(s)).toEqual([{ base: { type: 'DONE' } }]);
  });
});
