import type { Violation } from '../../../core/violation.ts';
import type { SupportTarget } from '../../events/index.ts';
import { contentsOf } from '../../model/contents.ts';
import { FACTIONS, type Faction } from '../../model/factions.ts';
import type { DsGameState } from '../../model/state.ts';
import type { SupportFace, SupportUnit } from '../../model/support-units.ts';
import type { Hex } from '../../model/terrain.ts';
import { factionBit, hexesNearAir } from './carried.ts';
import type { InHex, PlacementContext } from './context.ts';
import { a, faceName, factionName, hexLabel, unitLabel, zoneLabel } from './names.ts';
import { hexRecords, NO_VIOLATIONS, type TargetCheck } from './target-check.ts';

/** 2.2.3.3 Support Unit Placement and Contesting Restrictions. */

/** A placement (or a contest: "placed in the same location") to test against 2.2.3.3. */
export interface RestrictionCase {
  readonly unit: SupportUnit;
  /** The side it is placed as; an Interceptor is placed as an Air Force (AP-6). */
  readonly face: SupportFace;
  readonly to: SupportTarget;
  /** The faction placing or contesting. */
  readonly faction: Faction;
  readonly phasing: Faction;
  readonly contesting: boolean;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

/** Zones and Weather Areas the rules name are found by id or printed name, 'seaOfJapan' or 'Sea of Japan' (R-NAMED-AREAS). */
export const isNamed = (entity: { readonly id: string; readonly name: string } | undefined, names: readonly string[]): boolean =>
  entity !== undefined && names.some((n) => norm(n) === norm(entity.id) || norm(n) === norm(entity.name));

/** The weather of the Weather Area the rules name, if the scenario has it. */
function areaWeather(state: DsGameState, name: string): string | undefined {
  return Object.values(state.weatherAreas).find((a) => isNamed(a, [name]))?.weather;
}

/** PR-5..PR-7 (2.2.3.3 △): Naval Zones closed to placement in All-Sea hexes by a Weather Area's weather. */
export const SEA_WEATHER_BANS = [
  { id: 'PR-5', area: 'North', weather: 'snow', zones: ['Sea of Japan', 'Sea of Okhotsk', 'Northwest Pacific', 'North Pacific', 'Gulf of Alaska'], code: 'placement.northSnow' },
  { id: 'PR-6', area: 'North Monsoon', weather: 'mud', zones: ['Bay of Bengal', 'Philippine Sea', 'South China Sea'], code: 'placement.northMonsoonMud' },
  { id: 'PR-7', area: 'South Monsoon', weather: 'mud', zones: ['Arafura Sea', 'Bismarck Sea'], code: 'placement.southMonsoonMud' },
] as const;

/** PR-9: the Japanese sides the Kamikazes marker keeps off the map in the Axis Faction Turn. */
const KAMIKAZE_SIDES: readonly SupportFace[] = ['airForce', 'surfaceFleet', 'cvFleet', 'cvStrike'];

/** An air unit in the sense of PR-4: any side placed under "Air Unit Placement" (R-PR4-AIR). */
const AIR_SIDES: readonly SupportFace[] = ['airForce', 'interceptor', 'bomber', 'cvStrike'];

type SeaWeatherBan = (typeof SEA_WEATHER_BANS)[number];

/**
 * PR-5..PR-7 in force in `zone` now. They read the zones' names and the Weather Areas' weather only,
 * so they are matched once per zone for each pair of those (names are matched by normalised text).
 */
const bansKept = new WeakMap<object, WeakMap<object, Map<string, readonly SeaWeatherBan[]>>>();
function seaBansIn(ctx: PlacementContext, zone: string): readonly SeaWeatherBan[] {
  const { state } = ctx;
  let byWeather = bansKept.get(state.navalZones);
  if (!byWeather) bansKept.set(state.navalZones, (byWeather = new WeakMap()));
  let byZone = byWeather.get(state.weatherAreas);
  if (!byZone) byWeather.set(state.weatherAreas, (byZone = new Map()));
  let bans = byZone.get(zone);
  if (!bans) {
    bans = SEA_WEATHER_BANS.filter((ban) => isNamed(state.navalZones[zone], ban.zones) && areaWeather(state, ban.area) === ban.weather);
    byZone.set(zone, bans);
  }
  return bans;
}

/** The first Air unit of the wanted faction side in `hex` or next to it (`near`: the hexes where one may be). */
function airInOrNextTo(ctx: PlacementContext, hex: string, i: number, wanted: WantedAir, near: NearAir): InHex<SupportUnit> | undefined {
  if (!near(i, wanted.factions)) return undefined;
  const here = ctx.airUnitsIn(hex).find(wanted.is);
  if (here) return here;
  for (const h of ctx.state.board.grid.neighbours(hex)) {
    const found = ctx.airUnitsIn(h).find(wanted.is);
    if (found) return found;
  }
  return undefined;
}

/** The Air units looked for: the factions they may be of (`factionBit`s), and the test of each. */
interface WantedAir {
  readonly factions: number;
  readonly is: (a: InHex<SupportUnit>) => boolean;
}

/**
 * Whether an Air unit of one of `factions` may be in the hex of index `i` or next to it: a first
 * filter before the hex and its neighbours are looked at.
 */
type NearAir = (i: number, factions: number) => boolean;

/**
 * Past this many hexes asked of one check, the hexes in or next to an Air unit are gathered once
 * (`hexesNearAir`: an enumerator asks of every candidate hex); before, each hex lets its own seven
 * be looked at (a guard or `explain` asks of one hex, and the gathering is redone after every Air
 * unit placed). Either way the same Air units are found: a hex not on the grid (index -1) is
 * looked at too.
 */
const POINT_QUERIES = 8;

const ALL_FACTIONS = FACTIONS.reduce((bits, f) => bits | factionBit(f), 0);

/** PR-1, PR-2: the friendly and the enemy Air units of each faction (made once: a check of one event makes no new ones). */
const WANTED = Object.fromEntries(FACTIONS.map((f) => [f, {
  friendlyAir: { factions: factionBit(f), is: (a: InHex<SupportUnit>) => a.faction === f },
  enemyAir: { factions: ALL_FACTIONS & ~factionBit(f), is: (a: InHex<SupportUnit>) => a.faction !== f },
}])) as Record<Faction, { readonly friendlyAir: WantedAir; readonly enemyAir: WantedAir }>;

function nearAirCheck(ctx: PlacementContext): NearAir {
  let near: Uint8Array | undefined;
  let asked = 0;
  return (i, factions) => {
    if (!near && ++asked > POINT_QUERIES) near = hexesNearAir(ctx);
    return near && i >= 0 ? (near[i]! & factions) !== 0 : true;
  };
}

/** In `weatherBars`: the hex's Weather Area has Mud (PR-4); the hex is an All-Sea hex of a zone closed by weather (PR-5..PR-7). */
const MUD = 1;
const SEA_BAN = 2;

/** The bars of one hex from its record: what PR-4 and PR-5..PR-7 read of it. */
function barsOf(ctx: PlacementContext, h: Hex): number {
  const zone = h.navalZones[0];
  return (ctx.state.weatherAreas[h.weatherArea]?.weather === 'mud' ? MUD : 0)
    | (h.terrain === 'allSea' && zone !== undefined && seaBansIn(ctx, zone).length > 0 ? SEA_BAN : 0);
}

const barsKept = new WeakMap<object, WeakMap<object, WeakMap<object, Uint8Array>>>();

/**
 * `barsOf` every hex, by board index: it reads the board, the Weather Areas and the Naval Zones
 * only, so it is worked out once for each of those. An enumerator reads one byte per candidate
 * instead of the hex's record (a cache miss per hex on a full board).
 */
function weatherBars(ctx: PlacementContext): Uint8Array {
  const { board, weatherAreas, navalZones } = ctx.state;
  let byWeather = barsKept.get(board);
  if (!byWeather) barsKept.set(board, (byWeather = new WeakMap()));
  let byZones = byWeather.get(weatherAreas);
  if (!byZones) byWeather.set(weatherAreas, (byZones = new WeakMap()));
  let bars = byZones.get(navalZones);
  if (!bars) {
    const records = hexRecords(board);
    bars = Uint8Array.from(records, (h) => (h ? barsOf(ctx, h) : 0));
    byZones.set(navalZones, bars);
  }
  return bars;
}

/** The bars of a hex: read from `weatherBars` past POINT_QUERIES hexes asked (an enumerator), from its record before. */
function weatherCheck(ctx: PlacementContext): (i: number, h: Hex) => number {
  let bars: Uint8Array | undefined;
  let asked = 0;
  return (i, h) => {
    if (!bars && ++asked > POINT_QUERIES) bars = weatherBars(ctx);
    return bars && i >= 0 ? bars[i]! : barsOf(ctx, h);
  };
}

/** PR-9: the Kamikazes marker is in the Strategic Warfare Box (or the game says it is in play, R-KAMIKAZES). */
export function kamikazesInForce(state: DsGameState): boolean {
  return state.game.kamikazes || contentsOf(state, { kind: 'strategicWarfareBox' }).some((p) => p.counter.kind === 'marker' && p.counter.type === 'kamikazes');
}

/** A placement or contest to test against 2.2.3.3, before its location is known. */
export type RestrictionCaseOf = Omit<RestrictionCase, 'to'>;

/**
 * PR-1, PR-2, PR-4..PR-9 (2.2.3.3) restrictionViolations. PR-3 (an enemy Air unit denies an Air
 * Base) lives in `airBases`. The heading names "Placement and Contesting Restrictions"; a contest
 * places a unit "using the Support Unit Placement rules", so every restriction binds it too except
 * where PR-2 says otherwise (gap §2 #11, R-CONTEST-RESTRICTIONS). PR-10: Policies, Truces and
 * Failures "can" limit placement and contests; their content is not in the seeds, so they are
 * named to the player (`placementLimitsToWeigh`), never enforced (R-POLICY).
 */
export function restrictionViolations(ctx: PlacementContext, c: RestrictionCase): Violation[] {
  return [...restrictionCheck(ctx, c).at(c.to)];
}

/**
 * restrictionViolations of one unit placed as one side, for any location: what does not depend on
 * the location (Pre-War, the Kamikazes marker, which restrictions bind this side) is asked once, so
 * an enumerator asking about every reachable hex pays only for the hex. Nothing is allocated for a
 * hex that breaks no restriction.
 */
export function restrictionCheck(ctx: PlacementContext, c: RestrictionCaseOf): TargetCheck {
  const { state } = ctx;
  // PR-8 noPlacementPreWar
  const preWar = state.game.preWar;
  // PR-9 kamikazeRestriction: off the map, not out of the Strategic Warfare Box.
  const japaneseKamikazeSide = c.unit.nationality === 'japanese' && KAMIKAZE_SIDES.includes(c.face);
  const kamikazes = !c.contesting && c.phasing === 'axis' && japaneseKamikazeSide && ctx.memo(['kamikazes'], () => kamikazesInForce(state));
  // PR-1 binds an Air Force (an Interceptor contesting as one) and a CV Strike; PR-2 is waived when contesting.
  const pr1 = c.face === 'airForce' || c.face === 'interceptor' || c.face === 'cvStrike';
  const pr2 = !c.contesting;
  const air = AIR_SIDES.includes(c.face);
  const near = nearAirCheck(ctx);
  const weather = weatherCheck(ctx);
  const { friendlyAir, enemyAir } = WANTED[c.faction];
  /** PR-8, PR-9: what binds every location but the Strategic Warfare Box, before the hex is looked at. */
  const anywhere = (to: SupportTarget['kind']): Violation[] | undefined => {
    let out: Violation[] | undefined;
    if (preWar) (out ??= []).push({ rule: '2.2.3.3', code: 'placement.preWar', message: 'No support unit can be placed, or contest, during Pre-War (2.2.3.3, 12.1).' });
    if (kamikazes && to !== 'strategicWarfareBox') {
      (out ??= []).push({ rule: '2.2.3.3', code: 'placement.kamikazes', message: `With the Kamikazes marker in the Strategic Warfare Box, a Japanese ${faceName(c.face === 'interceptor' ? 'airForce' : c.face)} is not placed in a hex or On Station Box in the Axis Faction Turn; it can only contest Allied placements in an Allied Faction Turn (2.2.3.3).` });
    }
    return out;
  };
  const inHex = (hex: string, i: number, h: Hex): readonly Violation[] => {
    let out = anywhere('hex');
    // PR-1 noFriendlyAirAdjacency
    if (pr1) {
      const friendly = airInOrNextTo(ctx, hex, i, friendlyAir, near);
      if (friendly) {
        const where = friendly.hex === hex ? `in ${hexLabel(state, hex)}` : `in ${hexLabel(state, friendly.hex)}, next to ${hexLabel(state, hex)}`;
        (out ??= []).push({ rule: '2.2.3.3', code: 'placement.friendlyAirAdjacent', message: `${unitLabel(state, friendly.unit.id)} is already placed ${where}; ${a(faceName(c.face === 'interceptor' ? 'airForce' : c.face))} is not placed in or adjacent to a hex with a successfully placed friendly Air unit (2.2.3.3). Bombers and Fleet units may be.` });
      }
    }
    // PR-2 noEnemyAirAdjacency
    if (pr2) {
      const enemy = airInOrNextTo(ctx, hex, i, enemyAir, near);
      if (enemy) {
        const where = enemy.hex === hex ? `in ${hexLabel(state, hex)}` : `in ${hexLabel(state, enemy.hex)}, next to ${hexLabel(state, hex)}`;
        (out ??= []).push({ rule: '2.2.3.3', code: 'placement.enemyAirAdjacent', message: `The enemy ${unitLabel(state, enemy.unit.id)} is placed ${where}; no support unit is placed in or adjacent to a hex with a successfully placed enemy Air unit, except to contest a placement (2.2.3.3).` });
      }
    }
    const bars = weather(i, h);
    // PR-4 airNotInMud
    if (air && (bars & MUD) !== 0) {
      const area = state.weatherAreas[h.weatherArea];
      if (area?.weather === 'mud') {
        (out ??= []).push({ rule: '2.2.3.3', code: 'placement.airInMud', message: `${hexLabel(state, hex)} is in the ${area.name} Weather Area, which has Mud; no air unit is placed in any of its hexes (2.2.3.3, 11.3).` });
      }
    }
    // PR-5..PR-7 seas closed by weather
    if ((bars & SEA_BAN) !== 0 && h.terrain === 'allSea' && h.navalZones[0] !== undefined) {
      const zone = h.navalZones[0];
      for (const ban of seaBansIn(ctx, zone)) {
        (out ??= []).push({ rule: '2.2.3.3', code: ban.code, message: `The ${ban.area} Weather Area has ${ban.weather === 'snow' ? 'Snow' : 'Mud'}, so no support unit is placed in an All-Sea hex of the ${zoneLabel(state, zone)} (2.2.3.3).` });
      }
    }
    return out ?? NO_VIOLATIONS;
  };
  return {
    at: (to) => {
      const h = to.kind === 'hex' ? state.board.hexes[to.hex] : undefined;
      if (to.kind === 'hex' && h) return inHex(to.hex, state.board.grid.indexOf(to.hex), h);
      return anywhere(to.kind) ?? NO_VIOLATIONS;
    },
    hex: inHex,
  };
}

/**
 * PR-10 (2.2.3.3) policyTruceFailurePlacement: the Policies, Truces and Failures (13.6.1, 13.6.2,
 * 14.15) that may bear on a placement in `to`, in words, for the player to weigh. Not a check.
 */
export function placementLimitsToWeigh(state: DsGameState, to: SupportTarget, faction: Faction): string[] {
  if (to.kind !== 'hex') return [];
  const countryId = state.board.hexes[to.hex]?.country;
  const country = countryId ? state.countries[countryId] : undefined;
  if (!country) return [];
  const notes = country.policies.map((p) => `${country.name}: Policy "${p}" (13.6.1)`);
  if (country.truces.includes(faction)) notes.push(`${country.name} has a Truce with the ${factionName(faction)} faction (13.6.2)`);
  if (state.facts.failures.includes(country.id)) notes.push(`${country.name}: Failure in effect (14.12/14.15)`);
  return notes;
}
