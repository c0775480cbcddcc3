import type { Violation } from '../../../core/violation.ts';
import { NO_PARTISAN_COUNTRIES, type PartisanArea } from '../../data/partisan-areas.ts';
import type { Faction } from '../../model/ids.ts';
import { atWar, type PoliticalFacts } from '../../model/politics.ts';

/**
 * 11.33 Partisan construction in major powers. Catalog: PT-13..PT-19, PT-41.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** PT-18 11.33E, G, H constructNever: no partisans in Germany, Japan or the U.S. */
export const countryClosedToPartisans = (country: string | undefined): boolean => country !== undefined && NO_PARTISAN_COUNTRIES.includes(country);

/**
 * PT-16 11.33C ukraineBar: while a diplomatic result of "6" or greater is in effect for the
 * Ukraine, Communist partisans may not be built or operate there.
 */
export const ukraineBarred = (p: PoliticalFacts, faction: Faction, country: string | undefined): boolean =>
  faction === 'russia' && country === 'ukraine' && (p.diplomaticResults['ukraine'] ?? 0) >= 6;

/**
 * Why a faction may not build partisans in a major power's area now:
 * PT-13 11.33A constructFrance: once Germany has conquered France, and Vichy France was not
 * established, has been eliminated or is associated with or allied to the Western Allies (PT-41
 * 11.37 afterLiberation: conquest is a fact that liberation does not undo);
 * PT-14 11.33B constructBritain: Western Allied partisans once Britain has surrendered to Germany;
 * PT-15 11.33C constructRussiaSiberia: Communist partisans in Russia and eastern Poland while Russia
 * is at war with Germany, in Siberia while it is at war with Japan (PT-16 the Ukraine bar);
 * PT-17 11.33D constructItaly: once Italy has surrendered to the Allies;
 * PT-19 11.33F constructChina: Nationalist and Communist Chinese partisans may be built in China.
 * The pools (PT-4..PT-9) already hold none for the factions the rule excludes ("Communist: None",
 * "Western Allies: None").
 */
export function majorAreaViolations(p: PoliticalFacts, area: PartisanArea, faction: Faction, country: string | undefined): Violation[] {
  if (countryClosedToPartisans(country)) return [v('11.33E', 'partisan.neverHere', `partisans may not be built in ${country} (11.33E, G, H)`)];
  switch (area.id) {
    case 'france': {
      const vichyOk = p.vichy !== 'established';
      if (!p.conqueredByGermany.includes('france') || !vichyOk) return [v('11.33A', 'partisan.france', 'partisans are built in France once Germany has conquered it, and Vichy France was not established, has been eliminated or sides with the Western Allies (11.33A)')];
      return [];
    }
    case 'britain':
      return p.surrendered.includes('britain') ? [] : [v('11.33B', 'partisan.britain', 'Western Allied partisans are built in Britain only once Britain has surrendered to Germany (11.33B)')];
    case 'russia':
      if (ukraineBarred(p, faction, country)) return [v('11.33C', 'partisan.ukraine', 'a diplomatic result of "6" or greater is in effect for the Ukraine: no Communist partisans there (11.33C)')];
      return atWar(p, 'russia', 'germany') ? [] : [v('11.33C', 'partisan.russia', 'Communist partisans are built in Russia and eastern Poland only while Russia is at war with Germany (11.33C)')];
    case 'siberia':
      return atWar(p, 'russia', 'japan') ? [] : [v('11.33C', 'partisan.siberia', 'Communist partisans are built in Siberia only while Russia is at war with Japan (11.33C)')];
    case 'italy':
      return p.surrendered.includes('italy') ? [] : [v('11.33D', 'partisan.italy', 'partisans are built in Italy only once Italy has surrendered to the Allies (11.33D)')];
    case 'china':
      return [];
    default:
      return [];
  }
}
