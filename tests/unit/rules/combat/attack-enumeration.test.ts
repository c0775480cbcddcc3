import { describe, expect, it } from 'vitest';
import { counterFaction } from '../../../../src/ds/model/counters.ts';
import { isHq } from '../../../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { attackOptions, attackViolations, MAX_ENUMERATED_ATTACKERS } from '../../../../src/ds/rules/combat/attack-api.ts';
import { attackerViolations } from '../../../../src/ds/rules/combat/attack-restrictions.ts';
import { groundUnitsIn } from '../../../../src/ds/rules/combat/attack-facts.ts';
import { hqCandidates } from '../../../../src/ds/rules/combat/ranged-support.ts';
import type { AttackDeclaration, CombatMode, CombatSegmentRecord } from '../../../../src/ds/model/combat.ts';
import { emptyCombatRecord } from '../../../../src/ds/model/combat.ts';
import { benchBoard } from '../../../bench/support/boards.ts';
import { walkTurn } from '../../../bench/support/walk.ts';
import { loadScenario } from '../../../support/turn-harness.ts';

/**
 * attackOptions asks the target's own checks (AT-3, AT-5) once per target and each unit's
 * (AT-7, AT-12, AT-15, AT-16, MA-1, BC-1) once per target and unit, and only the checks of the
 * attackers together per declaration. The reference here is the plain enumeration: every hex next
 * to a phasing ground unit, every set of its units that may attack it one by one, with no HQ or with
 * each HQ near it, each declaration checked whole by attackViolations. Same declarations, same order.
 */
interface Plain {
  readonly options: AttackDeclaration[];
  readonly tried: number;
  /** Codes of the refusals met, to show the comparison reached them. */
  readonly codes: Set<string>;
}

function plainOptions(state: DsGameState, mode: CombatMode, record: CombatSegmentRecord): Plain {
  const faction = state.game.phasing;
  const grid = state.board.grid;
  const targets = new Set<string>();
  for (const p of state.counters.all()) {
    if (p.counter.kind !== 'ground' || p.at.kind !== 'hex' || counterFaction(p.counter, state.countries) !== faction) continue;
    for (const n of grid.neighbours(p.at.hex)) targets.add(n);
  }
  const options: AttackDeclaration[] = [];
  const codes = new Set<string>();
  let tried = 0;
  const ask = (d: AttackDeclaration): void => {
    tried++;
    const found = attackViolations(state, mode, d, record);
    if (found.length === 0) options.push(d);
    for (const v of found) codes.add(v.code);
  };
  for (const target of [...targets].sort()) {
    const eligible = grid.neighbours(target).flatMap((n) => groundUnitsIn(state, n, faction).map((u) => u.id))
      .filter((id) => attackerViolations(state, mode, id, target, faction, record).length === 0)
      .slice(0, MAX_ENUMERATED_ATTACKERS);
    const hqs = hqCandidates(state, faction, target);
    for (let mask = 1; mask < 1 << eligible.length; mask++) {
      const attackers = eligible.filter((_, i) => mask & (1 << i));
      ask({ target, attackers });
      if (attackers.some((id) => { const c = state.counters.get(id)!.counter; return c.kind === 'ground' && isHq(c); })) continue;
      for (const hq of hqs) if (!attackers.includes(hq)) ask({ target, attackers, rangedSupport: hq });
    }
  }
  return { options, tried, codes };
}

function walked(): { regular: DsGameState; blitz: DsGameState; record: CombatSegmentRecord } {
  const walk = walkTurn(benchBoard('full', 'axis'), 1, 3);
  const regular = walk.samples.get('ds.regular.attacks')!.snapshot.context;
  const blitz = walk.samples.get('ds.blitz.attacks')!.snapshot.context;
  return { regular: regular.game, blitz: blitz.game, record: regular.turn.combat.regular };
}

describe('4.2.1 attack enumeration, each check asked where it changes (AT-3..AT-18, HQ-*, BC-1, BC-3, issue 9)', () => {
  it('lists exactly what the plain enumeration lists, in its order, in the bench walk\'s attack states, in both segments, before and after attacks', () => {
    const { regular, blitz, record } = walked();
    const first = plainOptions(regular, 'regular', record).options;
    expect(first.length).toBeGreaterThan(50);
    // Some hexes and units already used (AT-5, unitAlreadyAttacked, HQ-7), as later in a segment.
    const used: CombatSegmentRecord = {
      attackedHexes: [first[0]!.target],
      unitsThatAttacked: [first.at(-1)!.attackers[0]!],
      unitsThatParticipated: [first.at(-1)!.attackers[0]!, ...first.flatMap((d) => (d.rangedSupport ? [d.rangedSupport] : [])).slice(0, 1)],
    };
    const codes = new Set<string>();
    let tried = 0;
    let listed = 0;
    for (const [name, state, mode, rec] of [
      ['regular', regular, 'regular', record], ['regular, some used', regular, 'regular', used],
      ['regular state in Blitz Combat', regular, 'blitz', emptyCombatRecord], ['blitz', blitz, 'blitz', emptyCombatRecord],
    ] as const) {
      const plain = plainOptions(state, mode, rec);
      expect(attackOptions(state, mode, rec), name).toEqual(plain.options);
      plain.codes.forEach((c) => codes.add(c));
      tried += plain.tried;
      listed += plain.options.length;
    }
    expect(tried).toBeGreaterThan(listed);
    // AT-18 refuses nothing since R-TRUCE-ATTACK: a Truce is named for the player to weigh.
    for (const c of ['attack.noEnemy', 'attack.hexAlreadyAttacked', 'attack.minorCountryMix', 'attack.blitzWeather', 'attack.oddsBelowOneToThree']) expect(codes, c).toContain(c);
  });

  it('lists exactly what the plain enumeration lists on the combat fixture for every faction', () => {
    const state = loadScenario('scenarios/fixtures/combat-retreat-china.json');
    for (const phasing of ['axis', 'western', 'soviet'] as const) {
      const s = { ...state, game: { ...state.game, phasing } };
      for (const mode of ['regular', 'blitz'] as const) {
        expect(attackOptions(s, mode, emptyCombatRecord), `${phasing} ${mode}`).toEqual(plainOptions(s, mode, emptyCombatRecord).options);
      }
    }
  });
});
