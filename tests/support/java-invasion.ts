import { moveCounter } from '../../src/ds/model/contents.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';

/**
 * The Western invasion of Java at sea on the teaching scenario `g` (the 2.2.2 Beachhead Maintenance
 * example as tests/machines/beachhead-maintenance.test.ts plays it): the scenario's invasion force
 * waiting at sea goes ashore on Christmas Island, then a Beachhead-2 off Telekbetung carries the
 * Australian 7th Division and a Beachhead-1 off Batavia the British 5th Division and the Australian
 * I Corps HQ. Plain code, no Node modules: the browser tests use it too.
 */
export function javaInvasionAtSea(g: DsGameState): DsGameState {
  for (const id of ['au-6-div', 'br-18-div']) g = moveCounter(g, id, { kind: 'hex', hex: 'w2518' });
  g = moveCounter(g, 'we-bh-2', { kind: 'hex', hex: 'w2717', arrowTo: 'w2818' });
  g = moveCounter(g, 'au-7-div', { kind: 'hex', hex: 'w2717' });
  g = moveCounter(g, 'we-bh-1', { kind: 'hex', hex: 'w2718', arrowTo: 'w2719' });
  g = moveCounter(g, 'br-5-div', { kind: 'hex', hex: 'w2718' });
  return moveCounter(g, 'au-1-corps-hq', { kind: 'hex', hex: 'w2718' });
}
