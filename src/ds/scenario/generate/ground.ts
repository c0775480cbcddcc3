import type { Faction } from '../../model/factions.ts';
import type { GroundUnitType } from '../../model/ground-units.ts';
import { FORT_KINDS } from '../../model/ground-units.ts';
import type { Nationality } from '../../model/nationalities.ts';
import type { Place } from '../../model/places.ts';
import type { CounterInput } from '../schema/counters.schema.ts';
import { factionBox, homeHex, laterTurn, nationalityFaction, type BoardContext } from './context.ts';
import type { Rng } from './random.ts';

type GroundInput = Extract<CounterInput, { kind: 'ground' }>;
export interface Made { readonly counter: CounterInput; readonly at: Place }

export const PREFIX: Readonly<Record<Nationality, string>> = {
  japanese: 'jp', manchukuo: 'mk', siamese: 'si', hopeh: 'ho', british: 'br', us: 'us', australian: 'au', indian: 'in',
  nei: 'ne', nationalistChinese: 'cn', philippine: 'ph', french: 'fr', russian: 'ru', mongolian: 'mo', communistChinese: 'cc',
};

const NATIONALITY_MIX: readonly (readonly [Nationality, number])[] = [
  ['japanese', 16], ['manchukuo', 3], ['siamese', 2], ['french', 2], ['hopeh', 2],
  ['british', 6], ['us', 6], ['australian', 3], ['indian', 5], ['nei', 2], ['nationalistChinese', 9], ['philippine', 2],
  ['russian', 9], ['mongolian', 2], ['communistChinese', 3],
];

const TYPE_MIX: readonly (readonly [GroundUnitType, number])[] = [
  ['infantry', 50], ['armor', 8], ['mech', 5], ['cavalry', 6], ['airborne', 2], ['marine', 3], ['hq', 6], ['fortress', 4], ['garrison', 6],
];

const TYPE_NAMES: Readonly<Record<GroundUnitType, string>> = {
  infantry: 'Army', armor: 'Tank Army', mech: 'Mechanized Corps', cavalry: 'Cavalry Corps', airborne: 'Airborne Brigade',
  marine: 'Marine Division', hq: 'Area HQ', fortress: 'Fortress', garrison: 'Garrison',
};

/** Attack, defense and movement ranges by type, as printed values go. */
const VALUES: Readonly<Record<GroundUnitType, readonly [[number, number], [number, number], [number, number]]>> = {
  infantry: [[1, 6], [1, 6], [1, 2]], armor: [[4, 9], [3, 6], [3, 4]], mech: [[3, 7], [3, 6], [3, 3]],
  cavalry: [[1, 3], [1, 3], [3, 3]], airborne: [[2, 4], [2, 3], [2, 2]], marine: [[2, 4], [2, 4], [1, 1]],
  hq: [[0, 2], [1, 3], [2, 3]], fortress: [[0, 0], [3, 8], [0, 0]], garrison: [[0, 1], [1, 2], [0, 0]],
};

const ordinal = (n: number): string => {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
};

function groundRecord(rng: Rng, seq: number, nationality: Nationality): GroundInput {
  const type = rng.weighted(TYPE_MIX);
  const [a, d, m] = VALUES[type].map(([lo, hi]) => rng.between(lo, hi)) as [number, number, number];
  const steps = type === 'fortress' || type === 'garrison' ? 1 : rng.weighted([[1, 6], [2, 3], [3, 1]] as const);
  const unit: GroundInput = {
    id: `${PREFIX[nationality]}-${type}-${String(seq).padStart(3, '0')}`, kind: 'ground',
    name: `${ordinal(rng.between(1, 99))} ${TYPE_NAMES[type]}`, nationality, type, values: `${a}-${d}-${m}`, steps,
  };
  if (rng.chance(0.1)) unit.elite = true;
  if (rng.chance(0.05)) unit.exp = true;
  if (nationality === 'japanese' && rng.chance(0.1)) unit.kwantung = true;
  if (['british', 'french', 'nei', 'indian'].includes(nationality) && rng.chance(0.25)) unit.colonial = true;
  if (type === 'fortress') unit.fortKind = rng.pick(FORT_KINDS);
  if (rng.chance(0.08)) unit.designations = [rng.pick(nationality === 'russian' ? ['Guards', 'Shock'] : ['Def', 'IG', 'FE', 'Res', 'Per'])];
  if (steps > 1 && rng.chance(0.5)) unit.back = { values: `${Math.max(0, a - 1)}-${Math.max(1, d - 1)}-${m}`, ...(rng.chance(0.3) && { label: 'Cadre' }) };
  // A fortress is a two-step unit (2.3.2.1); a port-a-fort's fortress side is one step (2.3.2.2).
  if (type === 'fortress' && unit.fortKind !== 'portAFort') unit.steps = 2;
  return unit;
}

/** Where a ground unit is: mostly on the map at home, else in its Force Pool, a Holding Box, a box or track. */
function groundPlace(ctx: BoardContext, unit: GroundInput, faction: Faction | undefined, holders: readonly GroundInput[]): Place {
  const rng = ctx.rng;
  if (faction === undefined) return { kind: 'hex', hex: homeHex(ctx, unit.nationality) };
  const holder = holders.find((h) => h.nationality === unit.nationality);
  const where = rng.weighted([['hex', 60], ['forcePool', 18], ['holdingBox', 7], ['delayBox', 5], ['turnTrack', 4], ['offMapBox', 3], ['setAside', 1]] as const);
  const box = where === 'offMapBox' ? factionBox(ctx, faction) : undefined;
  switch (where) {
    case 'forcePool': return { kind: 'forcePool', faction };
    case 'holdingBox': return holder && unit.steps === 1 ? { kind: 'holdingBox', unit: holder.id } : { kind: 'forcePool', faction };
    case 'delayBox': unit.delayStripe = true; return { kind: 'delayBox' };
    case 'turnTrack': return { kind: 'turnTrack', turn: laterTurn(ctx) };
    case 'offMapBox': return box ? { kind: 'offMapBox', box } : { kind: 'forcePool', faction };
    case 'setAside': return { kind: 'setAside' };
    default: return { kind: 'hex', hex: homeHex(ctx, unit.nationality) };
  }
}

/** `count` ground units of every nationality and type, each with its place. */
export function makeGroundUnits(ctx: BoardContext, count: number, firstSeq: number): Made[] {
  const out: Made[] = [];
  const holders: GroundInput[] = [];
  for (let k = 0; k < count; k++) {
    const nationality = ctx.rng.weighted(NATIONALITY_MIX);
    const unit = groundRecord(ctx.rng, firstSeq + k, nationality);
    out.push({ counter: unit, at: groundPlace(ctx, unit, nationalityFaction(ctx, nationality), holders) });
    if ((unit.steps ?? 1) >= 2) holders.unshift(unit);
  }
  return out;
}
