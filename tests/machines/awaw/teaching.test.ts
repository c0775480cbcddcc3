import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { awawRuleset } from '../../../machines/awaw/ruleset.ts';
import { engineOf } from '../../../src/core/engine.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import { hexOfUnit } from '../../../src/awaw/model/queries.ts';
import type { AwawTurnContext } from '../../../src/awaw/turn/context.ts';
import { ROOT } from '../../unit/cli/helpers.ts';

/**
 * The teaching events file played through the turn machine, event by event, as `turnchart replay`
 * plays it: the whole Axis combat phase of the Don bend scenario. After each attack the position is
 * checked against what the rules say it must be.
 */
const scenario = awawRuleset.scenario.parseText(readFileSync(`${ROOT}/scenarios/awaw/teaching-don-1942.json`, 'utf8'));
const saved = JSON.parse(readFileSync(`${ROOT}/scenarios/awaw/events/teaching-don-1942.json`, 'utf8')) as { seed: number; events: { type: string }[] };
const engine = engineOf(awawRuleset);

function play() {
  if (!scenario.ok) throw new Error(JSON.stringify(scenario.errors));
  const actor = createActor(awawRuleset.machine, { input: { game: scenario.value, seed: saved.seed } }).start();
  const after: AwawTurnContext[] = [];
  for (const e of saved.events) {
    const s = actor.getSnapshot();
    expect(engine.explain(s, e as never), JSON.stringify(e)).toEqual([]);
    actor.send(e as never);
    after.push(actor.getSnapshot().context as AwawTurnContext);
  }
  return { actor, after };
}

const where = (g: AwawGame, id: string) => { const at = g.pieces.get(id)!.at; return at.kind === 'hex' ? at.hex : at.kind; };
/** The context right after the n-th event of a type (0 first). */
const afterNth = (after: readonly AwawTurnContext[], type: string, n: number) => after[saved.events.map((e, i) => (e.type === type ? i : -1)).filter((i) => i >= 0)[n]!]!;

describe('the Don bend teaching events through the machine (15.1, 16, 14.12)', () => {
  const { actor, after } = play();
  const final = actor.getSnapshot().context as AwawTurnContext;

  it('replays every event, ending at the Allied player turn', () => {
    expect(engine.activeStep(actor.getSnapshot())?.step.id).toBe('awaw.movement.voluntaryElimination');
    expect(final.game.info.phasing).toBe('allies');
  });

  it('GU-39 10.52 the airdrop onto Kletskaya (10.55E: it cancels the river DM there), before the attacks', () => {
    const c = afterNth(after, 'AIRDROP', 0);
    expect(where(c.game, 'ge-7fj')).toBe('eP49');
    expect(c.turn.airdrops).toEqual([{ unit: 'ge-7fj', from: 'eP46', hex: 'eP49', mode: 'regular', status: 'dropped', onEnemy: true }]);
  });

  it('attack 1, Serafimovich, two rounds (15.7): across the Don (+3), d kept (15.53), the Italians out of round 2 by their CTL (15.82A), D, advance', () => {
    const r1 = afterNth(after, 'ROLL', 0).turn.attack!.round!;
    expect([r1.attack, r1.defense, r1.odds, r1.result]).toEqual([9, 9, '1:1', 'd']);
    expect(r1.defenses.map((d) => d.entries.map((e) => e.rule))).toEqual([['15.32A', '15.32C'], ['15.32A', '15.32C']]);
    const r2 = afterNth(after, 'ROLL', 1).turn.attack!.round!;
    expect([r2.number, r2.attackers, r2.attack, r2.defense, r2.die, r2.modified, r2.result]).toEqual([2, ['ge-xvii'], 7, 3, 5, 6, 'D']);
    const done = afterNth(after, 'ADVANCE', 0);
    expect(where(done.game, 'ge-xvii')).toBe('eO49');
    expect(where(done.game, 'ru-21')).toBe('pool');
    expect(where(done.game, 'ru-r1')).toBe('pool');
    expect(done.game.control['eO49']).toBe('axis');
  });

  it('attack 2, Kletskaya, the airdrop and the fortification: +2 +1 (15.32F), the river cancelled (10.55E); the defender takes Ex-2 (15.55); 3 air factors lost (15.631)', () => {
    const r = afterNth(after, 'ROLL', 2).turn.attack!.round!;
    expect(r.defenses[0]!.entries.map((e) => e.rule)).toEqual(['15.32A', '15.32F']);
    expect([r.attack, r.defense, r.result]).toEqual([9, 9, 'd']);
    const c = afterNth(after, 'LOSE_AIR', 0);
    expect(c.game.factions.axis!.airFactors).toBe(25);
    expect(where(c.game, 'ru-4g')).toBe('pool');
    expect(where(afterNth(after, 'ADVANCE', 1).game, 'ge-xi')).toBe('eP49');
  });

  it('attack 3, the Kalach bridgehead: 13 against 6, D; XIV Panzer advances and breaks through (16.11)', () => {
    const r = afterNth(after, 'ROLL', 3).turn.attack!.round!;
    expect([r.attack, r.defense, r.odds, r.result]).toEqual([13, 6, '2:1', 'D']);
    const c = afterNth(after, 'ADVANCE', 2);
    expect(c.turn.breakthroughs.map((b) => b.hex)).toEqual(['eQ48']);
  });

  it('exploitation (16.2-16.4): XXIV Panzer placed on the breakthrough hex, exploits to Kalach, attacks the 64th Army (−1 DM, 15.33A), advances keeping the chain (16.47)', () => {
    expect(where(afterNth(after, 'PLACE_EXPLOITER', 0).game, 'ge-xxiv')).toBe('eQ48');
    expect(afterNth(after, 'EXPLOIT', 0).turn.exploiters).toEqual([{ unit: 'ge-xxiv', breakthrough: 'eQ48', route: ['eQ49'] }]);
    const r = afterNth(after, 'ROLL', 4).turn.attack!.round!;
    expect(r.defenses[0]!.entries.map((e) => `${e.rule}:${e.value}`)).toEqual(['15.32A:2', '15.33A:-1']);
    expect([r.attack, r.defense, r.result]).toEqual([6, 3, 'D']);
    expect(where(afterNth(after, 'ADVANCE', 3).game, 'ge-xxiv')).toBe('eR49');
  });

  it('attrition (14): 15 factors, +1 for the German CTL, 1C/1H kept; a replacement lost; Tsimlyansk selected, the 51st retreats, LI Corps occupies', () => {
    const a = afterNth(after, 'ROLL', 5).turn.attrition!;
    expect([a.factors, a.column, a.die, a.drm, a.result?.text]).toEqual([15, '11-20', 4, 1, '1C/1H']);
    expect(where(afterNth(after, 'LOSE', 1).game, 'ru-r2')).toBe('pool');
    expect(hexOfUnit(final.game, 'ru-51')).toBe('eT46');
    expect(hexOfUnit(final.game, 'ge-li')).toBe('eS46');
    expect(final.game.control['eS46']).toBe('axis');
  });

  it('next turn\'s bookkeeping: the exploiter has exploitation supply (16.61), the airborne unit remembers its drop (14.212)', () => {
    const g = final.game;
    expect((g.pieces.get('ge-xxiv')!.piece as { exploitationSupply: boolean }).exploitationSupply).toBe(true);
    expect((g.pieces.get('ge-7fj')!.piece as { airdroppedFrom?: string }).airdroppedFrom).toBe('eP46');
  });
});
