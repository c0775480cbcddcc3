import type { Violation } from '../../../core/violation.ts';
import type { SupportTarget } from '../../events/index.ts';
import type { Faction } from '../../model/factions.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import type { Hex } from '../../model/terrain.ts';
import { airBases, navalBaseZones } from './bases.ts';
import type { PlacementContext } from './context.ts';
import { airPathReachesHex, airReach, knownAirReach, landHexMask, nearest, type AirReach } from './air-unit-path.ts';
import { a, faceName, hexes, hexLabel, nationalityName, zoneLabel } from './names.ts';
import { NO_VIOLATIONS, type TargetCheck } from './target-check.ts';

/** Air Unit Placement (2.2.3.1): Air Force (and an Interceptor contesting as one), Bomber. */

export type AirSide = 'airForce' | 'bomber';

/** AP-1, AP-7: how far from an Air Base of its nationality each side is placed. */
export const AIR_RANGE: Readonly<Record<AirSide, number>> = { airForce: 3, bomber: 9 };

const v = (code: string, message: string): Violation => ({ rule: '2.2.3.1', code, message });

/**
 * AP-1, AP-2, AP-7, AUP-1..AUP-4 (2.2.3.1) airRangeViolations: the hex is within `range` hexes of
 * an Air Base of the unit's nationality and an Air Unit Path of at most that length reaches it.
 * Messages name the nearest Air Base ("Singapore (w3218) is the nearest British Air Base, 4 hexes
 * away").
 */
export function airRangeViolations(ctx: PlacementContext, unit: SupportUnit, side: AirSide, hex: string, faction: Faction): Violation[] {
  return [...airRangeCheck(ctx, unit, side, faction)(hex, ctx.state.board.grid.indexOf(hex))];
}

/**
 * Past this many hexes asked of one check, the whole reach of the unit's Air Bases is searched
 * once (an enumerator asks of every hex); before, each hex is asked on its own (a guard, `explain`
 * or a contest asks of one hex: a search of at most the range around it, not from every Air Base).
 */
const POINT_QUERIES = 4;

/**
 * airRangeViolations of one unit for any hex (by id, and by index when known: -1 when not on the
 * grid): its Air Bases and their reach are looked up once.
 */
function airRangeCheck(ctx: PlacementContext, unit: SupportUnit, side: AirSide, faction: Faction): (hex: string, i: number) => readonly Violation[] {
  const range = AIR_RANGE[side];
  const bases = airBases(ctx, unit.nationality, faction);
  const key = [unit.nationality, faction] as const;
  let reach: AirReach | undefined = knownAirReach(ctx, key, bases, range);
  let asked = 0;
  const reaches = (hex: string, i: number): boolean => {
    if (!reach && ++asked > POINT_QUERIES) reach = airReach(ctx, key, bases, range);
    return reach ? reach.hasIndex(i) : airPathReachesHex(ctx, bases, range, hex);
  };
  // Worded only when refused: the enumerator asks this of every hex the unit's Air Bases reach.
  return (hex, i) => (reaches(hex, i) ? NO_VIOLATIONS : airRangeRefusal(ctx, unit, side, hex, bases));
}

function airRangeRefusal(ctx: PlacementContext, unit: SupportUnit, side: AirSide, hex: string, bases: readonly string[]): Violation[] {
  const { state } = ctx;
  const range = AIR_RANGE[side];
  const nat = nationalityName(unit.nationality);
  const name = faceName(side);
  const near = nearest(state, hex, bases);
  if (!near) {
    return [v('placement.noAirBase', `There is no ${nat} Air Base on the map (a Land hex with a supplied ${nat} ground unit and no enemy Air unit); ${a(nat)} ${name} is placed within ${hexes(range)} of one (2.2.3.1).`)];
  }
  if (near.distance > range) {
    return [v(side === 'bomber' ? 'placement.bomberOutOfRange' : 'placement.airForceOutOfRange',
      `${hexLabel(state, near.hex)} is the nearest ${nat} Air Base, ${hexes(near.distance)} away; ${a(name)} is placed within ${hexes(range)} of an Air Base of its nationality (2.2.3.1).`)];
  }
  return [v('placement.noAirUnitPath', `No Air Unit Path of at most ${hexes(range)} reaches ${hexLabel(state, hex)} from ${a(nat)} Air Base (the nearest is ${hexLabel(state, near.hex)}): the path may not go into a Land hex in Mud or a hex of a Neutral Minor or Policy Affected Country (2.2.3.1).`)];
}

/**
 * AP-1, AP-2, AP-4, AP-7, AP-8 (2.2.3.1) airPlacementViolations. An Air Force: an All-Sea or Land
 * hex within three hexes of an Air Base of its nationality, with an Air Unit Path (AP-1, AP-2), or
 * the On Station Box of a Naval Zone containing a Naval Base of its nationality (AP-4). A Bomber:
 * a Land hex within nine hexes, with a path (AP-7), or the Strategic Warfare Box when an Air Base
 * of its nationality is anywhere on the map, no path traced (AP-8).
 */
