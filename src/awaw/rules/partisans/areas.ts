import { AREA_BY_ID, PARTISAN_AREAS, type PartisanArea } from '../../data/partisan-areas.ts';
import type { AwawGame } from '../../model/game.ts';
import { theaterOf, type Theater } from '../../model/hex-ids.ts';
import type { Faction } from '../../model/ids.ts';
import { politicsOf, type MajorPower, type PoliticalFacts } from '../../model/politics.ts';
import { factionOf, hexOf, hexOfUnit } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';

/**
 * Who partisans belong to and where they are: the areas of rule 11's pools, the major power that
 * built (and controls) a partisan, and the major power it operates against. Catalog: PT-1, PT-27,
 * PT-43, PT-44 (the areas), with the readings R-AWAW-COUNTRY-IDS and R-AWAW-PARTISAN-AGAINST.
 */

/** PT-1 11.11 partisansByFaction: every alliance faction may construct and employ partisans (rule 11's limits apply). */
export const factionMayEmployPartisans = (_f: Faction): boolean => true;

/** The alliance faction of a major power. */
export function factionOfPower(p: MajorPower): Faction {
  switch (p) {
    case 'germany': case 'italy': case 'japan': return 'axis';
    case 'britain': case 'france': case 'usa': return 'western';
    case 'russia': return 'russia';
    case 'nationalistChina': return 'nationalistChina';
    case 'communistChina': return 'communistChina';
  }
}

/**
 * PT-43 11.41 partisanControl: a partisan is controlled and moved by the major power that built it;
 * its counter's nationality names that major power (R-AWAW-COUNTRY-IDS).
 */
export const builderOf = (g: AwawGame, u: GroundUnit): MajorPower | undefined => politicsOf(g).majorPowerOf[u.nationality];

/**
 * PT-27 11.341D polandNoPact: without the Nazi-Soviet Pact eastern Poland stays part of Poland;
 * with it, eastern Poland is counted with Russia (11.22C). Every other country belongs to the area
 * that lists it.
 */
export function areaOfCountry(country: string | undefined, p: PoliticalFacts): PartisanArea | undefined {
  if (country === undefined) return undefined;
  if (country === 'easternPoland') return AREA_BY_ID.get(p.nazisovietPact ? 'russia' : 'poland');
  return PARTISAN_AREAS.find((a) => a.countries.includes(country));
}

export const areaOfHex = (g: AwawGame, hex: string): PartisanArea | undefined => areaOfCountry(hexOf(g, hex)?.country, politicsOf(g));

/**
 * The area whose pool a partisan on the map counts against: that of its hex, except an Axis
 * partisan in Ulster, which is Irish (PT-44 11.42: Irish partisans may enter Ulster).
 */
export function areaOfPartisan(g: AwawGame, u: GroundUnit): PartisanArea | undefined {
  const hex = hexOfUnit(g, u.id);
  if (hex === undefined) return undefined;
  if (hexOf(g, hex)?.country === 'ulster' && factionOf(g, u) === 'axis') return AREA_BY_ID.get('ireland');
  return areaOfHex(g, hex);
}

/**
 * The major power a partisan in `hex` operates against (11.353B), read from the hex's controlling
 * alliance faction (R-AWAW-PARTISAN-AGAINST): the Axis is Germany in Europe and Japan in the
 * Pacific; the Western Allies are Britain; Russia and the Chinas are themselves.
 */
export function majorPowerAgainst(g: AwawGame, hex: string): MajorPower | undefined {
  const f = g.control[hex];
  if (f === undefined) return undefined;
  const t: Theater = theaterOf(hex);
  switch (f) {
    case 'axis': return t === 'pacific' ? 'japan' : 'germany';
    case 'western': return 'britain';
    case 'russia': return 'russia';
    case 'nationalistChina': return 'nationalistChina';
    case 'communistChina': return 'communistChina';
  }
}

