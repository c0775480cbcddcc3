import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { awawRuleset } from '../../../machines/awaw/ruleset.ts';
import { engineOf } from '../../../src/core/engine.ts';
import type { AwawEvent } from '../../../src/awaw/events/index.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import type { AwawTurnContext } from '../../../src/awaw/turn/context.ts';
import { movementOf, partisansOf } from '../../../src/awaw/turn/movement-book.ts';
import { AWAW_VIEWS as V } from '../../../src/awaw/view/index.ts';
import { ROOT } from '../../unit/cli/helpers.ts';

/**
 * The whole-turn teaching events played through the turn machine, as `turnchart replay` plays them:
 * the Axis player turn (movement with a successful and a thwarted overrun, the combat phase with the
 * attack the failed overrun owes, the partisans' BRP losses), the Allied player turn (a partisan
 * moved, another built) and the next Axis turn up to its redeployment, where both partisans cost
 * BRPs. Each rule is checked on the state the machine reached.
 */
const scenario = awawRuleset.scenario.parseText(readFileSync(`${ROOT}/scenarios/awaw/teaching-don-1942.json`, 'utf8'));
const saved = JSON.parse(readFileSync(`${ROOT}/scenarios/awaw/events/teaching-don-1942-whole-turn.json`, 'utf8')) as { seed: number; events: AwawEvent[] };
const engine = engineOf(awawRuleset);
type Snapshot = SnapshotFrom<typeof awawRuleset.machine>;

function play() {
  if (!scenario.ok) throw new Error(JSON.stringify(scenario.errors));
  const actor = createActor(awawRuleset.machine, { input: { game: scenario.value, seed: saved.seed } }).start();
  const before: Snapshot[] = [];
  const after: AwawTurnContext[] = [];
  for (const e of saved.events) {
    const s = actor.getSnapshot();
    expect(engine.explain(s, e), JSON.stringify(e)).toEqual([]);
    before.push(s);
    actor.send(e);
    after.push(actor.getSnapshot().context);
  }
  return { actor, before, after };
}

const where = (g: AwawGame, id: string) => { const at = g.pieces.get(id)!.at; return at.kind === 'hex' ? at.hex : at.kind; };
const indexOf = (match: (e: AwawEvent) => boolean, n = 0) => saved.events.map((e, i) => (match(e) ? i : -1)).filter((i) => i >= 0)[n]!;
const stepOf = (s: Snapshot) => engine.activeStep(s)?.step.id;

