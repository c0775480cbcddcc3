import { FREE_MOVE_LABEL, freeMoveView } from '../../core/free-move-view.ts';
import type { ActionTarget, ResultEntryView } from '../../core/views.ts';
import type { OcsEvent, OcsEventType } from '../events/index.ts';
import { hexName, pieceName } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';

/** Events in words, and which of them the board aims. */

export const KIND_LABELS: Readonly<Record<OcsEventType, string>> = {
  CONTINUE: 'Continue', DONE: 'Done', SET_MODE: 'Change mode', MOVE: 'Move', OVERRUN: 'Overrun', ATTACK: 'Declare a combat',
  PAY_COMBAT_SUPPLY: 'Pay combat supply', WITHHOLD_COMBAT_SUPPLY: 'Withhold combat supply', CANCEL_ATTACK: 'Call the attack off',
  CHOOSE_AR_UNIT: 'Action Rating unit', CHOOSE_TERRAIN: 'Choose terrain', ROLL: 'Roll a die', ROLL_2D6: 'Roll two dice', SURPRISE_RESULT: 'Surprise from your chart',
  COMBAT_RESULT: 'Result from your chart', LOSE_STEP: 'Lose a step', TAKE_OPTION: 'Take the option', IGNORE_OPTION: 'Ignore the option',
  RETREAT: 'Retreat', MARK_EXPLOIT: 'Exploit markers', ADVANCE: 'Advance after combat', CAPTURE_RESULT: 'Capture result from your chart',
  AIR_BASE_RESULT: 'Air Base Capture result from your chart', ALLOT_CAPTURE: 'Which Transport Points are captured', DISPLACE: 'Displace',
  FREE_MOVE: FREE_MOVE_LABEL,
};

const names = (g: OcsGame, ids: readonly string[]): string => ids.map((id) => pieceName(g, id)).join(', ');

export function describeEvent(e: OcsEvent, g: OcsGame): string {
  const label = KIND_LABELS[e.type];
  switch (e.type) {
    case 'SET_MODE': return `${label}: ${names(g, e.units)} to ${e.mode} mode`;
    case 'MOVE': return `${label}: ${names(g, e.units)} to ${hexName(g, e.to)}`;
    case 'OVERRUN': return `${label}: ${names(g, e.units)} against ${hexName(g, e.target)}`;
    case 'ATTACK': return `${label}: ${names(g, e.attackers)} against ${hexName(g, e.target)}`;
    case 'PAY_COMBAT_SUPPLY': {
      const t = e.draws.map((d) => `${d.tokens}T from ${pieceName(g, d.source)}`);
      const s = e.internalStocks.length > 0 ? [`internal stocks of ${names(g, e.internalStocks)}`] : [];
      return `${label}: ${[...t, ...s].join(' and ') || 'nothing owed'}`;
    }
    case 'CHOOSE_AR_UNIT': return `${label}: ${pieceName(g, e.unit)}`;
    case 'CHOOSE_TERRAIN': return `${label}: ${e.terrain}${e.kind === 'hexside' ? ' hexside' : ''} for ${e.stack === 'defence' ? 'the defence' : `the stack in ${e.stack}`}`;
    case 'ROLL': return e.value !== undefined ? `${label}: ${e.value}` : label;
    case 'ROLL_2D6': return e.dice ? `${label}: ${e.dice.join(' and ')}` : label;
    case 'SURPRISE_RESULT': return `${label}: ${e.surprise}`;
    case 'COMBAT_RESULT': return `${label}: ${e.result}`;
    case 'LOSE_STEP': return `${label}: ${pieceName(g, e.unit)}`;
    case 'TAKE_OPTION': return `${label}: ${e.losses} as step losses, the rest as retreat hexes`;
    case 'RETREAT': return e.to !== undefined ? `${label}: ${names(g, e.units)} to ${hexName(g, e.to)}${e.via && e.via.length > 0 ? ` via ${e.via.join(', ')}` : ''}` : `${label}: ${names(g, e.units)} cannot retreat (eliminated)`;
    case 'MARK_EXPLOIT': return `${label}: ${pieceName(g, e.unit)}`;
    case 'ADVANCE': return `${label}: ${pieceName(g, e.unit)}`;
    case 'CAPTURE_RESULT': return `${label}: ${e.percent}%`;
    case 'AIR_BASE_RESULT': return `${label}: ${e.result}`;
    case 'ALLOT_CAPTURE': return `${label}: from ${pieceName(g, e.piece)} first`;
    case 'DISPLACE': return `${label}: ${pieceName(g, e.piece)} to ${hexName(g, e.hex)}`;
    case 'FREE_MOVE': return `${label}: ${pieceName(g, e.piece)} to ${hexName(g, e.to)}`;
    default: return label;
  }
}

export function eventTarget(e: OcsEvent): ActionTarget | undefined {
  switch (e.type) {
    case 'MOVE': return { kind: 'hex', hex: e.to };
    case 'OVERRUN': case 'ATTACK': return { kind: 'hex', hex: e.target };
    case 'DISPLACE': return { kind: 'hex', hex: e.hex };
    case 'RETREAT': return e.to !== undefined ? { kind: 'hex', hex: e.to } : undefined;
    case 'FREE_MOVE': return freeMoveView.target(e);
    default: return undefined;
  }
}

export function boardFields(type: OcsEventType): readonly string[] {
  return type === 'MOVE' || type === 'RETREAT' || type === 'FREE_MOVE' ? ['to'] : type === 'OVERRUN' || type === 'ATTACK' ? ['target'] : type === 'DISPLACE' ? ['hex'] : [];
}

export function reaim(e: OcsEvent, hex: string): OcsEvent | undefined {
  switch (e.type) {
    case 'MOVE': return { ...e, to: hex };
    case 'OVERRUN': case 'ATTACK': return { ...e, target: hex };
    case 'DISPLACE': return { ...e, hex };
    case 'RETREAT': return { ...e, to: hex };
    case 'FREE_MOVE': return freeMoveView.reaim(e, hex);
    default: return undefined;
  }
}

export const seededRoll = (e: OcsEvent): boolean | undefined => (e.type === 'ROLL' ? e.value === undefined : e.type === 'ROLL_2D6' ? e.dice === undefined : undefined);

const ENTRIES: Partial<Record<OcsEventType, ResultEntryView>> = {
  COMBAT_RESULT: { label: 'Result from your Combat Table (the bundled one is a SAMPLE)', hint: 'e.g. AL1o1, Do1 or Ae3, DL2o2DG', event: (result) => ({ type: 'COMBAT_RESULT', result }) },
  SURPRISE_RESULT: { label: 'Who got Surprise on your Surprise Table', hint: 'attacker, defender or none', event: (surprise) => ({ type: 'SURPRISE_RESULT', surprise }) },
  // A number typed as text: the parser refuses anything but a whole number from 0 to 100, located.
  CAPTURE_RESULT: { label: 'Percent captured on your Capture Table', hint: 'e.g. 25', event: (text) => ({ type: 'CAPTURE_RESULT', percent: /^\d+$/.test(text) ? Number(text) : text }) },
  AIR_BASE_RESULT: { label: 'Result on your Air Base Capture Table', hint: 'reduction or none', event: (result) => ({ type: 'AIR_BASE_RESULT', result }) },
};
export const resultEntry = (type: OcsEventType): ResultEntryView | undefined => ENTRIES[type];
