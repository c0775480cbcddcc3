import type { Faction } from '../../../src/ds/model/factions.ts';
import type { FuzzTarget } from './targets.ts';

/**
 * How much fuzzing `npm test` does: every bundled and fixture scenario, each faction's turn, a
 * fixed fast-check seed per target (so CI is repeatable; TURNCHART_FUZZ_SEED explores others).
 * Walks are up to WALK_LENGTH events; each target must offer at least EVENTS_PER_TARGET events,
 * so the whole suite offers at least MIN_TOTAL_EVENTS (docs/reliability.md gives the timings).
 */
export const WALK_LENGTH = 600;
export const RUNS_PER_TARGET = 12;
export const EVENTS_PER_TARGET = 4_800;
export const MIN_TOTAL_EVENTS = 100_000;

const FACTIONS_TURNS: readonly Faction[] = ['western', 'axis', 'soviet'];
const targets = (file: string): FuzzTarget[] => FACTIONS_TURNS.map((phasing) => ({ file, phasing }));

export const TEACHING_TARGETS = targets('scenarios/teaching-java-1942.json');
export const FIXTURE_TARGETS_A = ['combat-retreat-china', 'every-place', 'organization-north']
  .flatMap((f) => targets(`scenarios/fixtures/${f}.json`));
export const FIXTURE_TARGETS_B = ['placement-north-seas', 'placement-south-pacific', 'tiny']
  .flatMap((f) => targets(`scenarios/fixtures/${f}.json`));
export const ALL_TARGETS = [...TEACHING_TARGETS, ...FIXTURE_TARGETS_A, ...FIXTURE_TARGETS_B];

/** A distinct fast-check seed per target, from its place in ALL_TARGETS. */
export const seedOf = (t: FuzzTarget): number => 1_000 + 17 * ALL_TARGETS.findIndex((x) => x.file === t.file && x.phasing === t.phasing);