describe('the whole AWAW player turn through the machine (13, 13.5, 15, 16, 14, 11)', () => {
  const { actor, before, after } = play();
  const final = actor.getSnapshot();
  const log = (final.context as AwawTurnContext).log.map((l) => `${l.rule} ${l.message}`);
  const firstOverrun = indexOf((e) => e.type === 'OVERRUN');
  const secondOverrun = indexOf((e) => e.type === 'OVERRUN', 1);

  it('replays every event, ending at the Axis redeployment of game turn 12', () => {
    expect(stepOf(final)).toBe('awaw.redeployment');
    expect([final.context.game.info.turn, final.context.game.info.phasing]).toEqual([12, 'axis']);
  });

  it('MV-1 13.11 MV-2 13.21 MV-10 13.33: voluntary elimination, air and naval movement, supply, then ground movement', () => {
    expect(before.slice(0, 4).map(stepOf)).toEqual(['awaw.movement.voluntaryElimination', 'awaw.movement.airNaval', 'awaw.movement.supply', 'awaw.movement.ground']);
    expect(engine.legalActions(before[0]!).some((e) => e.type === 'ELIMINATE' && e.unit === 'ge-xvii')).toBe(true);
  });

  it('MV-11 13.41, OV-7 13.521: the two panzer corps move one after the other to the hex they overrun from, each paying its own factors; the hexes entered become Axis (R-AWAW-MOVE-CONTROL)', () => {
    const c = after[4]!;
    expect([where(c.game, 'ge-xlviii'), where(c.game, 'ge-xl')]).toEqual(['eN48', 'eN48']);
    expect(movementOf(c.turn).moved['ge-xlviii']).toEqual({ start: 'eP47', path: ['eO47', 'eN48'], spent: 2, minimumMove: false });
    expect(c.game.control['eN48']).toBe('axis');
  });

  it('OV-4 13.52 OV-9 13.53 OV-15 13.54: the overrun of Uryupinsk at 6:1, its defensive air support intercepted; the replacement eliminated, the hex occupied at one more factor', () => {
    expect(stepOf(before[firstOverrun + 1]!)).toBe('awaw.movement.overrun.groundSupport');
    expect(stepOf(before[firstOverrun + 2]!)).toBe('awaw.movement.overrun.defensiveAir');
    expect(stepOf(before[firstOverrun + 3]!)).toBe('awaw.movement.overrun.interception');
    const c = after[firstOverrun + 3]!;
    expect(movementOf(c.turn).overruns[0]).toMatchObject({ hex: 'eM49', outcome: 'succeeded', groundSupport: 4, defensiveAir: 0 });
    expect(where(c.game, 'ru-r3')).toBe('pool');
    expect([where(c.game, 'ge-xlviii'), where(c.game, 'ge-xl')]).toEqual(['eM49', 'eM49']);
    expect(movementOf(c.turn).moved['ge-xl']!.spent).toBe(4);
    expect(c.game.control['eM49']).toBe('axis');
    expect([c.turn.airUsed.axis, c.turn.airUsed.russia]).toEqual([4, 3]);
  });

  it('OV-16 13.55A OV-12 13.531: the overrunning units go on to a second overrun, thwarted by defensive air support (12 against 4): they stay where they were', () => {
    expect(stepOf(before[secondOverrun]!)).toBe('awaw.movement.ground');
    const c = after[secondOverrun + 3]!;
    expect(movementOf(c.turn).overruns[1]).toMatchObject({ hex: 'eL50', outcome: 'failed', defensiveAir: 2 });
    expect([where(c.game, 'ge-xlviii'), where(c.game, 'ru-r4')]).toEqual(['eM49', 'eL50']);
    expect(log).toContain('13.52 the overrun of eL50 is at 3:1 (12 against 4): it fails (13.531)');
    // OV-12: no second attempt on the hex.
    expect(engine.explain(before[secondOverrun + 4]!, { type: 'OVERRUN', units: ['ge-xl'], hex: 'eL50' })[0]?.rule).toBe('13.531');
  });

  it('MV-1 13.11: infantry and replacements move too; the movement phase ends with no overstack to remedy (12.15)', () => {
    const done = indexOf((e) => e.type === 'DONE', 1);
    expect([where(after[done]!.game, 'ro-4'), where(after[done]!.game, 'ge-repl')]).toEqual(['eS43', 'eQ43']);
    expect(stepOf(after.length > done ? before[done + 1]! : final)).toBe('awaw.combat.missions');
    expect(log).toContain('13.1 the movement phase ends');
  });

  it('OV-13 13.531 failedOverrunAttack: the attacks step may not end, nor the overrunning units attack elsewhere, until they attack eL50', () => {
    const owed = indexOf((e) => e.type === 'ATTACK' && e.target === 'eL50');
    const s = before[owed]!;
    expect(engine.explain(s, { type: 'DONE' })[0]?.rule).toBe('13.531');
    expect(engine.legalActions(s).some((e) => e.type === 'DONE')).toBe(false);
    expect(engine.legalActions(s).filter((e) => e.type === 'ATTACK' && e.attackers.includes('ge-xl')).every((e) => e.type === 'ATTACK' && e.target === 'eL50')).toBe(true);
    expect(where(after[owed + 4]!.game, 'ru-r4')).toBe('pool');
    expect(engine.explain(before[owed + 6]!, { type: 'DONE' })).toEqual([]);
  });

  it('OV-13 13.531: the air that flew ground support for the failed overrun attacks with it, and the defensive air that thwarted it stays, counted as flown once', () => {
    const owed = indexOf((e) => e.type === 'ATTACK' && e.target === 'eL50');
    const gsAt = before[owed + 1]!, dasAt = before[owed + 2]!;
    expect(stepOf(gsAt)).toBe('awaw.regular.groundSupport');
    expect(gsAt.context.turn.attack?.carried).toEqual({ hex: 'eL50', groundSupport: 4, defensiveAir: 2, defensiveAirFaction: 'russia' });
    // At least the 4 factors of the overrun; fewer is refused with the rule.
    const gs = engine.legalActions(gsAt).map((e) => (e.type === 'GROUND_SUPPORT' ? e.factors : -1));
    expect(Math.min(...gs)).toBe(4);
    expect(engine.explain(gsAt, { type: 'GROUND_SUPPORT', faction: 'axis', factors: 3 })).toMatchObject([{ rule: '13.531', code: 'overrun.carriedGroundSupport' }]);
    expect(engine.explain(gsAt, { type: 'GROUND_SUPPORT', faction: 'axis', factors: 0 })).toMatchObject([{ rule: '13.531' }]);
    // The same 4 factors flew in the movement phase: the Axis air used does not grow.
    expect(after[owed + 1]!.turn.airUsed.axis).toBe(gsAt.context.turn.airUsed.axis);
    expect(after[owed + 1]!.turn.attack?.groundSupport).toBe(4);
    const das = engine.legalActions(dasAt).map((e) => (e.type === 'DEFENSIVE_AIR' ? e.factors : -1));
    expect(Math.min(...das)).toBe(2);
    expect(engine.explain(dasAt, { type: 'DEFENSIVE_AIR', faction: 'russia', factors: 1 })).toMatchObject([{ rule: '13.531', code: 'overrun.carriedDefensiveAir' }]);
    expect(after[owed + 2]!.turn.airUsed.russia).toBe(dasAt.context.turn.airUsed.russia);
    expect(log).toContain('15.51 4 air factors fly ground support (4 of them flew for the failed overrun, 13.531)');
    expect(log).toContain('15.51 2 air factors fly defensive air support (2 of them stayed in place since the overrun they thwarted, 13.531)');
  });

  it('OV-13: an attack that answers no failed overrun carries no air over', () => {
    const other = indexOf((e) => e.type === 'ATTACK' && e.target === 'eO49');
    expect(after[other]!.turn.attack?.carried).toBeUndefined();
    expect(Math.min(...engine.legalActions(before[other + 1]!).map((e) => (e.type === 'GROUND_SUPPORT' ? e.factors : -1)))).toBe(0);
  });

  it('PT-61 PT-62 11.71-11.72: at the end of the Axis combat phase the partisan behind the lines costs the Axis one BRP; the next turn, two', () => {
    expect(log).toContain('11.71 Axis loses 1 BRP to partisans (Partisans)');
    expect(log).toContain('11.71 Axis loses 2 BRPs to partisans (Partisans, Partisans)');
    expect(partisansOf(final.context.turn).brpLosses).toEqual([{ faction: 'axis', brp: 2, partisans: ['ru-p1', 'ru-p2'] }]);
  });

  it('PT-44 11.42 PT-54 11.61: in the Allied movement phase the partisan moves within its country and controls only the hex it stands in', () => {
    const c = after[indexOf((e) => e.type === 'MOVE' && e.units[0] === 'ru-p1')]!;
    expect(where(c.game, 'ru-p1')).toBe('eT40');
    expect(c.game.control['eT40']).toBe('axis');
  });

  it('PT-28 11.351 PT-35 11.352: in the Allied unit construction phase a Russian partisan is placed free in an Axis-held hex of Russia', () => {
    const i = indexOf((e) => e.type === 'BUILD_PARTISAN');
    expect(stepOf(before[i]!)).toBe('awaw.construction');
    expect(where(after[i]!.game, 'ru-p2')).toBe('eR41');
    expect(partisansOf(after[i]!.turn).builds).toMatchObject([{ unit: 'ru-p2', hex: 'eR41', builder: 'russia', cost: 0 }]);
    expect(engine.legalActions(before[i]!).some((e) => e.type === 'BUILD_PARTISAN' && e.hex === 'eR41')).toBe(true);
  });

  it('MV-11 13.41: the ground movement step lists each movable unit\'s reachable hexes with their cost, and says why a hex is out of reach', () => {
    const s = before[3]!;
    // How long the listing takes is the bench's to measure (npm run bench), not a test's.
    const moves = engine.legalActions(s).filter((e) => e.type === 'MOVE');
    expect(moves.length).toBeGreaterThan(400);
    const move = moves.find((e) => e.type === 'MOVE' && e.units[0] === 'ge-xlviii' && e.to === 'eN48')!;
    expect(V.moveOf!(move, s.context)).toMatchObject({ pieces: ['ge-xlviii'], to: 'eN48', path: ['eO47', 'eN48'] });
    // A move named by its end only (the guide's click on a hex): the rules find the cheapest path.
    const byEnd: AwawEvent = { type: 'MOVE', units: ['ge-xlviii'], to: 'eN48' };
    expect(engine.explain(s, byEnd)).toEqual([]);
    expect(V.reaim(move, 'eM48')).toEqual({ type: 'MOVE', units: ['ge-xlviii'], to: 'eM48' });
    expect((V.moveOf as (e: AwawEvent, c: AwawTurnContext) => { path?: readonly string[] })(byEnd, s.context).path).toHaveLength(2);
    expect((V.moveOf as (e: AwawEvent, c: AwawTurnContext) => { cost?: string })(move, s.context).cost).toBe('2 movement factors, 2 of 6 spent');
    const far = engine.explain(s, { type: 'MOVE', units: ['ge-xvii'], to: 'eO54' });
    expect(far[0]).toMatchObject({ rule: '13.41', code: 'move.allowance' });
    expect(far[0]!.message).toContain('its movement factor is 3');
  });
});
