import type { Violation } from '../../../core/violation.ts';
import type { Faction } from '../../model/factions.ts';
import { describeGround, isArmorType, isInfantryType, showingSteps, type GroundUnit } from '../../model/ground-units.ts';
import { NATIONALITY_INFO } from '../../model/nationalities.ts';
import type { DsGameState } from '../../model/state.ts';
import { isLandHex } from '../../model/terrain.ts';
import { fortressHexViolations, fortressInHex, fortressLocation } from './fortress-locations.ts';
import { isGarrison, isPortAFort, ownGroundUnit, removalDestination, violation } from './general.ts';
import { planned, refused, type Change, type Planned } from './plan.ts';

/**
 * 2.3.2 Fortress and Garrison Conversion. A CONVERT names the unit on the map and what it becomes:
 * a fortress or garrison unit from the Force Pool, or the unit itself for a port-a-fort, which
 * simply flips over (2.3.2.2).
 * FC-3 fortressNoSupplyNeeded, GC-3 garrisonNoSupplyNeeded: the unit need not be supplied.
 * FC-4 fortressUnderEnemyAirOk, GC-4 garrisonUnderEnemyAirOk: an enemy Air unit in the hex is no bar.
 * FC-5 fortressNoLimit: no limit per turn, except Per and Line (FH-5, FH-10).
 * FC-6 japaneseColonialToFortress and FC-7 garrisonToFortress: colonial units and garrison
 * infantry may convert (a garrison is infantry-type, docs/rulings.md R-INFANTRY-TYPE).
 */
export interface ConvertRequest {
  readonly unit: string;
  readonly into: string;
}

/**
 * FC-1 fortressConversion and GC-2 garrisonConversion: "converting a one-step infantry-type or
 * armor-type unit in a Land hex" into a unit "of the same nationality from the Force Pool".
 */
function convertedUnitViolations(state: DsGameState, unit: GroundUnit, hex: string, target: GroundUnit, rule: string): Violation[] {
  const out: Violation[] = [];
  if (unit.steps !== 1) out.push(violation(rule, 'conversion.notOneStep', `${describeGround(unit)} is not a one-step unit: only a one-step unit converts (${rule}).`));
  if (!isInfantryType(unit) && !isArmorType(unit)) {
    out.push(violation(rule, 'conversion.notInfantryOrArmor', `${describeGround(unit)} is not an infantry-type or armor-type unit, so it cannot convert (${rule}).`));
  }
  const h = state.board.hexes[hex];
  if (!h || !isLandHex(h)) out.push(violation(rule, 'conversion.notLand', `Hex ${hex} is not a Land hex: conversions happen in a Land hex (${rule}).`));
  if (target.nationality !== unit.nationality) {
    out.push(violation(rule, 'conversion.nationality', `${target.name} is ${NATIONALITY_INFO[target.nationality].name} and ${unit.name} is ${NATIONALITY_INFO[unit.nationality].name}: the unit placed is of the same nationality (${rule}).`));
  }
  return out;
}

/** FC-1, FC-2 oneFortressPerHex, FC-8 with FH-1..FH-12, PF-3: a one-step unit becomes a two-step fortress. */
function planFortress(state: DsGameState, faction: Faction, used: readonly string[], unit: GroundUnit, hex: string, fort: GroundUnit): Planned {
  const two = showingSteps(fort, 2);
  const out = convertedUnitViolations(state, unit, hex, fort, '2.3.2.1');
  if (!two || two.type !== 'fortress') out.push(violation('2.3.2.1', 'conversion.notTwoStepFortress', `${fort.name} is not a two-step fortress unit: a one-step unit converts into a two-step fortress (2.3.2.1).`));
  const there = fortressInHex(state, hex);
  if (there) out.push(violation('2.3.2.1', 'conversion.fortressInHex', `${there.name} is already in hex ${hex}: a unit cannot be converted into a fortress where there is already another fortress unit (2.3.2.1).`));
  out.push(...fortressHexViolations(state, fort, hex, used));
  if (out.length > 0 || !two) return refused(out);
  const loc = fortressLocation(fort);
  const changes: Change[] = [
    { kind: 'move', counter: unit.id, to: removalDestination(unit, faction) },
    ...(two === fort ? [] : [{ kind: 'flip', counter: fort.id } as const]),
    { kind: 'move', counter: fort.id, to: { kind: 'hex', hex } },
  ];
  return planned({
    rule: '2.3.2.1', changes, message: `${describeGround(unit)} converts into the two-step ${two.name} fortress ${describeGround(two)} in ${hex}`,
    ...(loc?.oncePerTurn && { oncePerTurn: loc.fortress }),
  });
}