export function airPlacementViolations(ctx: PlacementContext, unit: SupportUnit, side: AirSide, to: SupportTarget, faction: Faction): Violation[] {
  return [...airPlacementCheck(ctx, unit, side, faction).at(to)];
}

/** airPlacementViolations of one unit for any location: its bases and reach are looked up once. */
export function airPlacementCheck(ctx: PlacementContext, unit: SupportUnit, side: AirSide, faction: Faction): TargetCheck {
  const { state } = ctx;
  const nat = nationalityName(unit.nationality);
  // The reach is searched only when a hex is asked about (a box needs none).
  let rangeCheck: ((hex: string, i: number) => readonly Violation[]) | undefined;
  const inRange = (hex: string, i: number): readonly Violation[] => (rangeCheck ??= airRangeCheck(ctx, unit, side, faction))(hex, i);
  // A Bomber: AP-7 a Land hex (a hex not on the map is refused by its range, as it always was),
  // read from the board's Land hexes by index when the hex has one (its record is not touched).
  const land = side === 'bomber' ? landHexMask(state) : undefined;
  const inHex = (hex: string, i: number, h: Hex | undefined): readonly Violation[] =>
    land && (i >= 0 ? land[i] === 0 : h?.terrain === 'allSea') ? [v('placement.bomberNotLand', `${hexLabel(state, hex)} is an All-Sea hex; a Bomber is placed in a Land hex (2.2.3.1).`)] : inRange(hex, i);
  const inBox = side === 'airForce'
    ? (to: Exclude<SupportTarget, { kind: 'hex' }>): readonly Violation[] => {
      if (to.kind === 'strategicWarfareBox') return [v('placement.wrongPlace', 'An Air Force is placed in a hex or an On Station Box, not in the Strategic Warfare Box (2.2.3.1).')];
      return navalBaseZones(ctx, unit.nationality).has(to.zone) ? NO_VIOLATIONS
        : [v('placement.noNavalBaseInZone', `The ${zoneLabel(state, to.zone)} Naval Zone contains no ${nat} Naval Base (a port with a supplied ${nat} ground unit); an Air Force goes in the On Station Box only of a zone that contains one of its nationality (2.2.3.1).`)];
    }
    : (to: Exclude<SupportTarget, { kind: 'hex' }>): readonly Violation[] => {
      if (to.kind === 'onStation') return [v('placement.wrongPlace', 'A Bomber is placed in a Land hex or the Strategic Warfare Box, not in an On Station Box (2.2.3.1).')];
      return airBases(ctx, unit.nationality, faction).length > 0 ? NO_VIOLATIONS
        : [v('placement.noAirBase', `A Bomber goes in the Strategic Warfare Box only if ${a(nat)} Air Base is somewhere on the map; there is none (2.2.3.1).`)];
    };
  return {
    at: (to) => (to.kind === 'hex' ? inHex(to.hex, state.board.grid.indexOf(to.hex), state.board.hexes[to.hex]) : inBox(to)),
    hex: inHex,
  };
}

/**
 * AP-10, AP-11, AP-12, AUP-1..AUP-4 (2.2.3.1) cvStrikeHexViolations: "A CV Strike can be placed in
 * an All-Sea or Land hex within one hex of its CV Fleet, immediately after that CV Fleet was
 * successfully placed [...] The CV Strike must be able to trace an Air Unit Path. The hex does not
 * have to be in the same Naval Zone as the CV Fleet." The CV Fleet's hex is its Air Base.
 */
export function cvStrikeHexViolations(ctx: PlacementContext, fleetHex: string, hex: string): Violation[] {
  const { state } = ctx;
  const distance = state.board.grid.distance(fleetHex, hex);
  if (distance > 1) {
    return [{ rule: '2.2.3.1', code: 'cvStrike.outOfRange', message: `${hexLabel(state, hex)} is ${hexes(distance)} from its CV Fleet in ${hexLabel(state, fleetHex)}; a CV Strike is placed within one hex of its CV Fleet (2.2.3.1).` }];
  }
  if (!airReach(ctx, ['cvFleet', fleetHex], [fleetHex], 1).has(hex)) {
    return [{ rule: '2.2.3.1', code: 'cvStrike.noAirUnitPath', message: `No Air Unit Path goes from the CV Fleet in ${hexLabel(state, fleetHex)} into ${hexLabel(state, hex)}: a path may not go into a Land hex in Mud or a hex of a Neutral Minor or Policy Affected Country (2.2.3.1).` }];
  }
  return [];
}
