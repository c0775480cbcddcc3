import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ocsRuleset } from '../../../machines/ocs/ruleset.ts';
import { engineOf } from '../../../src/core/engine.ts';
import { savedGameCodec } from '../../../src/core/input/saved-game.ts';
import { OCS_SAVED_GAME_FORMAT } from '../../../src/ocs/events/index.ts';
import type { CombatUnit } from '../../../src/ocs/model/pieces.ts';
import type { OcsGame } from '../../../src/ocs/model/state.ts';
import { parseOcsScenarioText } from '../../../src/ocs/scenario/load.ts';
import { COMBAT_ENDS } from '../../../scripts/ocs/teaching/events.ts';

const SCENARIO = 'scenarios/ocs/teaching-naktong-1950.json';
const EVENTS = 'scenarios/ocs/events/teaching-naktong-1950.json';
const engine = engineOf(ocsRuleset);
const game = (() => { const r = parseOcsScenarioText(readFileSync(SCENARIO, 'utf8')); if (!r.ok) throw new Error('scenario'); return r.value; })();
const saved = (() => { const r = savedGameCodec(OCS_SAVED_GAME_FORMAT).readText(readFileSync(EVENTS, 'utf8')); if (!r.ok) throw new Error('events'); return r.value; })();

/** The position after the first n events of the teaching file. */
function after(n: number) {
  const r = engine.replay(game, saved.seed, saved.events.slice(0, n));
  expect(r.stop).toBeUndefined();
  return r.snapshot;
}
const where = (g: OcsGame, id: string): string => { const at = g.pieces.get(id)!.at; return at.kind === 'hex' ? at.hex : at.kind; };
const u = (g: OcsGame, id: string): CombatUnit => g.pieces.get(id)!.piece as CombatUnit;
const logText = (s: ReturnType<typeof after>): string => s.context.log.map((l) => `${l.rule} ${l.message}`).join('\n');

describe('the OCS teaching events (scenarios/ocs/events/teaching-naktong-1950.json)', () => {
  it('replays whole from the file, to the UN player turn', () => {
    const r = engine.replay(game, saved.seed, saved.events);
    expect(r.stop).toBeUndefined();
    expect(r.applied).toBe(saved.events.length);
    expect(engine.activeStep(r.snapshot)?.step.id).toBe('ocs.movement.moves');
    expect(r.snapshot.context.game.frame.phasing).toBe('un');
  });

  it('9.1c, 9.8 the overrun in the Movement Phase, with attacker Surprise: the ROK remnant dies, the recon must advance', () => {
    const s = after(COMBAT_ENDS['overrun']!);
    const g = s.context.game;
    expect(where(g, 'rok-3-23')).toBe('deadPile');
    expect(where(g, 'nk-12-recon')).toBe('A18.02');
    expect(logText(s)).toMatch(/attacker Surprise/);
    expect(logText(s)).toMatch(/required after a successful overrun/);
    expect(engine.activeStep(s)?.step.id).toBe('ocs.movement.moves');
  });

  it('9.10a an option split between a loss and a retreat: the US 9th Infantry loses a step and retreats one hex; the NK 9th crosses the Naktong', () => {
    const g = after(COMBAT_ENDS['naktong']!).context.game;
    expect(u(g, 'un-2-9').stepsLost).toBe(1);
    expect(where(g, 'un-2-9')).toBe('A07.11');
    expect(u(g, 'nk-9-div').stepsLost).toBe(1);
    expect(where(g, 'nk-9-div')).toBe('A06.10');
  });

  it('9.12a, 9.12e DG before the retreat, then a retreat into an enemy ZOC: another step lost, the HQ there DG too', () => {
    const g = after(COMBAT_ENDS['hyonpung']!).context.game;
    expect(u(g, 'un-24-21')).toMatchObject({ stepsLost: 2, dg: true });
    expect(where(g, 'un-24-21')).toBe('A07.09');
    expect(u(g, 'un-2id-hq').dg).toBe(true);
    expect(where(g, 'nk-10-div')).toBe('A07.08');
  });

  it('9.8 attacker Surprise shifts the column two to the right', () => {
    const s = after(COMBAT_ENDS['surprise']!);
    expect(logText(s)).toMatch(/shift die 2: right 2 columns, from 3:1 to 5:1/);
    expect(where(s.context.game, 'rok-1-12')).toBe('deadPile');
    expect(where(s.context.game, 'nk-13-div')).toBe('A07.04');
  });

  it('9.13 an exploit result: the AR-4 tanks take an Exploit marker, the AR-3 division does not', () => {
    const g = after(COMBAT_ENDS['exploit']!).context.game;
    expect(u(g, 'nk-107-tank').mode).toBe('exploit');
    expect(u(g, 'nk-1-div').mode).toBe('combat');
    expect(where(g, 'rok-1-11')).toBe('A09.05');
  });

  it('9.12g, 9.14 the advance into Pohang captures the dump, the air base and the port, sinks the LST, and the F-51s displace', () => {
    const g = after(COMBAT_ENDS['pohang']!).context.game;
    expect(where(g, 'nk-12-div')).toBe('A19.03');
    expect(g.pieces.get('un-k3')!.piece.side).toBe('nk');
    expect(g.pieces.get('un-port-pohang')!.piece.side).toBe('nk');
    expect(where(g, 'un-lst')).toBe('eliminated');
    expect(where(g, 'un-dump-pohang')).toBe('eliminated');
    expect(g.pieces.get('nk-spare-dump-1')!.piece).toMatchObject({ side: 'nk', tokens: 5 });
    expect(where(g, 'nk-spare-dump-1')).toBe('A19.03');
    expect(where(g, 'un-f51')).toBe('A15.16');
    expect(g.pieces.get('un-f51')!.piece).toMatchObject({ active: false });
  });

  it('9.13a the Exploitation Phase: the Exploit-marked tanks move and attack; no exploit result is possible there (9.13b B)', () => {
    const s = after(COMBAT_ENDS['exploitation']!);
    expect(where(s.context.game, 'nk-107-tank')).toBe('A12.05');
    expect(where(s.context.game, 'rok-8-21')).toBe('deadPile');
    expect(logText(s)).toMatch(/attacks \(Exploitation Phase\) A12\.05/);
  });
});
