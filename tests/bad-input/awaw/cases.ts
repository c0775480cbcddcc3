/**
 * The AWAW bad-input corpus as cases: how each file is made from the small-front fixture
 * (scenarios/awaw/fixtures/small-front.json), and the problem the CLI must report for it (exact
 * JSON path, words of the message). make-corpus.ts writes the files; tests/unit/awaw/bad-input.test.ts
 * runs them through `turnchart validate` and `turnchart replay`.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = Record<string, Json>;

export interface ScenarioCase {
  readonly file: string;
  readonly make: (fixture: Doc) => Json | string | Uint8Array;
  readonly path: string;
  readonly message: string;
}

export interface EventCase {
  readonly file: string;
  readonly make: () => Json | string | Uint8Array;
  readonly path: string;
  /** The words of the problem; for an event the rules refuse, its rule, code and words as `replay` prints them. */
  readonly message: string;
  /** Exit code: 2 for a file that is not a saved game, 1 for an event the rules refuse. */
  readonly code: 1 | 2;
}

function at(doc: Json, path: readonly (string | number)[]): Record<string, Json> {
  let here: Json = doc;
  for (const k of path) here = (here as Record<string | number, Json>)[k]!;
  return here as Record<string, Json>;
}
const list = (doc: Json, path: readonly (string | number)[]): Json[] => at(doc, path) as unknown as Json[];
/** Sets a key, even one named like an Object.prototype member. */
const put = (rec: Record<string, Json>, key: string, value: Json): void => { Object.defineProperty(rec, key, { value, enumerable: true, writable: true, configurable: true }); };
/** The fixture with one change made by `edit`. */
const edited = (edit: (d: Doc) => void) => (fixture: Doc): Doc => { edit(fixture); return fixture; };
const counter = (d: Doc, i: number) => at(d, ['counters', i]);
const hexes = (d: Doc) => at(d, ['places', 'hexes']);
const text = (d: Doc): string => JSON.stringify(d, null, 2);

