import type { Theater } from '../model/hex-ids.ts';
import type { Terrain } from '../model/terrain.ts';

/**
 * The movement values rules 10 and 13 state in their words (no table is printed for them; this is
 * the catalog's compilation, awaw-ground.md §3.3, each value with its rule). Tested value by value
 * against the rules' sentences in tests/unit/awaw/movement-data.test.ts.
 */

/** A movement factor by theater, with the rule that states it. */
export interface TheaterValue {
  readonly europe: number;
  readonly pacific: number;
  readonly rule: string;
}

/** Movement factors the texts state (other units move with their printed movement factor). */
export const MOVEMENT_FACTORS = {
  /** 10.11: infantry three in Europe, two in the Pacific. */
  infantry: { europe: 3, pacific: 2, rule: '10.11' },
  /** 10.12: Western Allied mechanized infantry four in Europe; 10.12, 13.41F: in the Pacific plain infantry, two. */
  mechInfantry: { europe: 4, pacific: 2, rule: '10.12, 13.41F' },
  /** 10.12: mechanized infantry with its component negated, three (in the Pacific it is infantry anyway). */
  mechInfantryNegated: { europe: 3, pacific: 2, rule: '10.12' },
  /** 10.32: armor with its mechanized component negated acts as infantry. */
  armorNegated: { europe: 3, pacific: 2, rule: '10.32' },
  /** 13.41F: armor and mechanized infantry partially supplied. */
  mechanizedPartialSupply: { europe: 3, pacific: 2, rule: '13.41F' },
  /** 13.41F: all British and American infantry in the Pacific. */
  britishAmericanInfantryPacific: { europe: 3, pacific: 2, rule: '13.41F' },
  /** 10.22: replacements. */
  replacement: { europe: 1, pacific: 1, rule: '10.22' },
  /** 10.92: flak. */
  flak: { europe: 1, pacific: 1, rule: '10.92' },
} as const satisfies Readonly<Record<string, TheaterValue>>;

export const byTheater = (v: TheaterValue, t: Theater): number => (t === 'pacific' ? v.pacific : v.europe);

/** 13.41B: one movement factor to enter a clear hex. */
export const BASIC_ENTRY_COST = 1;
/** 13.41C: one more to enter forest, jungle, mountain, jungle/mountain or swamp. */
export const ROUGH_EXTRA_COST = 1;
export const ROUGH_TERRAIN: readonly Terrain[] = ['forest', 'jungle', 'mountain', 'jungleMountain', 'swamp'];
/** 13.41D: leaving a hex in a hostile armor ZoC, or ZoC to ZoC: two more in Europe, one in the Pacific. */
export const ZOC_LEAVE_COST: TheaterValue = { europe: 2, pacific: 1, rule: '13.41D' };
/** 10.344: Russian armor not adjacent to Axis-controlled hexes in the Russian surprise turn: one more. */
export const RUSSIAN_SURPRISE_ZOC_COST = 1;
/** 13.41E, 13.52: one more for each overrunning unit to occupy the overrun hex. */
export const OVERRUN_EXTRA_COST = 1;

/**
 * 13.43B-C: the hexsides the text names by their printed hexes. Qattara is on the European mapboard,
 * Ledo on the Pacific one (R-AWAW-HEX-IDS adds the mapboard letter). Other all-Qattara, all-Himalaya
 * and all-outback hexsides are marked `impassable` by the scenario (MV-21).
 */
export const NAMED_PROHIBITED_HEXSIDES: readonly { readonly between: readonly [string, string]; readonly kind: string; readonly rule: string }[] = [
  { between: ['eMM26', 'eNN26'], kind: 'all-Qattara depression', rule: '13.43B' },
  { between: ['eNN25', 'eNN26'], kind: 'all-Qattara depression', rule: '13.43B' },
  { between: ['pR15', 'pR16'], kind: 'all-Himalaya (Ledo)', rule: '13.43C' },
];

/** 13.52: no more than two units overrun through one hexside; 13.522: two armor from a breakthrough hex. */
export const OVERRUN_MAX_UNITS = 2;
/** 13.52: overruns need odds of 6:1 or greater. */
export const OVERRUN_ODDS = 6;
