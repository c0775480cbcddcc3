import { describe, expect, it } from 'vitest';
import westernTurn from '../../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../../src/ds/events/index.ts';
import { contentsOf, hexName, placeIndex } from '../../../src/ds/model/index.ts';
import { dsViews } from '../../../src/ds/view/index.ts';
import { counterLabel } from '../../../src/ds/view/names.ts';
import { placeOfTargetKey, targetKeyOf } from '../../../src/ds/view/places.ts';
import { TEACHING, loadScenario, startTurn } from '../../support/turn-harness.ts';

/** What the guide shows of the teaching scenario, as the DS views compute it. */
const game = loadScenario(TEACHING);
const saved = westernTurn.events as DsEvent[];

describe('DS views: the map and what stands on it', () => {
  it('the printed map: every hex with its terrain, named hexes, ports, the hexsides with features; made once per board', () => {
    const map = dsViews.map(game);
    expect(map.hexes).toHaveLength(Object.keys(game.board.hexes).length);
    expect(map.grid).toBe(game.board.grid);
    expect(map.hexes.find((h) => h.id === 'w3218')).toMatchObject({ name: 'Singapore', port: 'major' });
    expect(map.sides).toHaveLength(Object.keys(game.board.hexsides).length);
    for (const h of map.hexes) expect(map.terrainNames[h.terrain], h.terrain).toBeDefined();
    for (const s of map.sides) for (const f of s.features) expect(map.featureNames[f], f).toBeDefined();
    expect(dsViews.map(game)).toBe(map);
  });

  it('stacks: the counters of each hex in scenario order, each with its label, chip and faction', () => {
    const { stacks } = dsViews.stacks(game);
    const singapore = stacks.get('w3218')!;
    expect(singapore.map((p) => p.id)).toEqual(contentsOf(game, { kind: 'hex', hex: 'w3218' }).map((p) => p.counter.id));
    const army = singapore.find((p) => p.label === '25th Army 4-4-2')!;
    expect(army).toMatchObject({ chip: '4-4-2', side: 'axis', detail: 'Japanese, Axis' });
    const onMap = [...placeIndex(game).values()].filter((ps) => ps[0]?.at.kind === 'hex');
    expect(stacks.size).toBe(onMap.length);
    expect(dsViews.stacks(game)).toBe(dsViews.stacks(game));
  });

  it('one hex in words: title, the tooltip line, the facts terrain first, and its counters', () => {
    const h = dsViews.hex(game, 'w3218')!;
    expect(h.title).toBe('Singapore (w3218)');
    expect(h.summary).toMatch(/^Jungle, .*Key Port$/);
    expect(h.facts[0]!.label).toBe('Terrain');
    expect(h.facts).toContainEqual({ label: 'Port', value: 'Key Port (Multi-Zone Port)' });
    expect(h.facts.map((f) => f.label)).toEqual(expect.arrayContaining(['Country', 'Naval Zones', 'Weather']));
    expect(h.pieces.map((p) => p.label)).toContain('25th Army 4-4-2');
    expect(dsViews.hex(game, 'w9999')).toBeUndefined();
    expect(dsViews.hex(game, 'toString')).toBeUndefined();
  });
});

describe('DS views: places off the map and target keys', () => {
  it('the occupied places and every targetable box (empty too), each by its target key when it has one', () => {
    const places = dsViews.places(game);
    const keys = places.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(places.find((p) => p.key === 'zone:bayOfBengal')).toMatchObject({ name: 'Bay of Bengal On Station Box', pieces: [] });
    expect(places.find((p) => p.key === 'box:strategicWarfare')!.pieces).toHaveLength(1);
    expect(places.find((p) => p.name === 'Axis Force Pool')!.pieces.length).toBeGreaterThan(0);
    expect(places.map((p) => p.name)).toEqual([...places.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('target keys name On Station Boxes, Convoys Boxes and the Strategic Warfare Box, and nothing else; in words', () => {
    for (const key of ['zone:bayOfBengal', 'convoys:southChinaSea', 'box:strategicWarfare']) expect(targetKeyOf(placeOfTargetKey(key)!)).toBe(key);
    expect(placeOfTargetKey('hex:w3218')).toBeUndefined();
    expect(targetKeyOf({ kind: 'navalZone', zone: 'bayOfBengal', box: 'used' })).toBeUndefined();
    expect(dsViews.targetName(game, 'zone:bayOfBengal')).toBe('Bay of Bengal On Station Box');
    expect(dsViews.targetName(game, 'convoys:southChinaSea')).toBe('South China Sea Convoys Box');
    expect(dsViews.targetName(game, 'w3218')).toBe(hexName(game, 'w3218'));
  });
});

describe('DS views: the heading, who acts, events in words, dice', () => {
  it('the position and who acts, by faction name', () => {
    expect(dsViews.position(game)).toMatchObject({ title: game.scenario.name, phasing: 'western' });
    expect(dsViews.position(game).facts).toBe(`Turn ${game.game.turn}, ${game.game.season} ${game.game.year} · Western faction turn`);
    const ctx = startTurn(game, 1).getSnapshot().context;
    expect(dsViews.actorText('phasing', ctx)).toBe('Western (the phasing faction)');
    expect(dsViews.actorText('all', ctx)).toBe('All factions together (a step of the whole game turn)');
    expect(dsViews.actorText('automatic', ctx)).toMatch(/^Automatic/);
    expect(dsViews.gameOf(ctx)).toBe(ctx.game);
  });

  it('events: kind labels, full words with names, where they point, what the board choice fills, re-aiming', () => {
    const place = saved.find((e) => e.type === 'PLACE_SUPPORT')!;
    expect(dsViews.kindLabel('PLACE_SUPPORT')).toBe('Place support unit');
    expect(dsViews.describe(place, game)).toMatch(/^Place support unit: .* to /);
    expect(dsViews.target(place)).toBeDefined();
    expect(dsViews.boardFields('PLACE_SUPPORT')).toEqual(['to']);
    expect(dsViews.boardFields('CONTINUE')).toEqual([]);
    expect(dsViews.reaim(place, 'w2717')).toMatchObject({ type: 'PLACE_SUPPORT', to: { kind: 'hex', hex: 'w2717' } });
    expect(dsViews.reaim({ type: 'CONTINUE' }, 'w2717')).toBeUndefined();
    const unit = place.type === 'PLACE_SUPPORT' ? place.unit : '';
    expect(dsViews.describe(place, game)).toContain(counterLabel(game.counters.get(unit)!.counter));
  });

  it('dice: a seeded roll, a die face, a chart result the player may enter, or none of these', () => {
    expect(dsViews.seededRoll({ type: 'ROLL' })).toBe(true);
    expect(dsViews.seededRoll({ type: 'ROLL', value: 3 })).toBe(false);
    expect(dsViews.seededRoll({ type: 'CONTINUE' })).toBeUndefined();
    const entry = dsViews.resultEntry('COMBAT_RESULT')!;
    expect({ label: entry.label, hint: entry.hint }).toEqual({ label: 'Result from your Combat Results Table', hint: 'e.g. Dr2 0/1' });
    expect(entry.event('Dr2 0/1')).toEqual({ type: 'COMBAT_RESULT', result: 'Dr2 0/1' });
    expect(dsViews.resultEntry('ROLL')).toBeUndefined();
  });
});
