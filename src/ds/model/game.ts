import type { Faction } from './factions.ts';

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/**
 * One action listed in a card's Political Events Segment section (2.1): a roll on a Political
 * Events Table. The tables are not in the seeds; `table` names one of the bundled sample tables
 * (src/ds/data/political-events.sample.ts) or a table of the player's own chart, whose results the
 * player then enters as read (docs/rulings.md R-CARD).
 */
export interface PoliticalAction {
  /** The Political Events Table the action rolls on. */
  readonly table: string;
  /** The action as printed on the card, for display. */
  readonly text?: string;
}

/** The Political Events Segment section of a card (2.1): the actions it lists, in order (PE-2). */
export interface PoliticalEventsSection {
  readonly actions: readonly PoliticalAction[];
}

/**
 * The Current Card (2, 2.1): its Blitz Value bounds Blitz marker placement (2.2.4) and its
 * Political Events section says which tables the Political Events Segment rolls on (2.1).
 */
export interface CurrentCard {
  readonly name: string;
  readonly blitzValue: number;
  /** The Political Events section as printed on the card, as text for display ('' when none). */
  readonly politicalEvents: string;
  /**
   * The same section as the engine plays it; absent when the card has no section that reads
   * Political Events Segment, and the segment is then skipped (2.1, PE-1).
   */
  readonly politicalEventsSegment?: PoliticalEventsSection;
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
  /**
   * The Political DRMs in force (1.1.2.1, not in the seeds): their total, added to every Political
   * Events roll (2.1) and Cabinet Crisis roll (2.2.4). Data, like the other undefined facts
   * (docs/rulings.md R-POLITICAL-DRM).
   */
  readonly politicalDrm: number;
}

/**
 * The phasing faction's Current Card (2: "the phasing faction's Current Card"). The state carries
 * one card, the phasing faction's (R-CARD); every rule reads it through here, so that cards kept
 * per faction would change this one function.
 */
export const phasingCard = (game: GameInfo): CurrentCard => game.currentCard;
