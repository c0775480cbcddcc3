/**
 * The bad-input corpus as cases: how each file is made from the tiny fixture, and the problem the
 * CLI must report for it (exact JSON path, words of the message). make-corpus.ts writes the files.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = Record<string, Json>;

export interface ScenarioCase {
  readonly file: string;
  readonly make: (tiny: Doc) => Json | string | Uint8Array;
  readonly path: string;
  readonly message: string;
}

export interface EventCase {
  readonly file: string;
  readonly make: () => Json | string | Uint8Array;
  readonly path: string;
  readonly message: string;
}

/** Object or array at `path` inside `doc`, for edits (the corpus is built from a known fixture). */
function at(doc: Json, path: readonly (string | number)[]): Record<string, Json> {
  let here: Json = doc;
  for (const k of path) here = (here as Record<string | number, Json>)[k]!;
  return here as Record<string, Json>;
}
const list = (doc: Json, path: readonly (string | number)[]): Json[] => at(doc, path) as unknown as Json[];
/** Sets a key, even one named like an Object.prototype member. */
const put = (rec: Record<string, Json>, key: string, value: Json): void => { Object.defineProperty(rec, key, { value, enumerable: true, writable: true, configurable: true }); };

/** The tiny fixture with one change made by `edit`. */
const edited = (edit: (d: Doc) => void) => (tiny: Doc): Doc => { edit(tiny); return tiny; };
const counters = (d: Doc) => list(d, ['counters']);
const hexPlaces = (d: Doc) => at(d, ['places', 'hexes']);
/** The tiny fixture's text with a raw fragment put in before its last brace (keys JSON.stringify cannot write). */
const withRawKey = (fragment: string) => (tiny: Doc): string => `${JSON.stringify(tiny, null, 2).replace(/\n}$/, `,\n  ${fragment}\n}`)}\n`;

const nested = (depth: number): Json => { let v: Json = 'deep'; for (let i = 0; i < depth; i++) v = [v]; return v; };

