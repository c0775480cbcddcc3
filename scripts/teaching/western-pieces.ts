/**
 * Western and Soviet pieces and the track markers, spring 1942: an Australian force on
 * Christmas Island poised to invade Java (2.2.3.3 example), the ABDA Army still holding eastern
 * Java, British and Indian units in Ceylon, India and Burma, Americans and Filipinos cut off on
 * Luzon. Names are historical; values are samples. For the Organization Segment (2.3): two
 * British one-step infantry and a British armor brigade in Mandalay can form the 14th Army from the
 * Force Pool and flip it to its three-step mech side (2.3.1 example); the ABDA Army keeps its NEI
 * unit in its Holding Box and has the British FE infantry on its back (2.3, 4.2.6.2 example).
 */
import { ground, inBox, inHex, inPool, marker, support, type Piece } from './pieces.ts';

export const WESTERN_GROUND: readonly Piece[] = [
  ground('au-7-div', '7th Division (AIF)', 'australian', 'infantry', '3-3-2', inHex('Christmas Island'), { steps: 2 }),
  ground('au-1-corps-hq', 'I Australian Corps HQ', 'australian', 'hq', '1-2-2', inHex('Christmas Island'), { steps: 2, delayStripe: true }),
  ground('br-abda-army', 'ABDA Army', 'british', 'infantry', '2-3-2', inHex('Soerabaja'), {
    steps: 2,
    composition: [
      { stepType: 'infantry', nationalities: ['british'], designation: 'FE' },
      { stepType: 'infantry', nationalities: ['nei', 'australian', 'indian', 'philippine'], holdingBox: true },
    ],
    back: { name: 'FE Infantry', values: '1-2-1', label: 'FE', designations: ['FE'], elite: true },
  }),
  ground('nei-1-knil', '1st KNIL Division', 'nei', 'infantry', '1-2-1', { holding: 'br-abda-army' }),
  ground('nei-2-knil', '2nd KNIL Division', 'nei', 'infantry', '1-2-1', inHex('Tjilatjap')),
  // For the Blitz Combat (4.1): a parachute brigade in Tjilatjap to airdrop, and the 6th Australian
  // Division and the British 18th Division at sea off Batavia, in the hex the Beachhead-2 marker is
  // placed in, to attack across it and to land.
  ground('in-50-para-bde', '50th Indian Parachute Brigade', 'indian', 'airborne', '1-1-1', inHex('Tjilatjap')),
  ground('au-6-div', '6th Division (AIF)', 'australian', 'infantry', '3-3-2', inHex('w2820'), { steps: 2 }),
  ground('br-18-div', '18th Division', 'british', 'infantry', '3-3-2', inHex('w2820')),
  ground('nei-borneo', 'Borneo Garrison', 'nei', 'garrison', '0-1-0', inHex('Bandjermasin'), { restrictedTo: ['w2921'] }),
  ground('br-cey-fort', 'Cey', 'british', 'fortress', '0-3-0', inHex('Trincomalee'), { steps: 2, fortKind: 'fortress' }),
  ground('in-34-div', '34th Indian Division', 'indian', 'infantry', '2-3-2', inHex('Trincomalee')),
  ground('br-2-div', '2nd Division', 'british', 'infantry', '3-3-2', inHex('Akyab'), { steps: 2 }),
  ground('br-eastern-hq', 'Eastern Army HQ', 'british', 'hq', '1-2-2', inHex('Calcutta'), { steps: 2, delayStripe: true }),
  ground('in-14-div', '14th Indian Division', 'indian', 'infantry', '2-2-2', inHex('Chittagong')),
  ground('br-burcorps', 'Burcorps', 'british', 'infantry', '2-3-2', inHex('Rangoon'), { steps: 2 }),
  ground('in-17-div', '17th Indian Division', 'indian', 'infantry', '2-2-2', inHex('Rangoon')),
  ground('br-1-burma', '1st Burma Division', 'british', 'infantry', '1-2-1', inHex('Mandalay')),
  ground('br-burma-rifles', 'Burma Rifles', 'british', 'infantry', '1-2-1', inHex('Mandalay')),
  ground('br-7-armd-bde', '7th Armoured Brigade', 'british', 'armor', '2-1-2', inHex('Mandalay')),
  ground('ch-5-army', '5th Army', 'nationalistChinese', 'infantry', '2-3-1', inHex('Lashio'), { steps: 2 }),
  ground('ch-6-army', '6th Army', 'nationalistChinese', 'infantry', '2-2-1', inHex('w4016')),
  // The Chinese mechanized division of 1942, for an Exploitation (4.2.8) from the Siamese border.
  ground('ch-200-div', '200th Division', 'nationalistChinese', 'armor', '2-1-2', inHex('w4016')),
  ground('ch-3-war-zone', '3rd War Zone', 'nationalistChinese', 'infantry', '2-3-1', inHex('Foochow'), { steps: 2 }),
  ground('ch-7-war-zone', '7th War Zone', 'nationalistChinese', 'infantry', '2-3-1', inHex('w4321'), { steps: 2 }),
  ground('us-usaffe', 'USAFFE', 'us', 'infantry', '2-3-1', inHex('Manila'), { steps: 2 }),
  ground('ph-army', 'Philippine Army', 'philippine', 'infantry', '1-2-1', inHex('Manila'), { steps: 2 }),
  ground('br-5-div', '5th Division', 'british', 'infantry', '3-3-2', { offMap: 'indianOcean' }, { steps: 2 }),
  ground('br-70-div', '70th Division', 'british', 'infantry', '3-3-2', { turn: 5 }, { delayStripe: true }),
  ground('br-sing-fort', 'Sing', 'british', 'fortress', '0-3-0', inPool('western'), { steps: 2, fortKind: 'fortress' }),
  ground('br-14-army', '14th Army', 'british', 'infantry', '3-4-1', inPool('western'), {
    steps: 2,
    back: { values: '6-6-2', type: 'mech', steps: 3, composition: [{ stepType: 'infantry' }, { stepType: 'infantry' }, { stepType: 'armor' }] },
  }),
  ground('br-16-bde', '16th Brigade', 'british', 'infantry', '1-2-1', inPool('western')),
  ground('br-23-bde', '23rd Brigade', 'british', 'infantry', '1-2-1', inPool('western')),
];

