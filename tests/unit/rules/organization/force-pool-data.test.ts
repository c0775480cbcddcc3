import { describe, expect, it } from 'vitest';
import { flipGround, showingSteps } from '../../../../src/ds/model/ground-units.ts';
import { expectOnly, loads, set, tiny, type Json } from '../../scenario/helpers.ts';
import { north, teaching } from './helpers.ts';

/** tiny.json's jp-25-army (counters[1]) with its fields replaced. */
const army = (fields: Record<string, Json>) => set(tiny(), ['counters', 1], {
  id: 'jp-25-army', kind: 'ground', name: '25th Army', nationality: 'japanese', type: 'infantry', values: '4-4-2', steps: 2, ...fields,
});

describe('OG-6 2.3: the Force Pool Display as scenario data', () => {
  it('OG-6 OG-7 a back prints what differs; the rest is the face\'s, with the Step Value one less behind a multi-step face and two behind a one-step face', () => {
    const s = loads(army({ colonial: true, back: { values: '0-1-1' } }));
    const u = s.counters.get('jp-25-army')?.counter;
    expect(u?.kind === 'ground' && u.back).toEqual({
      name: '25th Army', type: 'infantry', values: { attack: 0, defense: 1, movement: 1 }, steps: 1, stepMarks: 'squares',
      elite: false, colonial: true, kwantung: false, exp: false, designations: [],
    });
    const one = loads(set(tiny(), ['counters', 0, 'back'], { values: '3-3-1' })).counters.get('br-18-div')?.counter;
    expect(one?.kind === 'ground' && one.back?.steps).toBe(2);
  });

  it('a flip turns the counter over and back again; showingSteps finds the side with a Step Value', () => {
    const abda = teaching().counters.get('br-abda-army')?.counter;
    if (abda?.kind !== 'ground') throw new Error('no ABDA Army');
    const fe = flipGround(abda);
    expect(fe).toMatchObject({ id: 'br-abda-army', name: 'FE Infantry', steps: 1, elite: true, back: { name: 'ABDA Army', steps: 2 } });
    expect(flipGround(fe)).toEqual(abda);
    expect(showingSteps(abda, 1)).toEqual(fe);
    expect(showingSteps(abda, 3)).toBeUndefined();
  });

  it('loader: a composition lists as many steps as its side has, and only on a multi-step side', () => {
    expectOnly(army({ composition: [{ stepType: 'infantry' }, { stepType: 'infantry' }, { stepType: 'armor' }] }),
      'counters[1].composition', 'a 2-step side lists 2 steps');
    expectOnly(army({ steps: 1, composition: [{ stepType: 'infantry' }, { stepType: 'infantry' }] }),
      'counters[1].composition', 'only a multi-step side');
    expectOnly(army({ back: { values: '6-6-2', steps: 3, composition: [{ stepType: 'infantry' }, { stepType: 'armor' }] } }),
      'counters[1].back.composition', 'a 3-step side lists 3 steps');
  });

  it('loader: fortKind only on a fortress side, on the back too; restrictedTo names hexes of the board', () => {
    expectOnly(army({ back: { values: '0-2-0', fortKind: 'portAFort', steps: 1 } }), 'counters[1].back.fortKind', 'only fortress units');
    expectOnly(army({ type: 'garrison', steps: 1, values: '0-1-0', restrictedTo: ['w3218', 'w9999'] }), 'counters[1].restrictedTo[1]', 'unknown hex "w9999"');
    expect(loads(army({ type: 'garrison', steps: 1, values: '0-1-0', restrictedTo: ['w3318'] })).counters.get('jp-25-army')?.counter).toMatchObject({ restrictedTo: ['w3318'] });
  });

  it('the fixtures carry the data the rules need: compositions, port-a-forts, two-step fortresses, garrison hexes', () => {
    const t = teaching();
    expect(t.counters.get('br-14-army')?.counter).toMatchObject({ back: { steps: 3, type: 'mech' } });
    expect(t.counters.get('nei-borneo')?.counter).toMatchObject({ restrictedTo: ['w2921'] });
    expect(t.counters.get('br-cey-fort')?.counter).toMatchObject({ steps: 2 });
    expect(north().counters.get('ru-shock-1')?.counter).toMatchObject({ back: { composition: [{ designation: 'Shock' }, { stepType: 'infantry' }] } });
  });
});