export const SCENARIO_CASES: readonly ScenarioCase[] = [
  // Not JSON, or not a scenario at all.
  { file: 'trailing-comma.json', make: (t) => JSON.stringify(t, null, 2).replace('"axis"\n', '"axis",\n').replace(/"tracks": \{/, '"tracks": {,'), path: '(file)', message: 'not valid JSON' },
  { file: 'cut-short.json', make: (t) => JSON.stringify(t, null, 2).slice(0, 900), path: '(file)', message: 'not valid JSON' },
  { file: 'empty.json', make: () => '', path: '(file)', message: 'not valid JSON' },
  { file: 'only-bom.json', make: () => '\uFEFF', path: '(file)', message: 'not valid JSON' },
  { file: 'top-array.json', make: () => [], path: '(root)', message: 'expected object' },
  { file: 'top-string.json', make: () => '"a scenario"\n', path: '(root)', message: 'expected object' },
  { file: 'top-null.json', make: () => null, path: '(root)', message: 'expected object' },
  { file: 'single-quotes.json', make: () => "{'format': 'turnchart/ds-scenario@1'}", path: '(file)', message: 'line 1, column 2' },
  { file: 'latin1-name.json', make: (t) => Buffer.from(JSON.stringify(t, null, 2).replace('"Tiny fixture', '"Caf\u00e9 fixture'), 'latin1'), path: '(file)', message: 'not UTF-8 text: byte 0xe9 at line 4' },
  { file: 'utf16.json', make: (t) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(t), 'utf16le')]), path: '(file)', message: 'not UTF-8 text: byte 0xff at line 1, column 1' },
  { file: 'binary-junk.json', make: () => new Uint8Array([0x7b, 0x00, 0x01, 0x80, 0xc0, 0xaf, 0xf5, 0x7d]), path: '(file)', message: 'not UTF-8 text: byte 0x80' },
  // Wrong types and missing fields.
  { file: 'format-future.json', make: edited((d) => { d.format = 'turnchart/ds-scenario@2'; }), path: 'format', message: 'turnchart/ds-scenario@1' },
  { file: 'format-missing.json', make: edited((d) => { delete d.format; }), path: 'format', message: 'required, but missing' },
  { file: 'name-missing.json', make: edited((d) => { delete d.name; }), path: 'name', message: 'required, but missing' },
  { file: 'name-number.json', make: edited((d) => { d.name = 42; }), path: 'name', message: 'expected string' },
  { file: 'turn-string.json', make: edited((d) => { at(d, ['game']).turn = '3'; }), path: 'game.turn', message: 'expected number' },
  { file: 'turn-zero.json', make: edited((d) => { at(d, ['game']).turn = 0; }), path: 'game.turn', message: '>=1' },
  { file: 'turn-fraction.json', make: edited((d) => { at(d, ['game']).turn = 2.5; }), path: 'game.turn', message: 'expected int' },
  { file: 'turn-huge.json', make: (t) => JSON.stringify(t).replace('"turn":3', '"turn":1e400'), path: 'game.turn', message: 'expected number' },
  { file: 'season-unknown.json', make: edited((d) => { at(d, ['game']).season = 'monsoon'; }), path: 'game.season', message: 'expected one of' },
  { file: 'phasing-unknown.json', make: edited((d) => { at(d, ['game']).phasing = 'allies'; }), path: 'game.phasing', message: 'expected one of' },
  { file: 'faction-order-twice.json', make: edited((d) => { at(d, ['game']).factionOrder = ['axis', 'axis', 'soviet']; }), path: 'game.factionOrder', message: 'listed twice' },
  { file: 'blitz-value-negative.json', make: edited((d) => { at(d, ['game', 'currentCard']).blitzValue = -1; }), path: 'game.currentCard.blitzValue', message: '>=0' },
  { file: 'maps-empty.json', make: edited((d) => { d.maps = []; }), path: 'maps', message: '>=1' },
  { file: 'hexes-object.json', make: edited((d) => { d.hexes = { w3218: {} }; }), path: 'hexes', message: 'expected array' },
  { file: 'unknown-top-key.json', make: edited((d) => { d.units = []; }), path: '(root)', message: 'Unrecognized key: "units"' },
  { file: 'deep-junk-in-field.json', make: edited((d) => { d.description = nested(40); }), path: 'description', message: 'expected string' },
  // Ids: malformed, unknown, duplicate, dangling.
  { file: 'hex-id-malformed.json', make: edited((d) => { at(d, ['hexes', 0]).id = 'W32-18'; }), path: 'hexes[0].id', message: 'map letter and four digits' },
  { file: 'hex-duplicate.json', make: edited((d) => { list(d, ['hexes']).push(at(d, ['hexes', 2])); }), path: 'hexes[7].id', message: 'w3319' },
  { file: 'hex-on-unlisted-map.json', make: edited((d) => { at(d, ['hexes', 6]).id = 'e3117'; }), path: 'hexes[6].id', message: 'map' },
  { file: 'hex-terrain-unknown.json', make: edited((d) => { at(d, ['hexes', 1]).terrain = 'lava'; }), path: 'hexes[1].terrain', message: 'expected one of' },
  { file: 'hex-country-unknown.json', make: edited((d) => { at(d, ['hexes', 1]).country = 'malya'; }), path: 'hexes[1].country', message: 'unknown country "malya" (did you mean "malaya"?)' },
  { file: 'hex-weather-unknown.json', make: edited((d) => { at(d, ['hexes', 2]).weatherArea = 'northMonsoon'; }), path: 'hexes[2].weatherArea', message: 'unknown weather area' },
  { file: 'hex-zone-unknown.json', make: edited((d) => { at(d, ['hexes', 2]).navalZones = ['javaSea']; }), path: 'hexes[2].navalZones[0]', message: 'unknown Naval Zone "javaSea"' },
  { file: 'hexside-not-adjacent.json', make: edited((d) => { at(d, ['hexsides', 0]).between = ['w3117', 'w3319']; }), path: 'hexsides[0].between', message: 'adjacent' },
  { file: 'country-duplicate.json', make: edited((d) => { list(d, ['countries']).push({ id: 'japan', name: 'Japan again', major: true, faction: 'axis' }); }), path: 'countries[4].id', message: 'duplicate country id "japan"' },
  { file: 'dependent-cycle.json', make: edited((d) => { Object.assign(at(d, ['countries', 1]), { status: 'dependent', dependentOf: 'malaya' }); }), path: 'countries[1].dependentOf', message: 'cycle' },
  { file: 'zone-adjacency-one-way.json', make: edited((d) => { at(d, ['navalZones', 1]).adjacentZones = []; }), path: 'navalZones[0].adjacentZones[0]', message: 'adjacency goes both ways' },
  { file: 'waterway-port-not-port.json', make: edited((d) => { at(d, ['restrictedWaterways', 0]).ports = ['w3318']; }), path: 'restrictedWaterways[0].ports[0]', message: 'not a port' },
  { file: 'counter-duplicate-id.json', make: edited((d) => { counters(d).push({ id: 'br-18-div', kind: 'ground', name: 'Copy', nationality: 'british', type: 'infantry', values: '1-1-1' }); }), path: 'counters[8].id', message: 'duplicate counter id "br-18-div"' },
  { file: 'counter-id-spaces.json', make: edited((d) => { at(d, ['counters', 0]).id = 'br 18 div'; }), path: 'counters[0].id', message: 'ids start with a letter' },
  { file: 'counter-id-missing.json', make: edited((d) => { delete at(d, ['counters', 0]).id; }), path: 'counters[0].id', message: 'required, but missing' },
  { file: 'counter-kind-unknown.json', make: edited((d) => { at(d, ['counters', 0]).kind = 'zeppelin'; }), path: 'counters[0].kind', message: "Expected 'ground' | 'support' | 'marker'" },
  { file: 'counter-values-short.json', make: edited((d) => { put(at(d, ['counters', 0]), 'values', '7-6'); }), path: 'counters[0].values', message: 'attack-defense-movement' },
  { file: 'counter-steps-five.json', make: edited((d) => { at(d, ['counters', 1]).steps = 5; }), path: 'counters[1].steps', message: '<=4' },
  { file: 'counter-nationality-unknown.json', make: edited((d) => { at(d, ['counters', 0]).nationality = 'martian'; }), path: 'counters[0].nationality', message: 'expected one of' },
  { file: 'counter-extra-field.json', make: edited((d) => { at(d, ['counters', 0]).morale = 'high'; }), path: 'counters[0]', message: 'Unrecognized key: "morale"' },
  { file: 'beachhead-level-three.json', make: edited((d) => { at(d, ['counters', 5]).level = 3; }), path: 'counters[5].level', message: 'a Beachhead level is 0, 1 or 2' },
  // Places: two places, no place, dangling references, off the map, wrong place for the kind.
  { file: 'counter-in-two-places.json', make: edited((d) => { list(d, ['places', 'forcePools', 'western']).push('br-18-div'); }), path: 'places.forcePools.western[1]', message: 'counter "br-18-div" is already in hex w3218' },
  { file: 'counter-in-no-place.json', make: edited((d) => { hexPlaces(d).w3218 = []; }), path: 'counters[0]', message: 'is in no place' },
  { file: 'place-unknown-counter.json', make: edited((d) => { list(d, ['places', 'hexes', 'w3218']).push('br-19-div'); }), path: 'places.hexes.w3218[1]', message: 'unknown counter "br-19-div"' },
  { file: 'place-hex-off-map.json', make: edited((d) => { hexPlaces(d).w9999 = ['br-18-div']; hexPlaces(d).w3218 = []; }), path: 'places.hexes.w9999', message: 'hex w9999 is not on the map' },
  { file: 'place-hex-key-malformed.json', make: edited((d) => { hexPlaces(d).singapore = []; }), path: 'places.hexes.singapore', message: 'invalid key' },
  { file: 'place-zone-unknown.json', make: edited((d) => { at(d, ['places', 'navalZones']).javaSea = { onStation: [], convoys: [], used: [] }; }), path: 'places.navalZones.javaSea', message: 'unknown Naval Zone "javaSea"' },
  { file: 'place-box-unknown.json', make: edited((d) => { at(d, ['places']).offMapBoxes = { indianOcean: [] }; }), path: 'places.offMapBoxes.indianOcean', message: 'unknown Off-Map Box' },
  { file: 'beachhead-without-arrow.json', make: edited((d) => { hexPlaces(d).w3219 = ['ax-bh-1']; }), path: 'places.hexes.w3219[0]', message: 'names the hex its arrow points to' },
  { file: 'arrow-not-adjacent.json', make: edited((d) => { hexPlaces(d).w3219 = [{ counter: 'ax-bh-1', arrowTo: 'w3117' }]; }), path: 'places.hexes.w3219[0].arrowTo', message: 'not adjacent' },
  { file: 'convoy-in-hex.json', make: edited((d) => { at(d, ['places', 'navalZones', 'southChinaSea']).convoys = []; list(d, ['places', 'hexes', 'w3218']).push('we-convoy-1'); }), path: 'places.hexes.w3218[1]', message: 'Convoy marker sits in a Convoys Box' },
  { file: 'force-pool-wrong-faction.json', make: edited((d) => { at(d, ['places', 'forcePools']).axis = ['br-sf-1']; at(d, ['places', 'forcePools']).western = ['jp-af-1']; }), path: 'places.forcePools.axis[0]', message: 'belongs to the western faction' },
  { file: 'holding-box-of-one-step.json', make: edited((d) => { at(d, ['places']).holdingBoxes = { 'br-18-div': ['jp-25-army'] }; hexPlaces(d).w3318 = ['ax-blitz-1']; }), path: 'places.holdingBoxes.br-18-div', message: 'only multi-step ground units have a Holding Box' },
  { file: 'facts-unknown-counter.json', make: edited((d) => { at(d, ['facts']).unsupplied = ['jp-26-army']; }), path: 'facts.unsupplied[0]', message: 'unknown counter "jp-26-army"' },
  { file: 'facts-zoc-off-map.json', make: edited((d) => { at(d, ['facts', 'zonesOfControl']).axis = ['w9999']; }), path: 'facts.zonesOfControl.axis[0]', message: 'unknown hex "w9999"' },
  // Keys that name Object.prototype members: data only, never the prototype.
  { file: 'proto-key-top.json', make: withRawKey('"__proto__": { "polluted": true }'), path: '__proto__', message: 'not allowed as a key' },
  { file: 'proto-key-in-places.json', make: (t) => JSON.stringify(t, null, 2).replace('"hexes": {\n', '"hexes": {\n      "__proto__": ["br-18-div"],\n'), path: 'places.hexes.__proto__', message: 'not allowed as a key' },
  { file: 'proto-key-in-counter.json', make: (t) => JSON.stringify(t).replace('{"id":"br-18-div",', '{"__proto__":{"kind":"support"},"id":"br-18-div",'), path: 'counters[0].__proto__', message: 'not allowed as a key' },
  { file: 'constructor-holding-box.json', make: edited((d) => { at(d, ['places']).holdingBoxes = { constructor: ['br-18-div'] }; hexPlaces(d).w3218 = []; }), path: 'places.holdingBoxes.constructor', message: 'unknown unit owning a Holding Box "constructor"' },
  { file: 'tostring-zone.json', make: edited((d) => { put(at(d, ['places', 'navalZones']), 'toString', { onStation: [], convoys: [], used: [] }); }), path: 'places.navalZones.toString', message: 'unknown Naval Zone "toString"' },
  { file: 'constructor-counter-ref.json', make: edited((d) => { list(d, ['places', 'hexes', 'w3218']).push('constructor'); }), path: 'places.hexes.w3218[1]', message: 'unknown counter "constructor"' },
  { file: 'hasownproperty-country.json', make: edited((d) => { at(d, ['hexes', 1]).country = 'hasOwnProperty'; }), path: 'hexes[1].country', message: 'unknown country "hasOwnProperty"' },
  { file: 'constructor-key-in-game.json', make: edited((d) => { put(at(d, ['game']), 'constructor', { name: 'x' }); }), path: 'game', message: 'Unrecognized key: "constructor"' },
  // A file of another kind given as a scenario is named for what it is (issue 21).
  { file: 'an-events-file.json', make: () => ({ format: 'turnchart/ds-events@1', scenario: 'scenarios/fixtures/tiny.json', seed: 1, events: [{ type: 'CONTINUE' }] }), path: '(file)', message: 'this is an events file of Dai Senso! (turnchart/ds-events@1), not a scenario' },
  { file: 'a-bare-list-of-events.json', make: () => [{ type: 'CONTINUE' }], path: '(file)', message: 'this is an events file, not a scenario' },
];