export const WESTERN_SUPPORT: readonly Piece[] = [
  support('br-eastern-cv', 'Eastern Fleet Carriers', 'british', 'cvFleet', inPool('western'), { delayStripe: true }),
  support('br-force-b', 'Force B', 'british', 'surfaceFleet', inPool('western')),
  support('br-221-group', '221 Group RAF', 'british', 'airForce', inPool('western')),
  support('au-raaf-nw', 'RAAF North-Western Area', 'australian', 'airForce', inPool('western')),
  support('us-10-af', '10th Air Force', 'us', 'bomber', inPool('western')),
  support('us-asiatic-subs', 'Asiatic Fleet Submarines', 'us', 'subFleet', inPool('western')),
  support('nei-ml-knil', 'ML-KNIL', 'nei', 'airForce', inBox('delayBox')),
  support('us-asiatic-fleet', 'Asiatic Fleet', 'us', 'surfaceFleet', inBox('navalWarfareDelayBox')),
];

export const WESTERN_MARKERS: readonly Piece[] = [
  marker('we-blitz-1', 'blitz', inPool('western'), { faction: 'western' }),
  marker('we-blitz-2', 'blitz', inPool('western'), { faction: 'western' }),
  marker('we-bh-1', 'beachhead', inPool('western'), { faction: 'western', level: 1 }),
  marker('we-bh-2', 'beachhead', inPool('western'), { faction: 'western', level: 2 }),
  marker('we-airdrop-1', 'airdrop', inPool('western'), { faction: 'western', nationality: 'british' }),
  marker('br-det-1', 'detachment', inPool('western'), { nationality: 'british' }),
  marker('us-det-1', 'detachment', inPool('western'), { nationality: 'us' }),
  marker('we-log-1', 'logistics', inPool('western'), { faction: 'western' }),
  marker('br-convoy-1', 'convoy', inPool('western'), { faction: 'western', nationality: 'british', convoy: 'standard', mode: 'supply' }),
  marker('us-convoy-1', 'convoy', inPool('western'), { faction: 'western', nationality: 'us', convoy: 'standard', mode: 'troop' }),
  marker('us-fleet-train', 'convoy', inPool('western'), { faction: 'western', nationality: 'us', convoy: 'fleetTrain', mode: 'supply' }),
];

export const SOVIET_PIECES: readonly Piece[] = [
  ground('ru-1-red-banner', '1st Red Banner Army', 'russian', 'infantry', '3-4-2', inPool('soviet'), { steps: 2 }),
  support('ru-far-east-af', 'Far Eastern Front Air Force', 'russian', 'airForce', inPool('soviet')),
  marker('so-blitz-1', 'blitz', inPool('soviet'), { faction: 'soviet' }),
  marker('so-scratch-1', 'convoy', inPool('soviet'), { faction: 'soviet', nationality: 'russian', convoy: 'scratch', mode: 'supply' }),
];

/** Game Turn 4 is spring 1942 when turn 1 is fall 1941 (sample numbering); VP values are samples. */
export const TRACK_PIECES: readonly Piece[] = [
  marker('game-turn', 'gameTurn', { track: 'turn', space: 4 }),
  marker('axis-vp', 'victoryPoints', { track: 'victoryPoints', space: 14 }, { faction: 'axis' }),
  marker('western-vp', 'victoryPoints', { track: 'victoryPoints', space: 6 }, { faction: 'western' }),
  marker('soviet-vp', 'victoryPoints', { track: 'victoryPoints', space: 2 }, { faction: 'soviet' }),
  marker('jp-government', 'government', { track: 'government', space: 0 }, { leading: 'army' }),
];

/** Facts carried as data (docs/rulings.md R-SUPPLY): the forces cut off on Luzon and in Borneo. */
export const UNSUPPLIED: readonly string[] = ['us-usaffe', 'ph-army', 'nei-borneo'];
