import type { AttackForce, DmEntry } from '../model/combat.ts';
import type { AwawGame } from '../model/game.ts';
import { factionOf, hexOf, hexOfUnit, hexsideBetween, markersIn, unit } from '../model/queries.ts';
import { areEnemies } from '../model/ids.ts';
import type { GroundUnit } from '../model/units.ts';
import { isSpecialized } from './ground-units.ts';

/**
 * 15.32 Positive DMs, for one defending unit in hex `hex` against `force`. Catalog: W-15..W-23.
 * Attacking sides are the hexsides between `hex` and the hexes of the attacking ground units that
 * did not airdrop or invade (a drop crosses no hexside).
 */
export function attackingSides(g: AwawGame, hex: string, force: AttackForce): { from: string; river: boolean; line?: 'fortress' | 'fortification' }[] {
  const out: { from: string; river: boolean; line?: 'fortress' | 'fortification' }[] = [];
  for (const id of force.attackers) {
    if (force.dropped.includes(id) || force.seaborne.includes(id)) continue;
    const from = hexOfUnit(g, id);
    if (from === undefined || from === hex) continue;
    const side = hexsideBetween(g, from, hex);
    const river = side !== undefined && (side.features.has('river') || side.features.has('crossingArrow'));
    const line = side?.line && side.line.hex === hex ? side.line.kind : undefined;
    out.push(line ? { from, river, line } : { from, river });
  }
  return out;
}

const droppedOn = (g: AwawGame, hex: string, force: AttackForce): boolean => force.dropped.some((id) => hexOfUnit(g, id) === hex);
const seaborneFactors = (g: AwawGame, force: AttackForce, pred: (u: GroundUnit) => boolean): number =>
  force.seaborne.map((id) => unit(g, id)).filter((u): u is GroundUnit => u !== undefined && pred(u)).reduce((n, u) => n + u.factor, 0);

/** The positive DMs of a defending unit. */
export function positiveDms(g: AwawGame, defender: GroundUnit, hex: string, force: AttackForce): DmEntry[] {
  const out: DmEntry[] = [];
  const info = hexOf(g, hex);
  const sides = attackingSides(g, hex, force);
  const dropped = droppedOn(g, hex, force);
  const seaborne = force.seaborne.length > 0;
  const owner = factionOf(g, defender);

  // W-15 15.32A dmBasic
  out.push({ rule: '15.32A', value: 2, label: 'defending' });

  // W-16 15.32B dmVsInvasion (GU-66 10.71, GU-72 10.84: marines count, commandos do not)
  if (seaborne) {
    const all = seaborneFactors(g, force, () => true);
    const marines = seaborneFactors(g, force, (u) => u.type === 'marine');
    if (marines * 2 < all) out.push({ rule: '15.32B', value: 1, label: 'against a seaborne invasion' });
  }

  // W-17 15.32C dmRiver (GU-50 10.55E: a drop on the defender negates it)
  const river = sides.length > 0 && sides.every((s) => s.river) && !dropped;
  // W-19 15.32E dmFortress: a fortress hex, or a fortress line on every attacking side; drops do not negate it.
  const fortressHex = info?.features.has('fortress') ?? false;
  const fortressLine = sides.length > 0 && sides.every((s) => s.line === 'fortress');
  // W-20 15.32F dmFortification: a fortification counter of the defender's, or a fortification line on every attacking side.
  const fortCounter = markersIn(g, hex, 'fortification').some((m) => !areEnemies(m.faction, owner));
  const fortLine = sides.length > 0 && sides.every((s) => s.line === 'fortification');
  if (river) out.push({ rule: '15.32C', value: 1, label: 'attacked across a river or crossing arrow' });
  if (fortressHex || fortressLine) out.push({ rule: '15.32E', value: 2, label: fortressHex ? 'in a fortress hex' : 'behind a fortress line' });
  if (fortCounter || fortLine) out.push({ rule: '15.32F', value: 1, label: fortCounter ? 'in a hex with a fortification' : 'behind a fortification line' });

  // W-23 15.321 dmWestWallCombo: Axis units in a West Wall hex attacked partly across river sides and
  // partly across fortified sides (each side one or the other) receive +1 where C and F are both negated.
  const westWall = [...g.board.grid.neighbours(hex)].some((n) => hexsideBetween(g, n, hex)?.line?.kind === 'fortification' && hexsideBetween(g, n, hex)?.line?.hex === hex);
  if (westWall && owner === 'axis' && !river && !fortLine && !fortCounter && sides.length > 0 && !dropped
    && sides.every((s) => s.river || s.line === 'fortification')) {
    out.push({ rule: '15.321', value: 1, label: 'West Wall: river and fortification across different hexsides' });
  }

  // W-18 15.32D dmRoughTerrain
  if (info?.terrain === 'jungleMountain') out.push({ rule: '15.32D', value: 2, label: 'in jungle/mountain' });
  else if (info && ['forest', 'jungle', 'mountain', 'swamp'].includes(info.terrain)) out.push({ rule: '15.32D', value: 1, label: `in ${info.terrain}` });

  // W-21 15.32G dmBeachDefense: against a seaborne invasion, negated by attackers from an adjacent land hex (not by a drop alone).
  if (seaborne && markersIn(g, hex, 'beachDefense').length > 0 && sides.length === 0) {
    out.push({ rule: '15.32G', value: 1, label: 'beach defense against a seaborne invasion' });
  }

  // W-22 15.32H dmVsAirdropOnly (GU-49 10.55D): attacked only by airdropped units.
  if (force.dropped.length > 0 && force.dropped.length === force.attackers.length) {
    const big = defender.type === 'armor' || isSpecialized(defender);
    out.push({ rule: '15.32H', value: big ? 2 : 1, label: 'defending against an airdrop alone' });
  }
  return out;
}