const CONTINUE: Json = { type: 'CONTINUE' };
const saved = (events: Json[], extra: Record<string, Json> = {}): Json => ({ format: 'turnchart/ds-events@1', seed: 1, ...extra, events });

export const EVENT_CASES: readonly EventCase[] = [
  { file: 'not-json.json', make: () => '{"format": "turnchart/ds-events@1", "events": [CONTINUE]}', path: '(file)', message: 'not valid JSON at line 1, column 48' },
  { file: 'empty.json', make: () => '', path: '(file)', message: 'this file is empty' },
  { file: 'not-utf8.json', make: () => Buffer.from('{"seed": 1, "events": [{"type": "CONTINUE", "note": "caf\u00e9"}]}', 'latin1'), path: '(file)', message: 'not UTF-8 text: byte 0xe9 at line 1' },
  { file: 'format-future.json', make: () => saved([CONTINUE], { format: 'turnchart/ds-events@9' }), path: 'format', message: 'written by a newer turnchart' },
  { file: 'seed-string.json', make: () => saved([CONTINUE], { seed: 'one' }), path: 'seed', message: 'expected number' },
  { file: 'seed-negative.json', make: () => saved([CONTINUE], { seed: -1 }), path: 'seed', message: '>=0' },
  { file: 'seed-too-big.json', make: () => saved([CONTINUE], { seed: 2 ** 40 }), path: 'seed', message: '<=4294967295' },
  { file: 'events-object.json', make: () => ({ seed: 1, events: { 0: CONTINUE } }), path: 'events', message: 'expected array' },
  { file: 'events-missing.json', make: () => ({ format: 'turnchart/ds-events@1', seed: 1 }), path: 'events', message: 'expected array' },
  { file: 'unknown-top-key.json', make: () => saved([CONTINUE], { moves: [] }), path: '(root)', message: 'Unrecognized key: "moves"' },
  { file: 'event-null.json', make: () => saved([CONTINUE, null]), path: 'events[1]', message: 'an event is a JSON object' },
  { file: 'event-string.json', make: () => ['CONTINUE'], path: 'events[0]', message: 'an event is a JSON object' },
  { file: 'event-no-type.json', make: () => saved([{ unit: 'br-18-div' }]), path: 'events[0].type', message: 'unknown event type undefined' },
  { file: 'event-unknown-type.json', make: () => saved([{ type: 'MOVE', unit: 'br-18-div' }]), path: 'events[0].type', message: 'unknown event type "MOVE"' },
  { file: 'event-type-lowercase.json', make: () => saved([{ type: 'continue' }]), path: 'events[0].type', message: 'unknown event type "continue"' },
  { file: 'event-roll-seven.json', make: () => saved([CONTINUE, { type: 'ROLL', value: 7 }]), path: 'events[1].value', message: 'a die shows 1 to 6' },
  { file: 'event-extra-key.json', make: () => saved([{ type: 'CONTINUE', please: true }]), path: 'events[0]', message: 'Unrecognized key: "please"' },
  { file: 'event-hex-malformed.json', make: () => saved([{ type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: 'singapore' }]), path: 'events[0].hex', message: 'a hex id is a map letter and four digits' },
  { file: 'event-id-empty.json', make: () => saved([{ type: 'ELIMINATE', unit: '' }]), path: 'events[0].unit', message: '>=1' },
  { file: 'event-attackers-empty.json', make: () => saved([{ type: 'ATTACK', target: 'w3218', attackers: [] }]), path: 'events[0].attackers', message: 'an attack needs at least one attacking unit' },
  { file: 'event-deep-junk.json', make: () => saved([{ type: 'ATTACK', target: 'w3218', attackers: [nested(50)] }]), path: 'events[0].attackers[0]', message: 'expected string' },
  { file: 'event-proto-key.json', make: () => '{"seed": 1, "events": [{"type": "CONTINUE", "__proto__": {"polluted": true}}]}', path: 'events[0]', message: 'Unrecognized key: "__proto__"' },
  { file: 'event-constructor-key.json', make: () => saved([{ type: 'CONTINUE', constructor: 1 }]), path: 'events[0]', message: 'Unrecognized key: "constructor"' },
  // A file of another kind given as the events file is named for what it is (issue 21).
  { file: 'a-scenario.json', make: () => ({ format: 'turnchart/ds-scenario@1', name: 'A scenario' }), path: '(file)', message: 'this is a scenario of Dai Senso! (turnchart/ds-scenario@1), not an events file' },
  { file: 'events-of-another-ruleset.json', make: () => ({ format: 'turnchart/ocs-events@1', seed: 1, events: [] }), path: '(file)', message: 'this is an events file of Operational Combat Series (turnchart/ocs-events@1); the scenario is of Dai Senso!' },
];

