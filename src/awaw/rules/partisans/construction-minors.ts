import type { Violation } from '../../../core/violation.ts';
import { MIDDLE_EAST_AREAS, type PartisanArea } from '../../data/partisan-areas.ts';
import type { AwawGame } from '../../model/game.ts';
import { sideOf, type Faction } from '../../model/ids.ts';
import type { MajorPower, PoliticalFacts } from '../../model/politics.ts';
import { factionOfPower } from './areas.ts';

/**
 * 11.34 and 11.341 Partisan construction in minor countries. Catalog: PT-20..PT-27.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/**
 * PT-24 11.341A middleEastLimits: Axis partisans may be built and operate in Persia only if the
 * Allies have declared war on Persia or activated the Persian BRP route; in Lebanon/Syria only if it
 * is Allied controlled; in Arabia only if the Allies have attacked it. Movement reads it too
 * ("built and operate").
 */
export function middleEastCountryOpen(g: AwawGame, p: PoliticalFacts, faction: Faction, country: string | undefined, hex: string): boolean {
  if (faction !== 'axis') return true;
  if (country === 'persia') return p.alliedDeclarationsOfWar.includes('persia') || p.persianRouteActive;
  if (country === 'lebanonSyria') { const c = g.control[hex]; return c !== undefined && sideOf(c) === 'allies'; }
  if (country === 'arabia') return (p.attackedBy['arabia'] ?? []).some((m) => sideOf(factionOfPower(m)) === 'allies');
  return true;
}

/**
 * PT-20 11.34 constructMinorEligible: a minor country attacked by a major power opposing the builder,
 * or one that has at any time associated or allied with any major power, as its table row allows.
 * PT-21 11.34 constructMinorDowBar: not by a major power that, or whose alliance faction, declared
 * war on it. PT-22 11.34 spanishMorocco: Spanish partisans may be built in Spanish Morocco (the
 * Spain area includes it).
 * The special cases of 11.341 take the place of 11.34 for their countries:
 * PT-23 11.341A middleEastAxis: once the Axis have a Moslem Unrest production result, Germany may
 * build in Egypt; in Iraq, Kuwait, Palestine, Transjordan, Lebanon/Syria and Arabia; and in Persia,
 * one partisan a turn in each (three distinct pools); PT-24 above;
 * PT-25 11.341B irelandAxis: Germany, after a diplomatic result for Ireland of "7" or more or an
 * Allied declaration of war on Ireland;
 * PT-26 11.341C indiaJapan: Japan, up to two, with an Indian Subversion production result;
 * PT-27 11.341D polandNoPact: the Western Allies in any eligible Polish hex (eastern Poland too when
 * the Pact was not signed, areas.ts), Russia never (its W. Poland cell is "-").
 */
export function minorAreaViolations(g: AwawGame, p: PoliticalFacts, area: PartisanArea, builder: MajorPower, country: string | undefined, hex: string): Violation[] {
  const faction = factionOfPower(builder);
  if (MIDDLE_EAST_AREAS.includes(area.id)) {
    if (builder !== 'germany' || !p.partisans.moslemUnrest) return [v('11.341A', 'partisan.middleEast', 'only Germany builds partisans in the Middle East, once the Axis have a Moslem Unrest production result (11.341A)')];
    return middleEastCountryOpen(g, p, faction, country, hex) ? [] : [v('11.341A', 'partisan.middleEastLimits', `Axis partisans may not be built or operate in ${country} now (11.341A: Persia after an Allied declaration of war or the Persian BRP route; Lebanon/Syria if Allied controlled; Arabia if attacked by the Allies)`)];
  }
  if (area.id === 'ireland') {
    const open = (p.diplomaticResults['ireland'] ?? 0) >= 7 || p.alliedDeclarationsOfWar.includes('ireland');
    return builder === 'germany' && open ? [] : [v('11.341B', 'partisan.ireland', 'Germany builds partisans in Ireland only after a diplomatic result for Ireland of "7" or more or an Allied declaration of war on Ireland (11.341B)')];
  }
  if (area.id === 'india') {
    return builder === 'japan' && p.partisans.indianSubversion ? [] : [v('11.341C', 'partisan.india', 'Japan builds up to two partisans in India once it has an Indian Subversion production result (11.341C)')];
  }
  const out: Violation[] = [];
  const attacked = (country === undefined ? [] : p.attackedBy[country] ?? []).some((m) => sideOf(factionOfPower(m)) !== sideOf(faction));
  const aligned = country !== undefined && p.associatedOrAllied.includes(country);
  if (!attacked && !aligned) out.push(v('11.34', 'partisan.minorNotEligible', `${country} has been neither attacked by a major power opposing ${builder} nor associated or allied with a major power (11.34)`));
  const dow = (country === undefined ? [] : p.declaredWarBy[country] ?? []).some((m) => factionOfPower(m) === faction);
  if (dow) out.push(v('11.34', 'partisan.declaredWar', `${builder} or another major power of its alliance faction declared war on ${country} (11.34)`));
  return out;
}
