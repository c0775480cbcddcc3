/**
 * The state node ids of the DS turn's steps that take events, declared once: the machine's state
 * configs take their `id` from here, and so does each step's legality object (StepLegality.id),
 * so the two cannot drift apart. The Attack Sequence's steps are one per segment: `attackStepId`.
 */
export const STEP_IDS = {
  adminPoliticalEvents: 'ds.admin.politicalEvents',
  blitzAirdrop: 'ds.blitz.airdrop',
  blitzAirdropLanding: 'ds.blitz.airdropLanding',
  blitzBeachheadLanding: 'ds.blitz.beachheadLanding',
  endOfGameTurnDelay: 'ds.endOfGameTurn.delay',
  finalAdministrative: 'ds.finalAdministrative',
  operationalMovement: 'ds.operationalMovement',
  organizationBreakdowns: 'ds.organization.breakdowns',
  organizationCombinations: 'ds.organization.combinations',
  organizationConversions: 'ds.organization.conversions',
  organizationDetachments: 'ds.organization.detachments',
  organizationVoluntaryEliminations: 'ds.organization.voluntaryEliminations',
  politicalEventsSnlfBeachheads: 'ds.politicalEvents.snlfBeachheads',
  reserveMovement: 'ds.reserveMovement',
  seasonalLogisticsPartisan: 'ds.seasonal.logisticsPartisan',
  seasonalOptionCard: 'ds.seasonal.optionCard',
  seasonalReplacements: 'ds.seasonal.replacements',
  seasonalVictory: 'ds.seasonalVictory',
  supportBeachheadMaintenance: 'ds.support.beachheadMaintenance',
  supportBlitzPlacement: 'ds.support.blitzPlacement',
  supportCabinetCrisis: 'ds.support.cabinetCrisis',
  supportPlacementAirForceBeachhead: 'ds.support.placement.airForceBeachhead',
  supportPlacementChoose: 'ds.support.placement.choose',
  supportPlacementContest: 'ds.support.placement.contest',
  supportPlacementCvStrike: 'ds.support.placement.cvStrike',
  supportPlacementDevastationTarget: 'ds.support.placement.devastationTarget',
  supportPlacementEscort: 'ds.support.placement.escort',
  supportPlacementSurfaceFleetBeachhead: 'ds.support.placement.surfaceFleetBeachhead',
} as const;

/** A step of the Attack Sequence (4.2.2) in one Combat Segment: `ds.blitz.die`, `ds.regular.advance`. */
export const attackStepId = (mode: 'blitz' | 'regular', step: string): string => `ds.${mode}.${step}`;
