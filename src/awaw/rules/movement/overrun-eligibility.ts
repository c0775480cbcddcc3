import type { Violation } from '../../../core/violation.ts';
import { OVERRUN_MAX_UNITS } from '../../data/movement.ts';
import { SAMPLE_WEATHER_MOVEMENT, type WeatherMovementTable } from '../../data/movement-weather.sample.ts';
import type { CombatMode } from '../../model/combat.ts';
import type { AwawGame } from '../../model/game.ts';
import { sideOf } from '../../model/ids.ts';
import { factionOf, hexOfUnit, unit, weatherOf } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { TurnBook } from '../../turn/context.ts';
import { movementOf, type MovementBook } from '../../turn/movement-book.ts';
import { defendingFaction } from '../attack.ts';
import { mayOverrun, mechNegated } from '../ground-units.ts';
import { attackPermittedOn } from '../offensives.ts';
import { allowanceIn } from './allowance.ts';
import { entryCost } from './costs.ts';
import { entryViolations, hostileGroundIn } from './entry.ts';
import { maxOverrunGroundSupport, overrunOdds, overrunOddsMet, type OverrunForce } from './overrun-odds.ts';
import { spentOf } from './step.ts';
import { zocLeaveCosts } from './zoc.ts';

/**
 * 13.51-13.52, 13.521-13.522, 13.57-13.59: who may overrun what, from where. Catalog: OV-1, OV-2,
 * OV-4..OV-8, OV-12 (no second attempt), OV-18..OV-20.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** What a unit has spent and may spend in the movement it overruns in (regular: the book and 13.41; exploitation: 16.31). */
export type MovementBudget = (u: GroundUnit) => { readonly spent: number; readonly allowance: number };

export const regularBudget = (g: AwawGame, book: MovementBook, table: WeatherMovementTable = SAMPLE_WEATHER_MOVEMENT): MovementBudget =>
  (u) => ({ spent: spentOf(book, u.id), allowance: allowanceIn(g, u, hexOfUnit(g, u.id)!, table) });

/**
 * OV-1 13.51 overrunUnitTypes: only armor and mechanized infantry (Western Allied, GU-3 10.12; not
 * in the Pacific nor with the component negated, GU-4, GU-5). OV-5 13.52 overrunComposition: both
 * overrunning units with a functional mechanized component (rules/ground-units.ts mayOverrun).
 */
export function overrunUnitViolations(g: AwawGame, u: GroundUnit): Violation[] {
  if (u.type !== 'armor' && u.type !== 'mechInfantry') return [v('13.51', 'overrun.unitType', `${u.name} is not armor or mechanized infantry: only they overrun (13.51)`)];
  if (!mayOverrun(g, u)) return [v('13.52', 'overrun.noMechanizedComponent', `${u.name} has no functional mechanized component (13.52, 10.12, 10.32)`)];
  return [];
}

/**
 * SAMPLE OV-18 13.57 overrunWeather: winter effects and mud may prohibit overruns in some areas
 * (rule 34): no overrun into a restrictive-winter area, nor into a winter area of level three or more
 * (R-AWAW-WEATHER-MOVEMENT).
 */
export function weatherBarsOverrun(g: AwawGame, hex: string, table: WeatherMovementTable = SAMPLE_WEATHER_MOVEMENT): boolean {
  const w = weatherOf(g, hex);
  if (!w) return false;
  return (table.noOverrunRestrictive && w.restrictive) || (table.noOverrunWinterLevel > 0 && w.winterLevel >= table.noOverrunWinterLevel);
}

/**
 * Why `unitIds` may not overrun `hex` now, in `mode`:
 * OV-2 13.51 overrunTiming: in regular movement or exploitation movement (AG-G-42; the step asks);
 * OV-4 13.52 overrunMechanics: no more than two units, through the same hexside (from one hex),
 * into a hex of enemy units, at 6:1 or more (checked here with all the ground support the attacker
 * could fly, R-AWAW-OVERRUN-ODDS); at least one armor (OV-5);
 * OV-6 13.52 overrunMovementCost: each unit pays the hex's cost plus one, within its movement: else
 * the overrun is prohibited (13.411 does not help, MV-19);
 * OV-7 13.521 overrunConvergence: the units may have come from different places, by sea or from
 * different breakthrough hexes: nothing here asks where they started;
 * OV-8 13.522 breakthroughOverrunLimit: no more than two armor from one breakthrough hex into the
 * same hex (with the overruns already made from it);
 * OV-12 13.531: no second attempt on a hex where an overrun failed;
 * OV-19 13.58 overrunInvasion: a unit invading by sea may not overrun its beach hex;
 * OV-20 13.59 overrunNoSpecialStatus: capitals, objectives, ICs, bridgeheads, railheads, fortresses
 * and fortifications give no protection (nothing here asks);
 * and 13.51: an overrun is an offensive operation (R-AWAW-OFFENSIVES: an offensive on the front of the
 * hex overrun).
 */
