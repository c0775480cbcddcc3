import type { Faction } from './factions.ts';
import type { Nationality } from './nationalities.ts';

/**
 * Markers the DS rules place, move and remove. Each is a counter in exactly one place, like units.
 * Track markers (game turn, Victory Points, Japanese government) sit on their tracks.
 */
export const MARKER_TYPES = [
  'blitz', 'beachhead', 'airdrop', 'detachment', 'logistics', 'convoy', 'failure', 'totsugeki',
  'mobilizing', 'kamikazes', 'showaRestoration', 'japaneseMandate', 'cededLand', 'freePassage',
  'noOccupation', 'gameTurn', 'victoryPoints', 'government',
] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];

/** Convoy markers by kind (2.2.3.6). Escort Troop Convoys are support-unit backs, not markers. */
export const CONVOY_KINDS = ['standard', 'scratch', 'fleetTrain'] as const;
export type ConvoyKind = (typeof CONVOY_KINDS)[number];

/** Convoy Mode: which side is face up (2.2.3.6). */
export const CONVOY_MODES = ['troop', 'supply'] as const;
export type ConvoyMode = (typeof CONVOY_MODES)[number];

/** Beachhead-0 (SNLF, 4.1.3.1), Beachhead-1 and Beachhead-2 (2.2.2, 2.2.3.4). */
export type BeachheadLevel = 0 | 1 | 2;

interface MarkerBase {
  readonly kind: 'marker';
  readonly id: string;
  readonly faction?: Faction;
  readonly nationality?: Nationality;
  readonly delayStripe: boolean;
}

export type Marker =
  | (MarkerBase & { readonly type: 'beachhead'; readonly level: BeachheadLevel; readonly snlf: boolean })
  | (MarkerBase & { readonly type: 'convoy'; readonly convoy: ConvoyKind; readonly mode: ConvoyMode })
  | (MarkerBase & { readonly type: 'government'; readonly leading: 'army' | 'navy' })
  | (MarkerBase & { readonly type: 'cededLand' | 'mobilizing' | 'failure' | 'freePassage' | 'noOccupation'; readonly country?: string })
  | (MarkerBase & {
      readonly type: Exclude<MarkerType, 'beachhead' | 'convoy' | 'government' | 'cededLand' | 'mobilizing' | 'failure' | 'freePassage' | 'noOccupation'>;
    });

export const MARKER_NAMES: Readonly<Record<MarkerType, string>> = {
  blitz: 'Blitz', beachhead: 'Beachhead', airdrop: 'Airdrop', detachment: 'Detachment', logistics: 'Logistics',
  convoy: 'Convoy', failure: 'Failure', totsugeki: 'Totsugeki', mobilizing: 'Mobilizing', kamikazes: 'Kamikazes',
  showaRestoration: 'Showa Restoration', japaneseMandate: 'Japanese Mandate', cededLand: 'Ceded Land',
  freePassage: 'Free Passage', noOccupation: 'No Occupation', gameTurn: 'Game Turn', victoryPoints: 'Victory Points',
  government: 'Government',
};

/** 'Beachhead-1', 'SNLF Beachhead-0', 'Scratch Convoy (Troop)'... as the rules write them. */
export function markerLabel(m: Marker): string {
  switch (m.type) {
    case 'beachhead':
      return `${m.snlf ? 'SNLF ' : ''}Beachhead-${m.level}`;
    case 'convoy': {
      const kind = m.convoy === 'fleetTrain' ? 'Fleet Train' : m.convoy === 'scratch' ? 'Scratch' : 'Standard';
      return `${kind} Convoy (${m.mode === 'troop' ? 'Troop' : 'Supply'})`;
    }
    default:
      return MARKER_NAMES[m.type];
  }
}