/** A turn file of the tiny fixture (docs/turn-files.md): two CONTINUEs, the second the Axis turn just played; `edit` breaks it. */
const turnFile = (edit: (t: Record<string, Json> & { turn: Record<string, Json>; scenario: Record<string, Json> }) => void = () => {}) => (): Json => {
  const t = {
    format: 'turnchart/turn@1', eventsFormat: 'turnchart/ds-events@1',
    scenario: { name: 'Tiny fixture: Singapore and the Johore Strait', file: 'scenarios/fixtures/tiny.json' },
    seed: 1, turn: { from: 1, side: 'axis' } as Record<string, Json>, events: [CONTINUE, CONTINUE],
  };
  edit(t);
  return t;
};

/** Turn files `turnchart verify <file> tiny.json` must refuse as bad input (exit 2), each problem located. */
export const TURN_CASES: readonly EventCase[] = [
  { file: 'not-json.json', make: () => '{"format": "turnchart/turn@1", "events": [CONTINUE]}', path: '(file)', message: 'not valid JSON at line 1, column 43' },
  { file: 'empty.json', make: () => '', path: '(file)', message: 'this file is empty' },
  { file: 'format-future.json', make: turnFile((t) => { t.format = 'turnchart/turn@2'; }), path: 'format', message: 'written by a newer turnchart' },
  { file: 'format-other.json', make: turnFile((t) => { t.format = 'vassal/log'; }), path: 'format', message: 'this is not a turn file' },
  { file: 'an-events-file.json', make: () => saved([CONTINUE], { scenario: 'scenarios/fixtures/tiny.json' }), path: '(file)', message: 'this is an events file of Dai Senso! (turnchart/ds-events@1), not a turn file: turnchart turn' },
  { file: 'events-format-shape.json', make: turnFile((t) => { t.eventsFormat = 'ds'; }), path: 'eventsFormat', message: 'a saved-game format such as "turnchart/ds-events@1"' },
  { file: 'events-format-other-ruleset.json', make: turnFile((t) => { t.eventsFormat = 'turnchart/ocs-events@1'; }), path: 'eventsFormat', message: 'the scenario is of Dai Senso!, whose events are turnchart/ds-events@1' },
  { file: 'scenario-name-missing.json', make: turnFile((t) => { delete t.scenario.name; }), path: 'scenario.name', message: 'required, but missing' },
  { file: 'scenario-of-another-game.json', make: turnFile((t) => { t.scenario.name = 'Another game'; delete t.scenario.file; }), path: 'scenario.name', message: 'this turn file is a game of "Another game"; the scenario given is "Tiny fixture' },
  { file: 'seed-string.json', make: turnFile((t) => { t.seed = 'one'; }), path: 'seed', message: 'expected number' },
  { file: 'turn-missing.json', make: turnFile((t) => { delete (t as Record<string, Json>).turn; }), path: 'turn', message: 'required, but missing' },
  { file: 'turn-from-negative.json', make: turnFile((t) => { t.turn.from = -1; }), path: 'turn.from', message: '>=0' },
  { file: 'turn-from-past-the-end.json', make: turnFile((t) => { t.turn.from = 5; }), path: 'turn.from', message: 'the turn starts after event 5, but the file has 2 events' },
  { file: 'turn-side-unknown.json', make: turnFile((t) => { t.turn.side = 'allies'; }), path: 'turn.side', message: 'no side "allies" in this scenario; its sides are "axis" (Axis)' },
  { file: 'turn-extra-key.json', make: turnFile((t) => { t.turn.by = 'Alice'; }), path: 'turn', message: 'Unrecognized key: "by"' },
  { file: 'unknown-top-key.json', make: turnFile((t) => { t.moves = []; }), path: '(root)', message: 'Unrecognized key: "moves"' },
  { file: 'events-object.json', make: turnFile((t) => { t.events = { 0: CONTINUE }; }), path: 'events', message: 'expected array' },
  { file: 'event-roll-seven.json', make: turnFile((t) => { t.events = [CONTINUE, { type: 'ROLL', value: 7 }]; }), path: 'events[1].value', message: 'a die shows 1 to 6' },
];
