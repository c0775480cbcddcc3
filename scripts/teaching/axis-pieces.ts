/**
 * Axis pieces, spring 1942: the Japanese 16th Army has landed on Java and holds Batavia and
 * Telekbetung (2.2.3.3 example), the 25th Army holds Singapore, the 15th Army is on the
 * Siam – Burma border. Names are historical; values are samples. For the Organization Segment
 * (2.3): a Japanese 1-1-1 and 0-1-1 stacked in Singapore combine as the 2.3.1.1 example does; the
 * Southern Army HQ and the colonial Formosa Army can break down into the infantry of the Force
 * Pool (2.3.4.1, 2.3.4.2 examples); an IG port-a-fort stands in Medan (2.3.2.2).
 */
import { ground, inBox, inHex, inPool, inZone, marker, support, type Piece } from './pieces.ts';

export const AXIS_GROUND: readonly Piece[] = [
  ground('jp-38-div', '38th Division', 'japanese', 'infantry', '3-3-2', inHex('Telekbetung')),
  ground('jp-16-army', '16th Army', 'japanese', 'infantry', '4-4-2', inHex('Batavia'), { steps: 2 }),
  ground('jp-25-army', '25th Army', 'japanese', 'infantry', '4-4-2', inHex('Singapore'), { steps: 2, elite: true }),
  ground('jp-5-div', '5th Division', 'japanese', 'infantry', '1-1-1', inHex('Singapore'), { back: { values: '2-2-1' } }),
  ground('jp-35-bde', '35th Brigade', 'japanese', 'infantry', '0-1-1', inHex('Singapore')),
  ground('jp-guards', 'Imperial Guards', 'japanese', 'infantry', '3-3-2', inHex('Medan'), { elite: true, designations: ['Guards'] }),
  ground('jp-ig-1', '1st IG Brigade', 'japanese', 'infantry', '1-1-2', inHex('Medan'), {
    designations: ['IG'], back: { name: '1st IG Fort', values: '0-2-0', type: 'fortress', fortKind: 'portAFort', steps: 1 },
  }),
  ground('jp-15-army', '15th Army', 'japanese', 'infantry', '4-4-2', inHex('w3916'), { steps: 2 }),
  ground('jp-14-army', '14th Army', 'japanese', 'infantry', '3-3-2', inHex('Lingayen'), { steps: 2 }),
  ground('jp-23-army', '23rd Army', 'japanese', 'infantry', '3-3-2', inHex('Hong Kong'), { steps: 2 }),
  ground('jp-formosa-army', 'Formosa Army', 'japanese', 'infantry', '1-2-1', inHex('Taihoku'), {
    steps: 2, colonial: true, back: { values: '0-1-1' },
  }),
  ground('jp-southern-hq', 'Southern Army HQ', 'japanese', 'hq', '1-2-2', inHex('Saigon'), { steps: 2, delayStripe: true }),
  ground('si-phayap', 'Phayap Army', 'siamese', 'infantry', '2-2-1', inHex('w4017'), { steps: 2 }),
  ground('si-1-army', '1st Army', 'siamese', 'infantry', '1-2-1', inHex('Bangkok')),
  ground('fr-indochina', 'Indochina Army', 'french', 'infantry', '1-2-1', inHex('Hanoi')),
  ground('jp-56-div', '56th Division', 'japanese', 'infantry', '3-3-2', inPool('axis')),
  ground('jp-korean-bde', 'Korean Brigade', 'japanese', 'infantry', '0-1-1', inPool('axis'), { colonial: true }),
  ground('jp-18-div', '18th Division', 'japanese', 'infantry', '3-3-2', { turn: 5 }),
];

/** One Japanese Air Force in the Axis Force Pool: the unit that holds back the Western faction in 2.2.3.3. */
export const AXIS_SUPPORT: readonly Piece[] = [
  support('jp-3-air-div', '3rd Air Division', 'japanese', 'airForce', inPool('axis')),
  support('jp-22-flotilla', '22nd Air Flotilla', 'japanese', 'airForce', inBox('delayBox'), { delayStripe: true }),
  support('jp-5-air-div', '5th Air Division', 'japanese', 'interceptor', inBox('delayBox')),
  support('jp-2-fleet', '2nd Fleet', 'japanese', 'surfaceFleet', inZone('southChinaSea', 'used')),
  support('jp-malaya-force', 'Malaya Force', 'japanese', 'surfaceFleet', inBox('navalWarfareDelayBox')),
  support('jp-kido-butai', 'Kido Butai', 'japanese', 'cvFleet', { turn: 5 }, { delayStripe: true }),
  support('jp-6-fleet', '6th Fleet', 'japanese', 'subFleet', inBox('strategicWarfareBox')),
];

export const AXIS_MARKERS: readonly Piece[] = [
  marker('ax-blitz-1', 'blitz', inPool('axis'), { faction: 'axis' }),
  marker('ax-blitz-2', 'blitz', inPool('axis'), { faction: 'axis' }),
  marker('ax-blitz-3', 'blitz', inHex('w3916'), { faction: 'axis' }),
  marker('ax-bh-1', 'beachhead', inPool('axis'), { faction: 'axis', level: 1 }),
  marker('ax-bh-2', 'beachhead', inPool('axis'), { faction: 'axis', level: 2 }),
  marker('ax-snlf-1', 'beachhead', inPool('axis'), { faction: 'axis', level: 0, snlf: true }),
  marker('ax-snlf-2', 'beachhead', inBox('setAside'), { faction: 'axis', level: 0, snlf: true }),
  marker('ax-airdrop-1', 'airdrop', inPool('axis'), { faction: 'axis', nationality: 'japanese' }),
  marker('jp-det-1', 'detachment', inHex('Sandakan'), { nationality: 'japanese' }),
  marker('jp-det-2', 'detachment', inHex('Balikpapan'), { nationality: 'japanese' }),
  marker('jp-det-3', 'detachment', inPool('axis'), { nationality: 'japanese' }),
  marker('ax-log-1', 'logistics', inHex('Singapore'), { faction: 'axis' }),
  marker('jp-convoy-1', 'convoy', inZone('southChinaSea', 'convoys'), { faction: 'axis', nationality: 'japanese', convoy: 'standard', mode: 'supply' }),
  marker('jp-convoy-2', 'convoy', inPool('axis'), { faction: 'axis', nationality: 'japanese', convoy: 'standard', mode: 'troop' }),
  marker('ax-scratch-1', 'convoy', inPool('axis'), { faction: 'axis', nationality: 'japanese', convoy: 'scratch', mode: 'troop' }),
];