export const SCENARIO_CASES: readonly ScenarioCase[] = [
  // Not JSON, or not an AWAW scenario.
  { file: 'trailing-comma.json', make: (d) => text(d).replace(/\n}$/, ',\n}'), path: '(file)', message: 'not valid JSON' },
  { file: 'cut-short.json', make: (d) => text(d).slice(0, 700), path: '(file)', message: 'not valid JSON' },
  { file: 'latin1-name.json', make: (d) => Buffer.from(text(d).replace('"name": "', '"name": "Caf\u00e9 '), 'latin1'), path: '(file)', message: 'not UTF-8 text: byte 0xe9' },
  { file: 'format-future.json', make: edited((d) => { d.format = 'turnchart/awaw-scenario@2'; }), path: 'format', message: 'turnchart/awaw-scenario@1' },
  { file: 'unknown-key.json', make: edited((d) => { d.units = []; }), path: '(root)', message: 'Unrecognized key: "units"' },
  // The game.
  { file: 'season-monsoon.json', make: edited((d) => { at(d, ['game']).season = 'monsoon'; }), path: 'game.season', message: 'expected one of' },
  { file: 'phasing-unknown.json', make: edited((d) => { at(d, ['game']).phasing = 'russia'; }), path: 'game.phasing', message: 'expected one of "axis"|"allies"' },
  { file: 'offensive-level-unknown.json', make: edited((d) => { at(d, ['game', 'offensives', 'axis']).eastern = 'total'; }), path: 'game.offensives.axis.eastern', message: 'expected one of "none"|"limited"|"full"' },
  { file: 'offensive-front-unknown.json', make: edited((d) => { at(d, ['game', 'offensives', 'axis']).western = 'limited'; }), path: 'game.offensives.axis.western', message: 'unknown front "western"' },
  // Factions and nationalities.
  { file: 'faction-unknown.json', make: edited((d) => { at(d, ['factions', 1]).id = 'soviet'; }), path: 'factions[1].id', message: 'expected one of "axis"' },
  { file: 'air-ctl-negative.json', make: edited((d) => { at(d, ['factions', 0]).airCtl = -1; }), path: 'factions[0].airCtl', message: 'an air CTL is 0 or more' },
  { file: 'nationality-faction-unknown.json', make: edited((d) => { at(d, ['nationalities', 0]).faction = 'reich'; }), path: 'nationalities[0].faction', message: 'expected one of "axis"' },
  { file: 'nationality-ctl-string.json', make: edited((d) => { at(d, ['nationalities', 0]).ctl = 'two'; }), path: 'nationalities[0].ctl', message: 'expected number' },
  { file: 'home-country-unknown.json', make: edited((d) => { list(d, ['nationalities', 0, 'homeCountries']).push('prussia'); }), path: 'nationalities[0].homeCountries[1]', message: 'unknown country "prussia"' },
  // The board.
  { file: 'hex-id-malformed.json', make: edited((d) => { at(d, ['hexes', 0]).id = 'I33'; }), path: 'hexes[0].id', message: 'a hex id is' },
  { file: 'hex-id-rows-mixed.json', make: edited((d) => { at(d, ['hexes', 0]).id = 'eMN26'; }), path: 'hexes[0].id', message: 'a hex id is' },
  { file: 'hex-duplicate.json', make: edited((d) => { list(d, ['hexes']).push({ ...at(d, ['hexes', 0]) }); }), path: 'hexes[50].id', message: 'eI33 is listed twice (first at hexes[0])' },
  { file: 'terrain-unknown.json', make: edited((d) => { at(d, ['hexes', 0]).terrain = 'tundra'; }), path: 'hexes[0].terrain', message: 'expected one of' },
  { file: 'front-misspelt.json', make: edited((d) => { at(d, ['hexes', 0]).front = 'easterm'; }), path: 'hexes[0].front', message: 'did you mean "eastern"' },
  { file: 'weather-area-unknown.json', make: edited((d) => { at(d, ['hexes', 0]).weatherArea = 'tundra'; }), path: 'hexes[0].weatherArea', message: 'unknown weather area "tundra"' },
  { file: 'feature-unknown.json', make: edited((d) => { at(d, ['hexes', 0]).features = ['castle']; }), path: 'hexes[0].features[0]', message: 'expected one of' },
  { file: 'map-letter-unknown.json', make: edited((d) => { at(d, ['maps', 0]).letter = 'x'; }), path: 'maps[0].letter', message: 'expected one of "e"|"p"' },
  { file: 'hexside-apart.json', make: edited((d) => { at(d, ['hexsides', 0]).between = ['eK37', 'eK39']; }), path: 'hexsides[0].between', message: 'not adjacent' },
  { file: 'hexside-off-map.json', make: edited((d) => { at(d, ['hexsides', 0]).between = ['eK37', 'eZ99']; }), path: 'hexsides[0].between', message: 'is not a hex of the map' },
  { file: 'hexside-twice.json', make: edited((d) => { list(d, ['hexsides']).push({ between: ['eK38', 'eK37'], features: ['river'] }); }), path: 'hexsides[1].between', message: 'listed twice' },
  { file: 'line-protects-other.json', make: edited((d) => { at(d, ['hexsides', 0]).line = { kind: 'fortification', protects: 'eK39' }; }), path: 'hexsides[0].line.protects', message: 'not one of the two hexes' },
  // Counters.
  { file: 'counter-duplicate-id.json', make: edited((d) => { list(d, ['counters']).push({ ...counter(d, 0) }); }), path: 'counters[11].id', message: 'duplicate counter id "ge-1pz"' },
  { file: 'counter-id-spaces.json', make: edited((d) => { counter(d, 0).id = 'ge 1 pz'; }), path: 'counters[0].id', message: 'ids start with a letter' },
  { file: 'counter-type-unknown.json', make: edited((d) => { counter(d, 0).type = 'cavalry'; }), path: 'counters[0].type', message: 'expected one of' },
  { file: 'counter-values-malformed.json', make: edited((d) => { counter(d, 0).values = '4-6-2'; }), path: 'counters[0].values', message: 'values are "combat-movement"' },
  { file: 'replacement-not-1-1.json', make: edited((d) => { counter(d, 9).values = '2-1'; }), path: 'counters[9].values', message: 'a replacement is 1-1' },
  { file: 'mech-infantry-german.json', make: edited((d) => { counter(d, 2).type = 'mechInfantry'; }), path: 'counters[2].type', message: 'mechanized infantry is Western Allied (10.12)' },
  { file: 'nationality-misspelt.json', make: edited((d) => { counter(d, 0).nationality = 'germna'; }), path: 'counters[0].nationality', message: 'did you mean "german"' },
  { file: 'supply-unknown.json', make: edited((d) => { counter(d, 0).supply = 'half'; }), path: 'counters[0].supply', message: 'expected one of' },
  { file: 'marker-type-unknown.json', make: edited((d) => { counter(d, 10).type = 'minefield'; }), path: 'counters[10].type', message: 'expected one of "fortification"' },
  { file: 'counter-extra-field.json', make: edited((d) => { counter(d, 0).morale = 'high'; }), path: 'counters[0]', message: 'Unrecognized key: "morale"' },
  // Places and rule 12.
  { file: 'counter-in-two-places.json', make: edited((d) => { list(d, ['places', 'hexes', 'eJ36']).push('ge-1pz'); }), path: 'places.hexes.eJ36[1]', message: 'counter "ge-1pz" is already in hex:eK36' },
  { file: 'counter-in-no-place.json', make: edited((d) => { hexes(d).eJ36 = []; }), path: 'counters[1]', message: 'counter "ge-2pz" is in no place' },
  { file: 'place-unknown-counter.json', make: edited((d) => { list(d, ['places', 'hexes', 'eJ36']).push('ge-3pz'); }), path: 'places.hexes.eJ36[1]', message: 'unknown counter "ge-3pz" (did you mean "ge-1pz"?)' },
  { file: 'place-hex-off-map.json', make: edited((d) => { hexes(d).eZ99 = hexes(d).eJ36!; delete hexes(d).eJ36; }), path: 'places.hexes.eZ99', message: 'not on the map' },
  { file: 'overstacked.json', make: edited((d) => { list(d, ['places', 'hexes', 'eK36']).push('ge-2pz'); delete hexes(d).eJ36; }), path: 'places.hexes.eK36', message: 'would hold 3 ground units; the limit there is 2' },
  { file: 'enemies-share-hex.json', make: edited((d) => { list(d, ['places', 'hexes', 'eK37']).push('ge-2pz'); delete hexes(d).eJ36; }), path: 'places.hexes.eK37', message: 'enemy ground units share eK37' },
  { file: 'marker-in-pool.json', make: edited((d) => { list(d, ['places', 'hexes', 'eJ35']).pop(); at(d, ['places']).forcePools = { german: ['ax-ab1'] }; }), path: 'places.forcePools.german[0]', message: 'the marker "ax-ab1" can only be in a hex' },
  { file: 'pool-wrong-nationality.json', make: edited((d) => { delete hexes(d).eJ36; at(d, ['places']).forcePools = { italian: ['ge-2pz'] }; }), path: 'places.forcePools.italian[0]', message: '"ge-2pz" is german, not italian' },
  // Keys that name Object.prototype members: data only, never the prototype.
  { file: 'proto-key-top.json', make: (d) => text(d).replace(/\n}$/, ',\n  "__proto__": { "polluted": true }\n}'), path: '__proto__', message: 'not allowed as a key' },
  { file: 'proto-key-in-places.json', make: (d) => text(d).replace('"hexes": {\n', '"hexes": {\n      "__proto__": ["ge-1pz"],\n'), path: 'places.hexes.__proto__', message: 'not allowed as a key' },
  { file: 'constructor-counter-ref.json', make: edited((d) => { list(d, ['places', 'hexes', 'eJ36']).push('constructor'); }), path: 'places.hexes.eJ36[1]', message: 'unknown counter "constructor"' },
  { file: 'tostring-country.json', make: edited((d) => { at(d, ['hexes', 0]).country = 'toString'; }), path: 'hexes[0].country', message: 'unknown country "toString"' },
  { file: 'constructor-key-in-game.json', make: edited((d) => { put(at(d, ['game']), 'constructor', { name: 'x' }); }), path: 'game', message: 'Unrecognized key: "constructor"' },
];

