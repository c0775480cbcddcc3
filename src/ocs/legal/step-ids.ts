import type { CombatKind, CombatPhase } from '../turn/combat.ts';

/**
 * The state node ids of the OCS turn's steps, declared once: the machine's configs and the
 * legality objects both take them from here. The combat procedure (9.2) is one config used four
 * times (overruns in the Movement Phase and in the Exploitation Phase's movement, the Combat
 * Phase's Combat Segment, the Exploitation Phase's Combat Segment), each under its own prefix.
 */
export const CONFIRM_IDS = {
  weather: 'ocs.weather',
  initiative: 'ocs.initiative',
  aircraftRefit: 'ocs.aircraftRefit',
  reinforcement: 'ocs.reinforcement',
  supply: 'ocs.supply',
  reaction: 'ocs.reaction',
  combatBarrage: 'ocs.combatPhase.barrage',
  exploitBarrage: 'ocs.exploitationPhase.barrage',
  cleanUp: 'ocs.cleanUp',
} as const;

export interface ProcedureSpec {
  readonly prefix: string;
  readonly kind: CombatKind;
  readonly phase: CombatPhase;
}

export const PROCEDURES = {
  overrun: { prefix: 'ocs.overrun', kind: 'overrun', phase: 'movement' },
  combat: { prefix: 'ocs.combat', kind: 'combat', phase: 'combat' },
  exploitation: { prefix: 'ocs.exploitation', kind: 'exploitation', phase: 'exploitation' },
  exploitOverrun: { prefix: 'ocs.exploitOverrun', kind: 'overrun', phase: 'exploitation' },
} as const satisfies Readonly<Record<string, ProcedureSpec>>;

export interface MovementSpec {
  readonly prefix: string;
  readonly phase: 'movement' | 'exploitation';
  readonly overrun: ProcedureSpec;
}

export const MOVEMENTS = {
  movement: { prefix: 'ocs.movement', phase: 'movement', overrun: PROCEDURES.overrun },
  exploitMove: { prefix: 'ocs.exploitMove', phase: 'exploitation', overrun: PROCEDURES.exploitOverrun },
} as const satisfies Readonly<Record<string, MovementSpec>>;

/** The steps of the procedure that take events (9.2 steps 2-9). */
export const PROCEDURE_STEPS = [
  'attackerSupply', 'defenderSupply', 'attackerAr', 'defenderAr', 'terrain', 'surprise', 'surpriseShift', 'combatRoll',
  'attackerLoss', 'attackerOption', 'attackerRetreat', 'attackerRetreatLoss', 'exploit',
  'defenderLoss', 'defenderOption', 'defenderRetreat', 'defenderRetreatLoss', 'advance',
] as const;
export type ProcedureStep = (typeof PROCEDURE_STEPS)[number];

/** Which procedure steps an instance has: exploit results only in the Combat Phase (9.13b B), a chosen advance only after regular combat (9.12g D). */
export const stepsOf = (spec: ProcedureSpec): readonly ProcedureStep[] =>
  PROCEDURE_STEPS.filter((s) => (s !== 'exploit' || spec.kind === 'combat') && (s !== 'advance' || spec.kind !== 'overrun'));

export const SPECIAL_STEPS = ['specialCaptureRoll', 'specialAirBaseRoll', 'specialAllot', 'specialDisplace'] as const;
export type SpecialStep = (typeof SPECIAL_STEPS)[number];

export const stepId = (prefix: string, step: string): string => `${prefix}.${step}`;
export const declareId = (spec: ProcedureSpec): string => `${spec.prefix}.declare`;
export const movesId = (m: MovementSpec): string => `${m.prefix}.moves`;
