import type { Faction } from './factions.ts';

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/**
 * The Current Card (2, 2.1): its Blitz Value bounds Blitz marker placement (2.2.4) and its
 * Political Events section says which table the Political Events Segment rolls on (2.1).
 */
export interface CurrentCard {
  readonly name: string;
  readonly blitzValue: number;
  /** The Political Events section printed on the card, as text (the tables are not in the seeds). */
  readonly politicalEvents: string;
}

/** Game-level facts: where in the game we are and the flags the rules test. */
export interface GameInfo {
  readonly turn: number;
  readonly year: number;
  readonly season: Season;
  /** Order in which factions take their faction turns this game turn. */
  readonly factionOrder: readonly Faction[];
  readonly phasing: Faction;
  readonly currentCard: CurrentCard;
  /** Pre-War (12.1): in force until the Pacific war begins. */
  readonly preWar: boolean;
  /** Kamikazes (2.2.3.3): set once the Kamikazes marker is in play. */
  readonly kamikazes: boolean;
  /** Which service leads the Japanese government (2.2.4 Cabinet Crisis). */
  readonly japaneseGovernment: 'army' | 'navy';
}