/** GC-2 garrisonConversion and GC-5 garrisonHexFromCounter: the garrison goes only in its own hex. */
function planGarrison(state: DsGameState, faction: Faction, unit: GroundUnit, hex: string, garrison: GroundUnit): Planned {
  const out = convertedUnitViolations(state, unit, hex, garrison, '2.3.2.3');
  if (garrison.restrictedTo === undefined) {
    out.push(violation('2.3.2.4', 'conversion.garrisonHexUnknown', `The hexes printed on the back of ${garrison.name} are not in the scenario, so it cannot be placed (2.3.2.4).`));
  } else if (!garrison.restrictedTo.includes(hex)) {
    out.push(violation('2.3.2.4', 'conversion.garrisonHex', `${garrison.name} is restricted to ${garrison.restrictedTo.join(', ')}, the hexes printed on its back; it cannot be placed in ${hex} (2.3.2.3, 2.3.2.4).`));
  }
  if (out.length > 0) return refused(out);
  const one = showingSteps(garrison, 1) ?? garrison;
  return planned({
    rule: '2.3.2.3',
    changes: [
      { kind: 'move', counter: unit.id, to: removalDestination(unit, faction) },
      ...(one === garrison ? [] : [{ kind: 'flip', counter: garrison.id } as const]),
      { kind: 'move', counter: garrison.id, to: { kind: 'hex', hex } },
    ],
    message: `${describeGround(unit)} converts into the garrison unit ${describeGround(one)} in ${hex}`,
  });
}

/**
 * PF-2 portAFortToFortress: "A port-a-fort unit with its infantry side face up can convert to its
 * fortress side; simply flip the unit over", unless another fortress unit is in the hex; in a Land
 * hex, as every fortress (2.3.2.1). PF-4 portAFortRevert: with its fortress side up it may flip
 * back to its infantry side, and does not go to the Delay Box.
 */
function planPortAFort(state: DsGameState, unit: GroundUnit, hex: string): Planned {
  if (!isPortAFort(unit) || !unit.back) {
    return refused([violation('2.3.2.2', 'conversion.notPortAFort', `${unit.name} is not a port-a-fort: only Japanese IG and Chinese Def infantry flip over to a fortress side (2.3.2.2).`)]);
  }
  if (unit.type === 'fortress') {
    return planned({ rule: '2.3.2.2', changes: [{ kind: 'flip', counter: unit.id }], message: `the port-a-fort ${unit.name} flips back to its infantry side ${describeGround(unit.back)} in ${hex}` });
  }
  const out: Violation[] = [];
  const h = state.board.hexes[hex];
  if (!h || !isLandHex(h)) out.push(violation('2.3.2.2', 'conversion.notLand', `Hex ${hex} is not a Land hex: a fortress stands in a Land hex (2.3.2.1, 2.3.2.2).`));
  const there = fortressInHex(state, hex, unit.id);
  if (there) out.push(violation('2.3.2.2', 'conversion.fortressInHex', `${there.name} is already in hex ${hex}: a port-a-fort cannot convert where there is already another fortress unit (2.3.2.2).`));
  if (out.length > 0) return refused(out);
  return planned({ rule: '2.3.2.2', changes: [{ kind: 'flip', counter: unit.id }], message: `the port-a-fort ${unit.name} flips to its fortress side ${describeGround(unit.back)} in ${hex}` });
}

/** The plan of a CONVERT by the phasing faction (`used`: once-per-turn conversions made), or why not. */
export function planConversion(state: DsGameState, faction: Faction, used: readonly string[], req: ConvertRequest): Planned {
  const found = ownGroundUnit(state, faction, req.unit, 'conversion', '2.3.2');
  if ('violation' in found) return refused([found.violation]);
  const { unit, at } = found.ok;
  if (at.kind !== 'hex') {
    return refused([violation('2.3.2', 'conversion.notInHex', `${unit.name} is not in a hex on the map: fortress and garrison conversions happen in a Land hex (2.3.2.1, 2.3.2.3).`)]);
  }
  if (req.into === req.unit) return planPortAFort(state, unit, at.hex);
  const target = ownGroundUnit(state, faction, req.into, 'conversion', '2.3.2');
  if ('violation' in target) return refused([target.violation]);
  const t = target.ok;
  if (t.at.kind !== 'forcePool' || t.at.faction !== faction) {
    return refused([violation('2.3', 'conversion.notInForcePool', `${t.unit.name} is not in your Force Pool: the Force Pool is an absolute limit on Fortress Conversion (2.3).`)]);
  }
  if (isPortAFort(t.unit)) {
    return refused([violation('2.3.2.2', 'conversion.portAFortExclusive', `${t.unit.name} is a port-a-fort: no other one-step unit can convert into a port-a-fort's fortress side (2.3.2.2).`)]);
  }
  if (t.unit.type === 'fortress' || t.unit.back?.type === 'fortress') return planFortress(state, faction, used, unit, at.hex, t.unit);
  if (isGarrison(t.unit)) return planGarrison(state, faction, unit, at.hex, t.unit);
  return refused([violation('2.3.2', 'conversion.notFortressOrGarrison', `${t.unit.name} is neither a fortress nor a garrison unit: a conversion places one of those (2.3.2).`)]);
}
