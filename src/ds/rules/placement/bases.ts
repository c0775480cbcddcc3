import { homeCountryOf } from '../../model/countries.ts';
import type { Faction } from '../../model/factions.ts';
import { NATIONALITY_INFO, type Nationality } from '../../model/nationalities.ts';
import type { DsGameState } from '../../model/state.ts';
import { suppliedHexesOf, withoutEnemyAir, zonesOfPorts } from './carried.ts';
import type { PlacementContext } from './context.ts';
import { zoneIndex } from './context.ts';

/**
 * Air Base, Naval Base, Open Port, Key Port and Home Country: the Glossary that 2.2 sends the
 * reader to is not in the seeds (gaps §1 #4-#6, #13, #14). These readings are the ones the
 * examples of 2.2.3-2.2.3.6 fix; each is a ruling (R-AIR-BASE, R-NAVAL-BASE, R-OPEN-PORT,
 * R-HOME-PORT, R-KEY-PORT).
 */

/** The faction a nationality fights for now: its country's, else its usual one (R-FACTION-OF). */
export function nationalityFaction(state: DsGameState, nat: Nationality): Faction | undefined {
  const info = NATIONALITY_INFO[nat];
  const country = state.countries[info.country];
  return country ? country.faction : info.defaultFaction;
}

/**
 * AP-1, AP-7, PR-3, CT-15 (2.2.3, 2.2.3.1, 2.2.3.3) airBases: an X Air Base is a Land hex with a
 * supplied ground unit of nationality X ("a supplied British ground unit is in Singapore, making it
 * a British Air Base") and no successfully placed Air unit of a faction enemy to `faction`
 * ("Normally, a hex with an enemy Air unit cannot be an Air Base"; the Telekbetung CV Strike). A
 * pending enemy Air unit does not count yet (CT-15, the Manila example): the context leaves it out.
 */
export function airBases(ctx: PlacementContext, nat: Nationality, faction: Faction): readonly string[] {
  // Carried (carried.ts): the supplied hexes of the nationality, less those an enemy Air unit holds.
  return ctx.mapFacts().memo(['airBases', nat, faction], () => withoutEnemyAir(ctx, suppliedHexesOf(ctx, nat).land, faction));
}

/**
 * FP-3, FP-7, FP-10, FP-11, AP-4 (2.2.3.1) navalBases: an X Naval Base is a port with a supplied
 * ground unit of nationality X ("a supplied Japanese ground unit is in Saigon, making it a Japanese
 * Naval Base"). It lies in every Naval Zone its port opens onto. The rules deny an Air Base, not a
 * Naval Base, to an enemy Air unit, so an enemy Air unit does not stop a Naval Base (FUP-7: it
 * may stop the port from being an Open Port).
 */
export function navalBases(ctx: PlacementContext, nat: Nationality): readonly string[] {
  return suppliedHexesOf(ctx, nat).ports;
}

/** The Naval Zones that contain a Naval Base of nationality X. */
export function navalBaseZones(ctx: PlacementContext, nat: Nationality): ReadonlySet<string> {
  return zonesOfPorts(ctx.state.board, navalBases(ctx, nat));
}

/**
 * FUP-4, FUP-6, FUP-7, CV-12 (2.2.3.1, 2.2.3.6) isOpenPort: a port is an Open Port for `faction`
 * in Naval Zone `zone` when it holds a ground unit of that faction, supplied or not ("an unsupplied
 * US ground unit in Nagasaki, making it a Western Open Port"), no successfully placed enemy Air unit
 * ("a Japanese Air unit in Nagasaki would block the Fleet Unit Path"), and no enemy support unit is
 * in that zone's On Station Box ("a support unit in an On Station Box does prevent the ports in that
 * Naval Zone from being Open Ports for an enemy faction"). It is asked zone by zone, so an enemy
 * unit On Station in the Zone of placement closes no port of the zone a path comes through (FUP-6).
 */
export function isOpenPort(ctx: PlacementContext, hex: string, faction: Faction, zone: string): boolean {
  if (!ctx.state.board.hexes[hex]?.port) return false;
  if (!ctx.groundUnitsIn(hex).some((g) => g.faction === faction)) return false;
  if (ctx.airUnitsIn(hex).some((a) => a.faction !== faction)) return false;
  for (const f of ctx.onStationFactions(zone)) if (f !== faction) return false;
  return true;
}

/** FUP-4: the zone contains a port that is an Open Port for `faction` there. */
export function hasFriendlyOpenPort(ctx: PlacementContext, zone: string, faction: Faction): boolean {
  return ctx.mapFacts().memo(['openIn', zone, faction], () => (zoneIndex(ctx.state).ports.get(zone) ?? []).some((p) => isOpenPort(ctx, p, faction, zone)));
}

/** The Home Country of a nationality: its country, or the country that one depends on (R-HOME-COUNTRY). */
export function homeCountryOfNationality(state: DsGameState, nat: Nationality): string {
  return homeCountryOf(state.countries, NATIONALITY_INFO[nat].country);
}

/**
 * A hex is in Home Country `home` when its country is `home` itself. A Dependent's hexes are not:
 * 2.2.3.6 lists "a Home Country Port" and "a Port in a Dependent belonging to the Convoy marker's
 * Home Country" as two cases (R-HOME-PORT).
 */
export const inHomeCountry = (state: DsGameState, hex: string, home: string): boolean => state.board.hexes[hex]?.country === home;

/** A hex in a Dependent whose Home Country is `home` (followed through chains of Dependents). */
export function inDependentOf(state: DsGameState, hex: string, home: string): boolean {
  const country = state.board.hexes[hex]?.country;
  return country !== undefined && country !== home && state.countries[country]?.status === 'dependent' && homeCountryOf(state.countries, country) === home;
}

/** CV-4, CV-6 (2.2.3.6): Key Ports are marked on the Terrain Key; scenarios mark them on the port (R-KEY-PORT). */
export const isKeyPort = (state: DsGameState, hex: string): boolean => state.board.hexes[hex]?.port?.key === true;
