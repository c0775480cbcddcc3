import type { Faction } from '../../model/factions.ts';
import type { Nationality } from '../../model/nationalities.ts';
import type { Place } from '../../model/places.ts';
import { SUPPORT_BACKS, SUPPORT_FACE_NAMES, type SupportUnitType } from '../../model/support-units.ts';
import type { CounterInput } from '../schema/counters.schema.ts';
import { factionBox, homeHex, laterTurn, nationalityFaction, type BoardContext } from './context.ts';
import { PREFIX, type Made } from './ground.ts';

type SupportInput = Extract<CounterInput, { kind: 'support' }>;

const NAVAL = new Set<Nationality>(['japanese', 'british', 'us', 'australian', 'nei']);
const NATIONALITY_MIX: readonly (readonly [Nationality, number])[] = [
  ['japanese', 10], ['british', 5], ['us', 8], ['russian', 4], ['australian', 1], ['nei', 1], ['indian', 1], ['nationalistChinese', 1],
];
const AIR_MIX: readonly (readonly [SupportUnitType, number])[] = [['airForce', 5], ['interceptor', 2], ['bomber', 2]];
const ALL_MIX: readonly (readonly [SupportUnitType, number])[] = [...AIR_MIX, ['cvFleet', 2], ['surfaceFleet', 3], ['subFleet', 2]];

const zoneBox = (ctx: BoardContext, box: 'onStation' | 'convoys' | 'used'): Place => ({ kind: 'navalZone', zone: ctx.rng.pick(ctx.zones), box });

function airPlace(ctx: BoardContext, u: SupportInput, faction: Faction): Place {
  const where = ctx.rng.weighted([['hex', 50], ['forcePool', 25], ['strategicWarfareBox', 6], ['delayBox', 5], ['turnTrack', 5], ['offMapBox', 3]] as const);
  const box = factionBox(ctx, faction);
  if (where === 'hex') return { kind: 'hex', hex: homeHex(ctx, u.nationality) };
  if (where === 'strategicWarfareBox') return u.type === 'airForce' ? { kind: 'forcePool', faction } : { kind: 'strategicWarfareBox' };
  if (where === 'delayBox') { u.delayStripe = true; return { kind: 'delayBox' }; }
  if (where === 'turnTrack') return { kind: 'turnTrack', turn: laterTurn(ctx) };
  if (where === 'offMapBox' && box) return { kind: 'offMapBox', box };
  return { kind: 'forcePool', faction };
}

function fleetPlace(ctx: BoardContext, faction: Faction): Place {
  const where = ctx.rng.weighted([
    ['onStation', 40], ['used', 15], ['forcePool', 20], ['navalWarfareDelayBox', 8], ['offMapBox', 7], ['turnTrack', 5], ['port', 5],
  ] as const);
  const box = factionBox(ctx, faction);
  if (where === 'onStation' || where === 'used') return zoneBox(ctx, where);
  if (where === 'navalWarfareDelayBox') return { kind: 'navalWarfareDelayBox' };
  if (where === 'offMapBox' && box) return { kind: 'offMapBox', box };
  if (where === 'turnTrack') return { kind: 'turnTrack', turn: laterTurn(ctx) };
  if (where === 'port' && ctx.ports.length > 0) return { kind: 'hex', hex: ctx.rng.pick(ctx.ports) };
  return { kind: 'forcePool', faction };
}

/**
 * Where a support unit is. A flipped unit shows its back, and the back decides: an Escort Troop
 * Convoy sits in a Convoys Box (2.2.3.6), a CV Strike or Devastation side only in a hex.
 */
function supportPlace(ctx: BoardContext, u: SupportInput, faction: Faction): Place {
  const back = SUPPORT_BACKS[u.type];
  if (u.flipped && back === 'escortTroopConvoy') return zoneBox(ctx, 'convoys');
  if (u.flipped) return { kind: 'hex', hex: u.type === 'cvFleet' ? ctx.rng.pick(ctx.allLand) : homeHex(ctx, u.nationality) };
  return u.type === 'airForce' || u.type === 'interceptor' || u.type === 'bomber' ? airPlace(ctx, u, faction) : fleetPlace(ctx, faction);
}

/** `count` support units: air units of every power, fleets of the naval powers. */
export function makeSupportUnits(ctx: BoardContext, count: number, firstSeq: number): Made[] {
  const out: Made[] = [];
  for (let k = 0; k < count; k++) {
    const nationality = ctx.rng.weighted(NATIONALITY_MIX);
    const faction = nationalityFaction(ctx, nationality) ?? 'western';
    const type = ctx.rng.weighted(NAVAL.has(nationality) ? ALL_MIX : AIR_MIX);
    const seq = firstSeq + k;
    const u: SupportInput = {
      id: `${PREFIX[nationality]}-${type}-${String(seq).padStart(3, '0')}`, kind: 'support',
      name: type === 'cvFleet' || type === 'surfaceFleet' ? `TF${seq % 100}` : `${SUPPORT_FACE_NAMES[type]} ${seq % 50 + 1}`,
      nationality, type,
    };
    if (SUPPORT_BACKS[u.type] !== undefined && ctx.rng.chance(0.12)) u.flipped = true;
    out.push({ counter: u, at: supportPlace(ctx, u, faction) });
  }
  return out;
}
