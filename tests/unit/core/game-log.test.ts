import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameLog, logEntry, type LogEntry } from '../../../src/core/log.ts';

const e = (n: number): LogEntry => logEntry(String(n), `entry ${n}`);

/**
 * The log every state of a game carries (src/core/log.ts): appending shares one store instead of
 * copying the log, and no log ever changes once made, whatever is appended after it, to it or to
 * an older log (as after an undo).
 */
describe('a log appended to without copying (issue 17)', () => {
  it('appending leaves the log appended to as it was', () => {
    const a = GameLog.empty.append(e(1), e(2));
    const b = a.append(e(3));
    const c = b.append(e(4), e(5));
    expect(a.toArray()).toEqual([e(1), e(2)]);
    expect(b.toArray()).toEqual([e(1), e(2), e(3)]);
    expect([...c]).toEqual([e(1), e(2), e(3), e(4), e(5)]);
    expect(GameLog.empty.length).toBe(0);
  });

  it('appending to an older log (after an undo) starts a log of its own; the later one keeps its entries', () => {
    const a = GameLog.empty.append(e(1));
    const later = a.append(e(2), e(3));
    const other = a.append(e(9));
    expect(other.toArray()).toEqual([e(1), e(9)]);
    expect(later.toArray()).toEqual([e(1), e(2), e(3)]);
    expect(other.append(e(10)).toArray()).toEqual([e(1), e(9), e(10)]);
    expect(later.append(e(4)).toArray()).toEqual([e(1), e(2), e(3), e(4)]);
  });

  it('reads as an array does: length, at, slice, map, filter, some, find, JSON', () => {
    const entries = [1, 2, 3, 4, 5].map(e);
    const log = GameLog.of(entries);
    expect(log.length).toBe(5);
    expect([log.at(0), log.at(-1), log.at(5), log.at(-6)]).toEqual([e(1), e(5), undefined, undefined]);
    for (const [s, t] of [[0, 5], [2, undefined], [-2, undefined], [1, -1], [4, 2], [-9, 9]] as const) expect(log.slice(s, t)).toEqual(entries.slice(s, t));
    expect(log.map((x, i) => `${i}:${x.rule}`)).toEqual(entries.map((x, i) => `${i}:${x.rule}`));
    expect(log.filter((x) => x.rule > '2')).toEqual(entries.filter((x) => x.rule > '2'));
    expect([log.some((x) => x.rule === '3'), log.find((x) => x.rule === '4')]).toEqual([true, e(4)]);
    expect(JSON.stringify({ log })).toBe(JSON.stringify({ log: entries }));
  });

  it('any sequence of appends to any earlier log gives the logs plain arrays give', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 })), { maxLength: 40 }), (steps) => {
      const logs: GameLog[] = [GameLog.empty];
      const arrays: LogEntry[][] = [[]];
      let n = 0;
      for (const [from, count] of steps) {
        const k = from % logs.length;
        const added = Array.from({ length: count }, () => e(n++));
        logs.push(logs[k]!.append(...added));
        arrays.push([...arrays[k]!, ...added]);
      }
      logs.forEach((log, i) => expect(log.toArray()).toEqual(arrays[i]));
    }));
  });
});
