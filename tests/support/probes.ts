import type { DsEvent } from '../../src/ds/events/index.ts';
import { STEPS } from '../../src/ds/legal/index.ts';
import type { DsTurnContext } from '../../src/ds/turn/context.ts';

/**
 * Near misses of the legal events, to try the legality property where it is easiest to get wrong:
 * the same event with an unknown id, another hex, the other faction, a value just out of range,
 * plus the legal events of every other step (right event, wrong time).
 */
export function nearMisses(ctx: DsTurnContext, legal: readonly DsEvent[]): DsEvent[] {
  const out: DsEvent[] = [{ type: 'CONTINUE' }, { type: 'DONE' }, { type: 'ROLL' }, { type: 'ROLL', value: 1 }];
  const hexes = Object.keys(ctx.game.board.hexes);
  const someHex = hexes[Math.floor(hexes.length / 2)] ?? 'w0101';
  for (const e of legal.slice(0, 40)) {
    const rec = e as unknown as Record<string, unknown>;
    for (const field of ['unit', 'marker', 'into']) {
      if (typeof rec[field] === 'string') out.push({ ...rec, [field]: 'no-such-counter' } as unknown as DsEvent);
    }
    if (typeof rec.hex === 'string') out.push({ ...rec, hex: someHex } as unknown as DsEvent, { ...rec, hex: 'w9999' } as unknown as DsEvent);
    if (typeof rec.faction === 'string') {
      for (const f of ['axis', 'western', 'soviet']) out.push({ ...rec, faction: f } as unknown as DsEvent);
    }
    if (Array.isArray(rec.units)) out.push({ ...rec, units: [...(rec.units as string[]).slice(1), 'no-such-counter'] } as unknown as DsEvent);
  }
  for (const step of STEPS) {
    for (const e of step.enumerate(ctx).slice(0, 5)) out.push(e);
  }
  return out;
}
