import { describe, expect, it } from 'vitest';
import { airBaseCaptured, captured, captureColumnOf, extenderHexes, hedgehogCaptured, portCaptured, shipDestroyed } from '../../../src/ocs/rules/specialized.ts';
import type { Transport } from '../../../src/ocs/model/pieces.ts';
import { advanceTo, game, gameOf, lastLog, legal, piece, play, start, stepOf, unitEntry, why } from '../../unit/ocs/helpers.ts';

const at = (a: ReturnType<typeof start>, id: string) => { const p = gameOf(a).pieces.get(id)!.at; return p.kind === 'hex' ? p.hex : p.kind; };
const pieceIn = (a: ReturnType<typeof start>, id: string) => gameOf(a).pieces.get(id)!.piece;

describe('9.14 Specialized Combats', () => {
  it('9.14c example (OCS-T-9) O-Z2, O-Z3: 3 Trucks with 12T loaded at 25%: 1 point and 3T captured, 2 Trucks and 9T displaced; 9 SP on the ground at 50%: 4 SP 2T captured', () => {
    const a = start(game((d) => {
      d.pieces = d.pieces.filter((p) => !['un-org', 'un-trk', 'un-dump'].includes(String(p['id'])));
      d.pieces.push({ id: 'sov-trk', kind: 'transport', side: 'un', at: 'A05.03', type: 'truck', points: 3, ma: 12, load: 12 });
      d.pieces.push({ id: 'sov-dump', kind: 'dump', side: 'un', at: 'A05.03', tokens: 36 });
      d.pieces.push(unitEntry('moto', 'nk', 'A04.02', 1, 3, { unitClass: 'mech', colour: 'red', symbol: 'recon', ma: { combat: 8, move: 12 } }));
    }));
    advanceTo(a, 'ocs.movement.moves');
    play(a, { type: 'MOVE', units: ['moto'], to: 'A05.03' });
    expect(stepOf(a)).toBe('ocs.movement.specialCaptureRoll');
    play(a, { type: 'ROLL', value: 3 });
    expect(pieceIn(a, 'nk-spare-trk')).toMatchObject({ side: 'nk', points: 1, load: 3 });
    expect(at(a, 'nk-spare-trk')).toBe('A05.03');
    expect(pieceIn(a, 'sov-trk')).toMatchObject({ points: 2, load: 9 });
    expect(lastLog(a)[0]).toMatch(/captured in the Movement Phase, they may move at once/);
    expect(stepOf(a)).toBe('ocs.movement.specialDisplace');
    expect(why(a, { type: 'DISPLACE', piece: 'sov-trk', hex: 'A03.03' })[0]?.code).toBe('displace.badHex');
    play(a, { type: 'DISPLACE', piece: 'sov-trk', hex: 'A06.06' });
    play(a, { type: 'ROLL', value: 5 });
    expect(pieceIn(a, 'nk-spare-dump')).toMatchObject({ side: 'nk', tokens: 18 });
    expect(at(a, 'sov-dump')).toBe('eliminated');
    expect(captured(36, 50, 'halfUp')).toBe(18);
    expect(captured(3, 25, 'halfUp')).toBe(1);
  });

  it('9.14c O-Z3: Trucks (MA over 10) and Wagons (10 or less) roll on their own columns; with several counters the owner decides which are captured', () => {
    expect(captureColumnOf({ ma: 12 } as Transport)).toBe('trucks');
    expect(captureColumnOf({ ma: 10 } as Transport)).toBe('wagons');
    const a = start(game((d) => { piece(d, 'un-dump')['at'] = 'A06.01'; d.pieces.push(unitEntry('moto', 'nk', 'A04.02', 1, 3)); }));
    advanceTo(a, 'ocs.movement.moves');
    play(a, { type: 'MOVE', units: ['moto'], to: 'A05.03' }, { type: 'CAPTURE_RESULT', percent: 50 });
    expect(stepOf(a)).toBe('ocs.movement.specialAllot');
    expect(why(a, { type: 'ALLOT_CAPTURE', piece: 'un-dump' })[0]?.code).toBe('allot.notInColumn');
    play(a, { type: 'ALLOT_CAPTURE', piece: 'un-org' });
    expect(at(a, 'un-org')).toBe('eliminated');
    expect(pieceIn(a, 'un-trk')).toMatchObject({ points: 2 });
  });

  it('9.14d O-Z4 extenderCollapse: the Extender collapses to a hex in its draw range in trace supply and flips; with none it flips in place and is checked for capture', () => {
    const g = game((d) => { d['facts'] = { traceSupply: { un: ['A06.02'] } }; d.pieces.push(unitEntry('nk-m', 'nk', 'A04.02', 2, 2)); });
    expect(extenderHexes(g, 'A05.02', g.pieces.get('un-ext')!.piece as Transport)).toEqual(['A06.02']);
    const a = start(g);
    advanceTo(a, 'ocs.movement.moves');
    play(a, { type: 'MOVE', units: ['nk-m'], to: 'A05.02' });
    expect(stepOf(a)).toBe('ocs.movement.specialDisplace');
    play(a, { type: 'DISPLACE', piece: 'un-ext', hex: 'A06.02' });
    expect(pieceIn(a, 'un-ext')).not.toHaveProperty('extender');
    const none = start(game((d) => { d['facts'] = { traceSupply: { un: [] } }; d.pieces.push(unitEntry('nk-m', 'nk', 'A04.02', 2, 2)); }));
    advanceTo(none, 'ocs.movement.moves');
    play(none, { type: 'MOVE', units: ['nk-m'], to: 'A05.02' });
    expect(stepOf(none)).toBe('ocs.movement.specialCaptureRoll');
    expect(lastLog(none)[0]).toMatch(/no hex to collapse to, flipped where it is/);
  });

  it('9.14e-h O-Z5, O-Z6, O-Z7, O-Z8: hedgehog and port captured, ships destroyed, the air base captured and its planes rolled for and displaced (or destroyed)', () => {
    expect([hedgehogCaptured({ kind: 'hedgehog' } as never), portCaptured({ kind: 'port' } as never), shipDestroyed({ kind: 'ship' } as never), airBaseCaptured({ kind: 'airBase' } as never)]).toEqual([true, true, true, true]);
    const a = start(game((d) => { piece(d, 'un-hh')['at'] = 'A05.04'; d.pieces.push(unitEntry('nk-m', 'nk', 'A04.04', 2, 2)); piece(d, 'un-i2')['at'] = 'A06.01'; }));
    advanceTo(a, 'ocs.movement.moves');
    play(a, { type: 'MOVE', units: ['nk-m'], to: 'A05.04' });
    expect([pieceIn(a, 'un-hh').side, pieceIn(a, 'un-port').side, pieceIn(a, 'un-ab').side, at(a, 'un-lst')]).toEqual(['nk', 'nk', 'nk', 'eliminated']);
    expect(legal(a)).toContainEqual({ type: 'AIR_BASE_RESULT', result: 'reduction' });
    play(a, { type: 'AIR_BASE_RESULT', result: 'reduction' });
    expect(legal(a)).toEqual([{ type: 'DISPLACE', piece: 'un-f80', hex: 'A06.06' }]);
    play(a, { type: 'DISPLACE', piece: 'un-f80', hex: 'A06.06' });
    expect(pieceIn(a, 'un-f80')).toMatchObject({ reduced: true, active: false });
    const far = start(game((d) => { piece(d, 'un-ab2')['at'] = 'eliminated'; d.pieces.push(unitEntry('nk-m', 'nk', 'A04.04', 2, 2)); piece(d, 'un-i2')['at'] = 'A06.01'; }));
    advanceTo(far, 'ocs.movement.moves');
    play(far, { type: 'MOVE', units: ['nk-m'], to: 'A05.04' }, { type: 'AIR_BASE_RESULT', result: 'none' });
    expect(at(far, 'un-f80')).toBe('eliminated');
  });
});
