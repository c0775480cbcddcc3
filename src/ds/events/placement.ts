import { z } from 'zod';
import { FACTIONS } from '../model/factions.ts';
import { CONVOY_MODES } from '../model/markers.ts';
import { hexId, id } from './common.ts';

/** Where a support unit may be put (2.2.3.1): a hex, a Naval Zone's On Station Box, or the Strategic Warfare Box. */
export const supportTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hex'), hex: hexId }).strict(),
  z.object({ kind: z.literal('onStation'), zone: id }).strict(),
  z.object({ kind: z.literal('strategicWarfareBox') }).strict(),
]);
export type SupportTarget = z.infer<typeof supportTarget>;

/**
 * The side a unit contests on (2.2.3.2: "pay attention to which side they're on when being placed
 * or contesting"). Only a CV Fleet has a choice: `side: 'cvStrike'` contests on its CV Strike side
 * (CT-6, CT-10); without `side` a unit contests on its front side.
 */
export const contestSide = z.literal('cvStrike');

/** 2.2.3 Support Unit and Convoy Marker Placement. */
export const placeSupport = z.object({ type: z.literal('PLACE_SUPPORT'), unit: id, to: supportTarget }).strict();
export const contest = z.object({ type: z.literal('CONTEST'), faction: z.enum(FACTIONS), unit: id, side: contestSide.optional() }).strict();
export const declineContest = z.object({ type: z.literal('DECLINE_CONTEST'), faction: z.enum(FACTIONS) }).strict();
export const placeCvStrike = z.object({ type: z.literal('PLACE_CV_STRIKE'), hex: hexId }).strict();
export const placeBeachhead = z.object({ type: z.literal('PLACE_BEACHHEAD'), marker: id, arrowTo: hexId }).strict();
export const declineBeachhead = z.object({ type: z.literal('DECLINE_BEACHHEAD') }).strict();
export const escortConvoy = z.object({ type: z.literal('ESCORT_CONVOY'), escort: z.boolean() }).strict();
export const devastationTarget = z.object({ type: z.literal('DEVASTATION_TARGET'), marker: id.optional() }).strict();
export const placeConvoy = z.object({ type: z.literal('PLACE_CONVOY'), marker: id, zone: id, mode: z.enum(CONVOY_MODES) }).strict();

export const placementEvents = [
  placeSupport, contest, declineContest, placeCvStrike, placeBeachhead, declineBeachhead, escortConvoy, devastationTarget, placeConvoy,
] as const;
export type PlacementEvent = z.infer<(typeof placementEvents)[number]>;
