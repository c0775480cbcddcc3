import { FACTIONS, type Faction } from '../../model/factions.ts';
import { CONVOY_KINDS, CONVOY_MODES, MARKER_TYPES, type MarkerType } from '../../model/markers.ts';
import type { Nationality } from '../../model/nationalities.ts';
import type { Place } from '../../model/places.ts';
import type { CounterInput } from '../schema/counters.schema.ts';
import { homeHex, laterTurn, nationalityFaction, type BoardContext } from './context.ts';
import type { Made } from './ground.ts';

type MarkerInput = Extract<CounterInput, { kind: 'marker' }>;

/** Markers beyond the one of each type, by how common they are in play. */
const MIX: readonly (readonly [MarkerType, number])[] = [
  ['blitz', 14], ['beachhead', 8], ['airdrop', 5], ['detachment', 8], ['logistics', 6], ['convoy', 14], ['totsugeki', 4],
  ['mobilizing', 2], ['japaneseMandate', 3], ['cededLand', 2], ['freePassage', 2], ['noOccupation', 2], ['failure', 1],
];
const COUNTRY_MARKERS = new Set<MarkerType>(['cededLand', 'mobilizing', 'failure', 'freePassage', 'noOccupation']);
const MINORS = ['siam', 'hopeh', 'indochina', 'malaya', 'philippines', 'nei', 'mongolia', 'manchukuo'];
const DETACHED: readonly Nationality[] = ['japanese', 'british', 'us', 'russian', 'nationalistChinese', 'australian'];

const inHexOrPool = (ctx: BoardContext, faction: Faction, hexShare: number): Place => (ctx.rng.chance(hexShare)
  ? { kind: 'hex', hex: ctx.rng.pick(ctx.factionLand.get(faction) ?? ctx.allLand) }
  : { kind: 'forcePool', faction });

/** The marker record and its place; track markers go on their tracks, country markers in the country. */
function makeMarker(ctx: BoardContext, type: MarkerType, seq: number): Made {
  const rng = ctx.rng;
  const m: MarkerInput = { id: `${type}-${String(seq).padStart(3, '0')}`, kind: 'marker', type };
  const faction = rng.weighted([['axis', 5], ['western', 4], ['soviet', 1]] as const);
  const at = ((): Place => {
    switch (type) {
      case 'gameTurn': return { kind: 'track', track: 'turn', space: ctx.turn };
      case 'government': m.leading = 'army'; return { kind: 'track', track: 'government', space: 0 };
      case 'victoryPoints': m.faction = FACTIONS[seq % 3]!; return { kind: 'track', track: 'victoryPoints', space: rng.between(0, 40) };
      case 'kamikazes': case 'showaRestoration': return { kind: 'turnTrack', turn: laterTurn(ctx) };
      case 'beachhead': {
        m.faction = faction;
        m.level = rng.pick([0, 1, 2] as const);
        if (m.level === 0 && faction === 'axis' && rng.chance(0.5)) { m.snlf = true; if (rng.chance(0.4)) return { kind: 'setAside' }; }
        if (rng.chance(0.3)) return { kind: 'forcePool', faction };
        // In the All-Sea hex, the arrow pointing to the Land hex: the Beachhead Hexside (2.2.3.4).
        const [arrowTo, hex] = rng.pick(ctx.shores);
        return { kind: 'hex', hex, arrowTo };
      }
      case 'convoy': {
        m.faction = faction === 'soviet' ? 'western' : faction;
        m.nationality = m.faction === 'axis' ? 'japanese' : rng.pick(['british', 'us'] as const);
        m.convoy = rng.weighted([[CONVOY_KINDS[0], 6], [CONVOY_KINDS[1], 3], [CONVOY_KINDS[2], 1]] as const);
        m.mode = rng.pick(CONVOY_MODES);
        const where = rng.weighted([['convoys', 55], ['forcePool', 20], ['delayBox', 5], ['navalWarfareDelayBox', 10], ['turnTrack', 5], ['setAside', 5]] as const);
        if (where === 'convoys') return { kind: 'navalZone', zone: rng.pick(ctx.zones), box: 'convoys' };
        if (where === 'forcePool') return { kind: 'forcePool', faction: m.faction };
        if (where === 'turnTrack') return { kind: 'turnTrack', turn: laterTurn(ctx) };
        return { kind: where };
      }
      case 'detachment': {
        const n = rng.pick(DETACHED);
        m.nationality = n;
        const owner = nationalityFaction(ctx, n);
        return owner && rng.chance(0.3) ? { kind: 'forcePool', faction: owner } : { kind: 'hex', hex: homeHex(ctx, n) };
      }
      case 'totsugeki': m.faction = 'axis'; return inHexOrPool(ctx, 'axis', 0.5);
      case 'japaneseMandate': return { kind: 'hex', hex: rng.pick(ctx.allLand) };
      default: break;
    }
    if (COUNTRY_MARKERS.has(type)) {
      const country = rng.pick(MINORS);
      m.country = country;
      const land = ctx.landOf.get(country) ?? ctx.allLand;
      return { kind: 'hex', hex: type === 'mobilizing' || type === 'freePassage' ? ctx.capitals.get(country) ?? rng.pick(land) : rng.pick(land) };
    }
    m.faction = faction;
    if (rng.chance(0.06)) { m.delayStripe = true; return { kind: 'delayBox' }; }
    return inHexOrPool(ctx, faction, 0.6);
  })();
  return { counter: m, at };
}

/**
 * `count` markers: the track markers (game turn, a Victory Points marker per faction, the
 * Government), one of every other type, then a mix in the proportions of play.
 */
export function makeMarkers(ctx: BoardContext, count: number, firstSeq: number): Made[] {
  const types: MarkerType[] = ['gameTurn', 'government', 'victoryPoints', 'victoryPoints', 'victoryPoints'];
  for (const t of MARKER_TYPES) if (!types.includes(t)) types.push(t);
  while (types.length < count) types.push(ctx.rng.weighted(MIX));
  return types.slice(0, Math.max(count, 0)).map((t, k) => makeMarker(ctx, t, firstSeq + k));
}
