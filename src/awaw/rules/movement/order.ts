/**
 * 13.1 Order of movement and 13.3 Activities prior to ground movement. Catalog: MV-1, MV-8, MV-9,
 * MV-10. The movement phase's stages, in the order the texts give them; the turn machine walks
 * them in this order, and ground movement is open only at its stage.
 */
export interface MovementStage {
  readonly id: 'voluntaryElimination' | 'air' | 'naval' | 'supply' | 'ground' | 'overstack';
  readonly rule: string;
  readonly title: string;
  /** Whether the texts describe the stage (air and naval rules, 18-23, and supply, 30, are not in them). */
  readonly inTexts: boolean;
}

/**
 * MV-1 13.11 movementOrder: a player may move all, some or none of his units: first his air units,
 * then his naval units, then his ground units. Before it, voluntary elimination (13.21, MV-2); after
 * it, the overstack remedies due by the end of the movement phase (12.15, 12.17).
 * MV-8 13.31 airStaging: air units stage (18.2), then counterair missions (18.52), before naval
 * movement and supply determination; airborne units' air transport may stage to its base now (10.53A).
 * MV-9 13.32 navalActivity: naval units patrol (21.41) or change base (21.22), subject to
 * interception (23.7, 22.1); sea transport is conducted now (21.43).
 * MV-10 13.33 supplyDetermination: supply is determined after air and naval movement and before
 * ground movement (30.42; the units' supply states stand for it, R-AWAW-SUPPLY).
 */
export const MOVEMENT_STAGES: readonly MovementStage[] = [
  { id: 'voluntaryElimination', rule: '13.21', title: 'Voluntary elimination', inTexts: true },
  { id: 'air', rule: '13.31', title: 'Air staging and counterair', inTexts: false },
  { id: 'naval', rule: '13.32', title: 'Naval movement and sea transport', inTexts: false },
  { id: 'supply', rule: '13.33', title: 'Supply determination', inTexts: false },
  { id: 'ground', rule: '13.4', title: 'Ground movement and overruns', inTexts: true },
  { id: 'overstack', rule: '12.15', title: 'Overstacks remedied', inTexts: true },
];

/** MV-1: whether stage `a` comes before stage `b` in the movement phase. */
export const stageBefore = (a: MovementStage['id'], b: MovementStage['id']): boolean =>
  MOVEMENT_STAGES.findIndex((s) => s.id === a) < MOVEMENT_STAGES.findIndex((s) => s.id === b);

/** MV-10: ground units move only once supply has been determined, after air and naval movement. */
export const groundMovementOpen = (stage: MovementStage['id']): boolean => stage === 'ground';
