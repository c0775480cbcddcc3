import type { AttackForce, DmEntry } from '../model/combat.ts';
import type { AwawGame } from '../model/game.ts';
import { theaterOf } from '../model/hex-ids.ts';
import { factionOf, groundIn, hasFeature, hexOf, hexOfUnit, markersIn, nationalityOf, unit } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import { unitCtl } from './ctl.ts';
import { actsAsInfantry, isSpecialized } from './ground-units.ts';

/**
 * 15.33 Negative DMs (the 004 text, its truncated items B, D, E, F, G filled from 001 as the catalog's
 * B.0 lays out: R-AWAW-RULE15-COPIES). Catalog: W-25..W-33.
 */

/** A capital, objective hex, IC, bridgehead or railhead: the exemption of 15.33A, C and G. */
export function sheltered(g: AwawGame, hex: string): boolean {
  return hasFeature(g, hex, 'capital') || hasFeature(g, hex, 'objective') || hasFeature(g, hex, 'ic')
    || markersIn(g, hex, 'bridgehead').length > 0 || markersIn(g, hex, 'railhead').length > 0;
}

/** In its home country (15.33B/C; Canadians, South Africans and Free French count Britain, 82.13, 58.624: data). */
export function inHomeCountry(g: AwawGame, u: GroundUnit, hex: string): boolean {
  const country = hexOf(g, hex)?.country;
  return country !== undefined && nationalityOf(g, u).homeCountries.includes(country);
}

/** W-33 15.331 armorAsInfantry: infantry, and armor or mechanized infantry with the component negated; never specialized units. */
const infantryLike = (g: AwawGame, u: GroundUnit, hex: string): boolean => !isSpecialized(u) && actsAsInfantry(g, u, hex);

/** The attacking units as units. */
const attackers = (g: AwawGame, force: AttackForce): GroundUnit[] =>
  force.attackers.map((id) => unit(g, id)).filter((u): u is GroundUnit => u !== undefined);

export function negativeDms(g: AwawGame, d: GroundUnit, hex: string, force: AttackForce): DmEntry[] {
  const out: DmEntry[] = [];
  const nat = nationalityOf(g, d);
  const info = hexOf(g, hex);
  const infantryOrRepl = infantryLike(g, d, hex) || d.type === 'replacement';
  const atk = attackers(g, force);

  // W-25 15.33A dmExploitingArmor (GU-6 10.13, GU-12 10.24, GU-18 10.32; AG-G-39: CTL two or more)
  const exploitingArmor = force.mode === 'exploitation' && atk.some((u) => u.type === 'armor' && unitCtl(g, u) >= 2);
  if (exploitingArmor && (infantryOrRepl || d.type === 'partisan') && !sheltered(g, hex)) {
    out.push({ rule: '15.33A', value: -1, label: 'attacked by exploiting armor (CTL 2+)' });
  }

  // W-26 15.33B dmItalianMinor (001 bullets)
  if (nat.italian && infantryOrRepl && info?.front !== 'mediterranean') {
    out.push({ rule: '15.33B', value: -1, label: 'Italian outside the Mediterranean front' });
  }
  if (nat.italian && (infantryOrRepl || d.type === 'armor') && g.info.conditions.italianCollapse) {
    out.push({ rule: '15.33B', value: -1, label: 'Italian: Rome in Allied hands or no Axis units in Africa' });
  }
  if (nat.minor && !nat.minorPenaltyExempt && infantryLike(g, d, hex) && !inHomeCountry(g, d, hex) && theaterOf(hex) !== 'pacific') {
    out.push({ rule: '15.33B', value: -1, label: 'minor country infantry outside its home country' });
  }

  // W-27 15.33C dmLowCtl and W-64 15.82E ctlDefense; partisans always.
  if (d.type === 'partisan') out.push({ rule: '15.33C', value: -1, label: 'partisan' });
  else if (infantryOrRepl && unitCtl(g, d) <= 0 && !sheltered(g, hex) && !inHomeCountry(g, d, hex)) {
    out.push({ rule: '15.33C', value: -1, label: 'CTL 0 or less, away from home' });
  }

  // W-28 15.33D dmSupply: forts losing value without full supply (32.241), and isolation.
  const fortValue = info?.features.has('fortress') ? 2 : markersIn(g, hex, 'fortification').length > 0 ? 1 : 0;
  const fortLoss = Math.min(fortValue, info?.fortUnsuppliedTurns ?? 0);
  if (fortLoss > 0) out.push({ rule: '15.33D', value: -fortLoss, label: `fortifications unsupplied ${info!.fortUnsuppliedTurns} turn(s)` });
  const iso = d.isolation;
  if (iso && iso.turns > 0 && d.supply !== 'partial' && iso.entered !== 'movement' && iso.entered !== 'air') {
    out.push({ rule: '15.33D', value: -iso.turns, label: `isolated ${iso.turns} turn(s)` });
  }

  // W-29 15.33E dmJapaneseSurprise
  if (g.info.conditions.japaneseSurprise && theaterOf(hex) === 'pacific' && factionOf(g, d) === 'western' && (d.type === 'infantry' || d.type === 'replacement')) {
    out.push({ rule: '15.33E', value: -1, label: 'Japanese surprise attack' });
  }

  // W-30 15.33F dmChineseResistance
  if (nat.nationalistChinese) {
    const r = g.info.conditions.chineseResistance;
    if (r <= -3 || (r <= 0 && !inHomeCountry(g, d, hex))) out.push({ rule: '15.33F', value: -1, label: `Chinese Resistance ${r}` });
  }

  // W-31 15.33G dmRgtWeather (001 bullets)
  const rs = g.info.conditions.russianSurprise;
  if (rs.active && force.mode === 'regular' && force.faction === 'axis' && nat.faction === 'russia' && infantryLike(g, d, hex)
    && info?.country !== undefined && rs.countries.includes(info.country) && atk.some((u) => u.type === 'armor')
    && !hasFeature(g, hex, 'objective') && !hasFeature(g, hex, 'ic')) {
    out.push({ rule: '15.33G', value: -1, label: 'Russian surprise (first turn of the attack on Russia)' });
  }
  const winter = info?.weatherArea === undefined ? 0 : g.weatherAreas[info.weatherArea]?.winterLevel ?? 0;
  if (winter >= 7 && infantryOrRepl && !sheltered(g, hex)) out.push({ rule: '15.33G', value: -1, label: `winter effect ${winter}` });

  // W-32 15.33H dmChindit (GU-61 10.64A)
  if (atk.some((u) => u.type === 'chindit' && chinditAlone(g, u))) out.push({ rule: '15.33H', value: -1, label: 'attacked by the Chindit alone' });
  return out;
}

/** GU-61 10.64A: the Chindit's hex neither contains nor is adjacent to other Western Allied ground units. */
export function chinditAlone(g: AwawGame, chindit: GroundUnit): boolean {
  const at = hexOfUnit(g, chindit.id);
  if (at === undefined) return false;
  const others = (h: string) => groundIn(g, h).some((u) => u.id !== chindit.id && factionOf(g, u) === 'western');
  return !others(at) && !g.board.grid.neighbours(at).some(others);
}