export function overrunViolations(g: AwawGame, turn: TurnBook, mode: CombatMode, unitIds: readonly string[], hex: string, budget?: MovementBudget, breakthroughHex?: string): Violation[] {
  const book = movementOf(turn);
  if (unitIds.length === 0 || unitIds.length > OVERRUN_MAX_UNITS) return [v('13.52', 'overrun.units', 'an overrun is made by one or two units (13.52)')];
  if (new Set(unitIds).size !== unitIds.length) return [v('13.52', 'overrun.listedTwice', 'a unit is listed twice')];
  const units = unitIds.map((id) => unit(g, id));
  if (units.some((u) => u === undefined)) return [v('13.52', 'overrun.unknownUnit', 'an overrunning unit is not a ground unit of the scenario')];
  const list = units as GroundUnit[];
  const faction = factionOf(g, list[0]!);
  if (sideOf(faction) !== g.info.phasing || list.some((u) => factionOf(g, u) !== faction)) return [v('13.52', 'overrun.notPhasing', 'the overrunning units are the phasing side\'s, of one alliance faction')];
  const from = hexOfUnit(g, list[0]!.id);
  if (from === undefined || list.some((u) => hexOfUnit(g, u.id) !== from)) return [v('13.52', 'overrun.sameHexside', 'the overrunning units move through the same hexside: they stand in one hex (13.52)')];
  for (const u of list) { const why = overrunUnitViolations(g, u); if (why.length > 0) return why; }
  if (!list.some((u) => u.type === 'armor')) return [v('13.52', 'overrun.noArmor', 'at least one overrunning unit is an armor unit (13.52)')];
  if (hostileGroundIn(g, hex, list[0]!).length === 0) return [v('13.52', 'overrun.noEnemy', `${hex} holds no enemy unit to overrun (13.52)`)];
  const entry = entryViolations(g, list[0]!, from, hex, true);
  if (entry.length > 0) return entry;
  if (!attackPermittedOn(g, faction, hex)) return [v('13.51', 'overrun.noOffensive', `an overrun is an offensive operation: the ${faction} faction has no offensive on the front of ${hex} (13.51, R-AWAW-OFFENSIVES)`)];
  if (book.overruns.some((o) => o.hex === hex && o.outcome === 'failed')) return [v('13.531', 'overrun.secondAttempt', `an overrun of ${hex} has failed: a second attempt is not permitted (13.531)`)];
  if (weatherBarsOverrun(g, hex)) return [v('13.57', 'overrun.weather', `winter prohibits overruns into ${hex} (13.57; SAMPLE weather data, R-AWAW-WEATHER-MOVEMENT)`)];
  const invader = list.find((u) => book.invasions.some((i) => i.unit === u.id && i.beach === hex));
  if (invader) return [v('13.58', 'overrun.beach', `${invader.name} is invading by sea and may not overrun its beach hex ${hex} (13.58)`)];
  if (mode === 'exploitation' && breakthroughHex === from) {
    const before = book.overruns.filter((o) => o.mode === 'exploitation' && o.from === from && o.hex === hex).flatMap((o) => o.units);
    if (before.length + list.filter((u) => u.type === 'armor').length > OVERRUN_MAX_UNITS) return [v('13.522', 'overrun.breakthroughLimit', `no more than two armor units move from the breakthrough hex ${from} into ${hex} to overrun (13.522)`)];
  }
  const spend = budget ?? regularBudget(g, book);
  const zoc = zocLeaveCosts(g, faction, mode === 'exploitation');
  for (const u of list) {
    const { spent, allowance } = spend(u);
    const cost = entryCost(g, u, hex, zoc.get(from) ?? 0, true).total;
    if (spent + cost > allowance) return [v('13.52', 'overrun.movement', `${u.name} needs ${cost} movement factors to overrun ${hex} (the hex, and one more, 13.52) and has ${Math.max(0, allowance - spent)} left: the overrun is prohibited`)];
    if (mechNegated(g, u, from)) return [v('13.52', 'overrun.noMechanizedComponent', `${u.name} has no functional mechanized component in ${from}`)];
  }
  const o: OverrunForce = { mode, faction, units: unitIds, hex };
  const odds = overrunOdds(g, o, maxOverrunGroundSupport(g, turn, o), 0);
  if (!overrunOddsMet(odds)) return [v('13.52', 'overrun.odds', `${odds.attack} against ${odds.defense} is ${odds.text} even with all the ground support available: an overrun needs 6:1 (13.52)`)];
  return [];
}

/** The faction whose air flies defensive air support for the units overrun (the first defender's, R-AWAW-AIR). */
export const overrunDefender = (g: AwawGame, defenders: readonly string[]) => defendingFaction(g, { defenders });
