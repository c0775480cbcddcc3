/**
 * The scenario's `simplifications`: what the teaching map and counter mix simplify from the
 * printed game, in plain words, with the numbers of this build (fit residuals, forced hexes).
 */
import type { BoardNotes } from './board.ts';
import { TERRAIN_RULE } from './countries.ts';
import type { Residual } from './fit.ts';
import { WEATHER_RULE, ZONE_RULE } from './zones.ts';

export interface Facts {
  readonly land: number;
  readonly sea: number;
  readonly notes: BoardNotes;
  readonly hexsideNotes: readonly string[];
  readonly residuals: readonly Residual[];
  readonly checks: readonly Residual[];
}

const fmt = (r: Residual): string => `${r.name} ${r.id} ${r.hexes.toFixed(2)}`;

export function simplifications(f: Facts): string[] {
  return [
    'A sample map, not the printed Dai Senso! map: hexes are drawn from Natural Earth 1:50m land and countries (npm world-atlas) '
      + 'through a least-squares affine fit from longitude and latitude to hex centres, anchored on the 13 hexes the rules name '
      + 'in this region. Residuals of the anchors, in hexes: ' + f.residuals.map(fmt).join(', ') + '. '
      + 'Named in the rules but not fitted: ' + f.checks.map(fmt).join(', ') + '.',
    `Only columns 25-44 and rows 8-27 of the west map are present (${f.land + f.sea} hexes: ${f.land} Land, ${f.sea} All-Sea); `
      + 'everything beyond is off the map.',
    'A hex is Land when at least 40% of seven sample points in it (its centre and six points halfway to its corners) are land; '
      + 'its country is the 1942 country of most of its samples: Malaysia split at 108°E into Malaya and British Borneo, '
      + 'Singapore part of Malaya, Bangladesh part of India, Taiwan (Formosa) part of Japan, Timor-Leste as Portuguese Timor. '
      + 'Named hexes take the country of their place.',
    'Forced hexes: ' + f.notes.forced.join('; ') + '.',
    TERRAIN_RULE,
    'Hexsides: between two adjacent Land hexes the side is All-Sea when the midpoint of their centres is sea. Set by hand: '
      + f.hexsideNotes.join('; ') + '. Straits are written as All-Sea + Strait. No river, mountain, lake or border hexsides are drawn.',
    ZONE_RULE + ' ' + f.notes.ports.join('; ') + '. Only two Naval Zones are drawn.',
    WEATHER_RULE + ' Both areas have clear weather.',
    'Cities: the named hexes of the rules plus a sample of real cities and ports placed by the fit; a city whose hex is All-Sea '
      + 'moves to the nearest adjacent Land hex within one hex, and one hex keeps one name. ' + f.notes.cities.join('; ') + '.',
    'Key Ports (sample, the Terrain Key is not in the seeds): Singapore, Batavia, Manila, Hong Kong, Trincomalee, Rangoon.',
    'French Indochina is a Policy Affected Country (13.6) on the Axis side: Vichy France kept the administration while Japan '
      + 'based forces there under the 1940-41 agreements; the policy is named data. As a consequence Air Unit Paths and '
      + 'Retreats may not enter its hexes (2.2.3.1, 4.2.5.2). Siam is an Axis Minor Country, Nationalist China and the NEI Western '
      + 'Minor Countries; Malaya, Burma, India, Ceylon, British Borneo, Hong Kong and Christmas Island are British Dependents, the '
      + 'Philippines a US Dependent; Portuguese Timor is neutral.',
    'The Indian Ocean Box is a sample Western Off-Map Box adjacent to the Bay of Bengal, so that Western fleets can trace a Fleet '
      + 'Unit Path home (2.2.3.1).',
    'The counter mix is a sample: names are historical, values, steps and designations are invented; the ABDA Army is the two-step '
      + 'British FE unit with one NEI unit in its Holding Box (2.3; 4.2.6.2 example). Blitz, Beachhead, Airdrop, Detachment, '
      + 'Logistics and Convoy markers are a sample of each kind.',
    'Supply and zones of control are set by hand (docs/rulings.md R-SUPPLY, R-ZOC): the US and Philippine units on Luzon and the '
      + 'Borneo garrison are unsupplied; each faction exerts a zone of control into every Land hex adjacent to its ground units '
      + 'unless across an All-Sea hexside that is not a Strait.',
    'The Current Card, its Blitz Value and its Political Events text are samples; Game Turn 4 counts fall 1941 as turn 1; the '
      + 'Victory Point values are samples.',
  ];
}