const CONTINUE: Json = { type: 'CONTINUE' };
const saved = (events: Json[], extra: Record<string, Json> = {}): Json => ({ format: 'turnchart/awaw-events@1', seed: 1, ...extra, events });
/** The five confirm steps of the movement phase and the air and naval missions, to reach the airdrops. */
const DONE: Json = { type: 'DONE' };
// Voluntary elimination (13.21), air and naval movement, supply, ground movement (13.4), air and naval missions.
const TO_AIRDROPS: Json[] = [DONE, CONTINUE, CONTINUE, DONE, CONTINUE];

export const EVENT_CASES: readonly EventCase[] = [
  { file: 'not-json.json', make: () => '{"format": "turnchart/awaw-events@1", "events": [CONTINUE]}', path: '(file)', message: 'not valid JSON', code: 2 },
  { file: 'format-other-ruleset.json', make: () => saved([CONTINUE], { format: 'turnchart/ds-events@1' }), path: '(file)', message: 'this is an events file of Dai Senso! (turnchart/ds-events@1); the scenario is of A World at War', code: 2 },
  { file: 'format-future.json', make: () => saved([CONTINUE], { format: 'turnchart/awaw-events@2' }), path: 'format', message: 'written by a newer turnchart', code: 2 },
  { file: 'seed-string.json', make: () => saved([CONTINUE], { seed: 'one' }), path: 'seed', message: 'expected number', code: 2 },
  { file: 'event-null.json', make: () => saved([DONE, null]), path: 'events[1]', message: 'an event is a JSON object', code: 2 },
  { file: 'event-unknown-type.json', make: () => saved([{ type: 'TELEPORT', unit: 'ge-1pz' }]), path: 'events[0].type', message: 'unknown event type "TELEPORT"', code: 2 },
  { file: 'event-roll-seven.json', make: () => saved([DONE, { type: 'ROLL', value: 7 }]), path: 'events[1].value', message: 'a die shows 1 to 6', code: 2 },
  { file: 'event-extra-key.json', make: () => saved([{ type: 'CONTINUE', please: true }]), path: 'events[0]', message: 'Unrecognized key: "please"', code: 2 },
  { file: 'event-hex-malformed.json', make: () => saved([...TO_AIRDROPS, { type: 'AIRDROP', unit: 'ge-7fj', hex: 'K37' }]), path: 'events[5].hex', message: 'a hex id is', code: 2 },
  { file: 'event-attack-no-units.json', make: () => saved([{ type: 'ATTACK', target: 'eK37', attackers: [] }]), path: 'events[0].attackers', message: 'an attack needs at least one attacking unit', code: 2 },
  { file: 'event-occupy-no-units.json', make: () => saved([{ type: 'OCCUPY', hex: 'eK37', units: [] }]), path: 'events[0].units', message: 'at least one unit advances', code: 2 },
  { file: 'event-faction-unknown.json', make: () => saved([{ type: 'GROUND_SUPPORT', faction: 'luftwaffe', factors: 2 }]), path: 'events[0].faction', message: 'expected one of "axis"', code: 2 },
  { file: 'event-wrong-step.json', make: () => saved([{ type: 'ATTACK', target: 'eK37', attackers: ['ge-1pz'] }]), path: 'events[0]', message: '13.21 [sequence.notInThisStep] Declare an attack comes after Voluntary elimination', code: 1 },
  { file: 'event-airdrop-too-far.json', make: () => saved([...TO_AIRDROPS, { type: 'AIRDROP', unit: 'ge-7fj', hex: 'eK39' }]), path: 'events[5]', message: '10.53A [airdrop.range] eK39 is 5 hexes from eJ35; the drop range is 4', code: 1 },
  { file: 'event-attack-not-adjacent.json', make: () => saved([...TO_AIRDROPS, { type: 'DONE' }, { type: 'ATTACK', target: 'eL38', attackers: ['ge-2pz'] }]), path: 'events[6]', message: '15.44 [attack.notAdjacent] 2nd Panzer in eJ36 is not adjacent to eL38', code: 1 },
];
