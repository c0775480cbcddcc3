import type { Theater } from './hex-ids.ts';

/**
 * The political and economic facts the movement and partisan rules read but the texts do not let us
 * compute: war entry, diplomacy, surrender, production results (rules 2, 9, 27, 42, 44, 77, not in
 * the texts: AG-G-15..AG-G-19, AG-G-23). They are data on the state, set by the scenario or the
 * player (docs/rulings.md R-AWAW-POLITICS), never guessed. Major powers and the countries the
 * partisan rules name go by the fixed ids below (R-AWAW-COUNTRY-IDS).
 */
export const MAJOR_POWERS = ['germany', 'italy', 'japan', 'britain', 'france', 'usa', 'russia', 'nationalistChina', 'communistChina'] as const;
export type MajorPower = (typeof MAJOR_POWERS)[number];
export const isMajorPower = (s: string): s is MajorPower => (MAJOR_POWERS as readonly string[]).includes(s);

/** Vichy France (11.33A): not established, established, eliminated (77.9), or associated with or allied to the Western Allies. */
export type VichyState = 'notEstablished' | 'established' | 'eliminated' | 'westernAligned';

/** The partisan facts of rule 11 that come from production, diplomacy and the map (AG-G-17, AG-G-18, AG-G-24). */
export interface PartisanFacts {
  /** 11.21, 11.341A: the Axis have achieved a Moslem Unrest production result. */
  readonly moslemUnrest: boolean;
  /** 11.32B, 11.341C: Japan has achieved an Indian Subversion production result. */
  readonly indianSubversion: boolean;
  /** 11.21-11.23: Partisan or Moslem Unrest production results credited to a pool, by `area:faction` (R-AWAW-PARTISAN-PRODUCTION). */
  readonly productionResults: Readonly<Record<string, number>>;
  /** 11.22C, 44.32B: Russian occupation policies results (each lowers the Communist pool in Russia by one, at most three). */
  readonly russianOccupationPolicyResults: number;
  /** 11.352B: Yenan is controlled by Communist China or Russia. */
  readonly yenanHeldByCommunists: boolean;
  /** 11.71: countries that are islands (partisans there cause no BRP loss); one-hex islands always are. */
  readonly islandCountries: readonly string[];
}

export interface PoliticalFacts {
  /** Pairs of major powers at war with each other. */
  readonly wars: readonly (readonly [MajorPower, MajorPower])[];
  /** 13.22A: major countries still neutral. */
  readonly neutralMajors: readonly MajorPower[];
  /** 13.22B: minor-country nationalities (Vichy French included) not yet activated or associated. */
  readonly inactiveMinors: readonly string[];
  /** Which major power a nationality's units belong to (13.21: own units; 11.41: the partisan's builder). */
  readonly majorPowerOf: Readonly<Record<string, MajorPower>>;
  /** 11.33B, 11.33D, 11.38: major powers that have surrendered (Britain to Germany, Italy to the Allies...). */
  readonly surrendered: readonly MajorPower[];
  /** 11.38: theaters in which the U.S. has sued for peace. */
  readonly usSuedForPeace: readonly Theater[];
  /** 11.33A, 11.37: countries Germany has conquered at some time (liberation does not undo it). */
  readonly conqueredByGermany: readonly string[];
  readonly vichy: VichyState;
  /** 11.32A: RGT are tracked (transition rule 9.41). */
  readonly rgtTracked: boolean;
  /** 11.32A, 2.21D: Russia has mobilized its last civilian factory and is able to declare war on Germany. */
  readonly russiaMayDeclareWarOnGermany: boolean;
  /** 11.341D: the Nazi-Soviet Pact was signed (eastern Poland is then Russian). */
  readonly nazisovietPact: boolean;
  /** 11.33C, 11.341B: diplomatic results in effect, by country (ukraine, ireland). */
  readonly diplomaticResults: Readonly<Record<string, number>>;
  /** 11.341A-B: countries on which the Allies have declared war (persia, ireland). */
  readonly alliedDeclarationsOfWar: readonly string[];
  /** 11.341A: the Persian BRP route has been activated. */
  readonly persianRouteActive: boolean;
  /** 11.34, 11.341A: minor countries attacked, with the major powers that attacked them. */
  readonly attackedBy: Readonly<Record<string, readonly MajorPower[]>>;
  /** 11.34: minor countries that have at any time associated or allied with a major power. */
  readonly associatedOrAllied: readonly string[];
  /** 11.34: minor countries with the major powers that declared war on them. */
  readonly declaredWarBy: Readonly<Record<string, readonly MajorPower[]>>;
  readonly partisans: PartisanFacts;
}

/** The usual nationality ids of the scenarios and tests, each with its major power. */
export const DEFAULT_MAJOR_POWER_OF: Readonly<Record<string, MajorPower>> = {
  german: 'germany', italian: 'italy', japanese: 'japan', british: 'britain', french: 'france', american: 'usa',
  russian: 'russia', chinese: 'nationalistChina', nationalistChinese: 'nationalistChina', communistChinese: 'communistChina',
};

/** No war declared, nothing produced, nothing surrendered: what holds until a scenario says otherwise. */
export const NO_POLITICS: PoliticalFacts = {
  wars: [], neutralMajors: [], inactiveMinors: [], majorPowerOf: DEFAULT_MAJOR_POWER_OF, surrendered: [], usSuedForPeace: [],
  conqueredByGermany: [], vichy: 'notEstablished', rgtTracked: false, russiaMayDeclareWarOnGermany: false, nazisovietPact: true,
  diplomaticResults: {}, alliedDeclarationsOfWar: [], persianRouteActive: false, attackedBy: {}, associatedOrAllied: [], declaredWarBy: {},
  partisans: { moslemUnrest: false, indianSubversion: false, productionResults: {}, russianOccupationPolicyResults: 0, yenanHeldByCommunists: false, islandCountries: [] },
};

/** Whether two major powers are at war. */
export const atWar = (p: PoliticalFacts, a: MajorPower, b: MajorPower): boolean =>
  p.wars.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** The game's political facts, or none declared. */
export const politicsOf = (g: { readonly politics?: PoliticalFacts }): PoliticalFacts => g.politics ?? NO_POLITICS;
