import { describe, expect, it } from 'vitest';
import { MARKER_NAMES, MARKER_TYPES, markerLabel, type Marker } from '../../../src/ds/model/markers.ts';

const base = { kind: 'marker', id: 'm', delayStripe: false } as const;

describe('markerLabel writes markers as the rules do', () => {
  it('Beachhead levels, SNLF Beachhead-0 (2.2.3.4, 4.1.3.1)', () => {
    expect(markerLabel({ ...base, type: 'beachhead', level: 2, snlf: false })).toBe('Beachhead-2');
    expect(markerLabel({ ...base, type: 'beachhead', level: 1, snlf: false })).toBe('Beachhead-1');
    expect(markerLabel({ ...base, type: 'beachhead', level: 0, snlf: true })).toBe('SNLF Beachhead-0');
  });

  it('Convoy kinds and Convoy Mode (2.2.3.6)', () => {
    expect(markerLabel({ ...base, type: 'convoy', convoy: 'standard', mode: 'supply' })).toBe('Standard Convoy (Supply)');
    expect(markerLabel({ ...base, type: 'convoy', convoy: 'scratch', mode: 'troop' })).toBe('Scratch Convoy (Troop)');
    expect(markerLabel({ ...base, type: 'convoy', convoy: 'fleetTrain', mode: 'supply' })).toBe('Fleet Train Convoy (Supply)');
  });

  it('other markers by name', () => {
    expect(markerLabel({ ...base, type: 'blitz' })).toBe('Blitz');
    expect(markerLabel({ ...base, type: 'showaRestoration' })).toBe('Showa Restoration');
    expect(markerLabel({ ...base, type: 'cededLand', country: 'siam' })).toBe('Ceded Land');
    expect(markerLabel({ ...base, type: 'government', leading: 'navy' })).toBe('Government');
  });

  it('every marker type has a name', () => {
    for (const t of MARKER_TYPES) expect(MARKER_NAMES[t].length).toBeGreaterThan(0);
    expect(new Set(Object.values(MARKER_NAMES)).size).toBe(MARKER_TYPES.length);
  });

  it('labels every plain marker type with its name', () => {
    const plain = MARKER_TYPES.filter((t) => !['beachhead', 'convoy', 'government', 'cededLand', 'mobilizing', 'failure', 'freePassage', 'noOccupation'].includes(t));
    for (const t of plain) {
      const m = { ...base, type: t } as Marker;
      expect(markerLabel(m)).toBe(MARKER_NAMES[t]);
    }
  });
});
