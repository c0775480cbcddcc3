import { freeMoveView } from '../../core/free-move-view.ts';
import type { ActionTarget, ResultEntryView } from '../../core/views.ts';
import type { DsEvent, DsEventType } from '../events/index.ts';

/**
 * Where DS events point on the board, and the dice: which events the player aims at a hex or an
 * off-map place (a Naval Zone's box, the Strategic Warfare Box; keys in places.ts), and which are
 * seeded rolls, die faces or chart results read by the player.
 */

/** The target of an action the player points at, or undefined when the action is a plain choice. */
export function actionTarget(e: DsEvent): ActionTarget | undefined {
  switch (e.type) {
    case 'PLACE_SUPPORT':
      if (e.to.kind === 'hex') return { kind: 'hex', hex: e.to.hex };
      return { kind: 'place', key: e.to.kind === 'onStation' ? `zone:${e.to.zone}` : 'box:strategicWarfare' };
    case 'PLACE_CONVOY': return { kind: 'place', key: `convoys:${e.zone}` };
    case 'ATTACK': return { kind: 'hex', hex: e.target };
    case 'PLACE_BEACHHEAD': return { kind: 'hex', hex: e.arrowTo };
    case 'AIRDROP': case 'PLACE_BLITZ': case 'PLACE_CV_STRIKE': case 'RETREAT': case 'ADVANCE': case 'EXPLOIT':
    case 'PLACE_DETACHMENT': case 'PLACE_SNLF_BEACHHEAD':
      return { kind: 'hex', hex: e.hex };
    case 'FREE_MOVE': return freeMoveView.target(e);
    default: return undefined;
  }
}

/**
 * Fields that the target (and the finer choices made after it) replace: what is left is the
 * action's subject, the thing the player picks before pointing at the board. An attack is one
 * subject: the player points at the defending hex first, then picks the attacking force.
 */
const CHOSEN_ON_BOARD: Partial<Record<DsEventType, readonly string[]>> = {
  PLACE_SUPPORT: ['to'], PLACE_CONVOY: ['zone', 'mode'], ATTACK: ['target', 'attackers', 'hq', 'rangedSupport'],
  PLACE_BEACHHEAD: ['arrowTo'], PLACE_SNLF_BEACHHEAD: ['hex', 'arrowTo'],
  AIRDROP: ['hex'], PLACE_BLITZ: ['hex'], PLACE_CV_STRIKE: ['hex'], RETREAT: ['hex'], ADVANCE: ['hex'], EXPLOIT: ['hex'],
  PLACE_DETACHMENT: ['hex'], FREE_MOVE: freeMoveView.boardFields,
};

export const boardFields = (type: DsEventType): readonly string[] => CHOSEN_ON_BOARD[type] ?? [];

/**
 * The action the player meant by pointing at `hex` while `armed` is chosen, when no legal action
 * points there: the armed action re-aimed at that hex, so the legality check can say why not.
 */
export function reaimAt(armed: DsEvent, hex: string): DsEvent | undefined {
  switch (armed.type) {
    case 'PLACE_SUPPORT': return { ...armed, to: { kind: 'hex', hex } };
    case 'ATTACK': return { ...armed, target: hex };
    case 'PLACE_BEACHHEAD': return { ...armed, arrowTo: hex };
    case 'AIRDROP': case 'PLACE_BLITZ': case 'PLACE_CV_STRIKE': case 'RETREAT': case 'ADVANCE': case 'EXPLOIT':
    case 'PLACE_DETACHMENT': case 'PLACE_SNLF_BEACHHEAD':
      return { ...armed, hex };
    case 'FREE_MOVE': return freeMoveView.reaim(armed, hex);
    default: return undefined;
  }
}

/** A die the seeded dice roll (ROLL without a value: true), a die face the player read (false), or not a die. */
export const seededRoll = (e: DsEvent): boolean | undefined => (e.type === 'ROLL' ? e.value === undefined : undefined);

/** The charts whose result the player may read on their own (2.1, 2.2.5.2, 4.2.2 Step 5), by the event that enters it. */
const RESULT_ENTRY: Partial<Record<DsEventType, ResultEntryView>> = {
  POLITICAL_RESULT: { label: 'Result from your Political Events Table', hint: 'the result as printed, e.g. No effect.', event: (result) => ({ type: 'POLITICAL_RESULT', result }) },
  CABINET_CRISIS_RESULT: { label: 'Result from your Cabinet Crisis Table', hint: 'the result as printed on the table', event: (result) => ({ type: 'CABINET_CRISIS_RESULT', result }) },
  COMBAT_RESULT: { label: 'Result from your Combat Results Table', hint: 'e.g. Dr2 0/1', event: (result) => ({ type: 'COMBAT_RESULT', result }) },
};

export const resultEntry = (type: DsEventType): ResultEntryView | undefined => RESULT_ENTRY[type];
