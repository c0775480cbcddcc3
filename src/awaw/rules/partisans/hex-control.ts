import type { AwawGame } from '../../model/game.ts';
import { areEnemies, sideOf, type Faction, type Side } from '../../model/ids.ts';
import { factionOf, groundIn, hasFeature, markersIn } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import { areaOfPartisan } from './areas.ts';

/**
 * 11.6 Hex control by partisans. Catalog: PT-54..PT-60. The map's control (`game.control`) keeps
 * the previous controller of a hex a partisan occupies; the partisan's own control is read here
 * from its presence (R-AWAW-PARTISAN-CONTROL).
 */

/** Who controls a hex: an alliance faction, or a partisan alone (11.62). */
export type HexController = { readonly kind: 'faction'; readonly faction: Faction } | { readonly kind: 'partisan'; readonly unit: string; readonly faction: Faction } | { readonly kind: 'none' };

/**
 * PT-54 11.61 partisanHexControl: a partisan controls only the hex it occupies, and only while it is
 * there: when it moves on, the hex is again its previous controller's (the map's control, which the
 * partisan never changed). A friendly non-partisan ground unit in the hex takes control for its
 * faction (29.22C: controlAfterEntry).
 * PT-55 11.62 partisanOnlyControl: such a hex is controlled by the partisan alone, neither by its
 * major power nor by the previous controller.
 */
export function controllerOf(g: AwawGame, hex: string): HexController {
  const units = groundIn(g, hex);
  const partisan = units.find((u) => u.type === 'partisan');
  if (partisan && !units.some((u) => u.type !== 'partisan' && factionOf(g, u) === factionOf(g, partisan))) {
    return { kind: 'partisan', unit: partisan.id, faction: factionOf(g, partisan) };
  }
  const f = g.control[hex];
  return f === undefined ? { kind: 'none' } : { kind: 'faction', faction: f };
}

export const partisanControlled = (g: AwawGame, hex: string): boolean => controllerOf(g, hex).kind === 'partisan';

/**
 * PT-54 11.61 (29.22C): the faction a hex passes to when `u` enters it: a non-partisan unit takes
 * any hex it enters, a partisan-occupied one of its own side included; a partisan takes none (its
 * control lasts while it stays). Rule 29 is not in the texts: that a ground unit entering a hex
 * takes control of it is R-AWAW-MOVE-CONTROL.
 */
export const controlAfterEntry = (g: AwawGame, u: GroundUnit): Faction | undefined => (u.type === 'partisan' ? undefined : factionOf(g, u));

/**
 * PT-55 11.62: a partisan-controlled port receives no sea transport or redeployment, and a
 * partisan-controlled city bases no air units, for either side.
 */
export const portUsable = (g: AwawGame, hex: string, faction: Faction): boolean =>
  !partisanControlled(g, hex) && g.control[hex] === faction;
export const mayBaseAir = (g: AwawGame, hex: string, faction: Faction): boolean => portUsable(g, hex, faction);

/** PT-56 11.63 partisanObjective: a partisan-controlled objective counts for neither side (USAT, resistance level or any other purpose). */
export function objectiveCountsFor(g: AwawGame, hex: string, side: Side): boolean {
  if (!hasFeature(g, hex, 'objective') || partisanControlled(g, hex)) return false;
  const f = g.control[hex];
  return f !== undefined && sideOf(f) === side;
}

/**
 * PT-57 11.64 partisanForcesRebase: a partisan entering an undefended enemy base hex (an air base
 * counter, or a port), or advancing into a defended one after combat, forces the enemy air or naval
 * units based there to change base (rules 18 and 21 say how; not in the texts).
 */
export function forcesRebase(g: AwawGame, u: GroundUnit, hex: string): boolean {
  if (u.type !== 'partisan') return false;
  const f = factionOf(g, u);
  const base = markersIn(g, hex, 'airbase').some((m) => areEnemies(m.faction, f)) || (hasFeature(g, hex, 'port') && g.control[hex] !== undefined && areEnemies(g.control[hex]!, f));
  return base;
}

/**
 * PT-58 11.65 partisanCapital: a partisan-controlled capital yields its BRPs to nobody's benefit: the
 * partisan's major power gains none; the previous controller loses the country's pro-rated BRP value
 * if it drew those BRPs in the previous YSS or this year and fails to regain control in its next
 * player turn (35.63; holding the capital at the scenario's start counts as drawing them).
 * Eliminating the partisan suffices to regain it (11.61): no advance is needed. BRPs are rule 35,
 * not in the texts: this says who is threatened; the loss is the player's to record.
 */
export function capitalThreat(g: AwawGame, hex: string): Faction | undefined {
  if (!hasFeature(g, hex, 'capital') || !partisanControlled(g, hex)) return undefined;
  return g.control[hex];
}

/** PT-58: the loss stands only if the partisan still holds the capital at the end of the previous controller's next player turn. */
export const capitalLossStands = (stillPartisanControlledAtEndOfNextTurn: boolean): boolean => stillPartisanControlledAtEndOfNextTurn;

/**
 * PT-59 11.65 partisanKeyEconomicArea: partisan control of a key economic area costs its owner the
 * area's pro-rated value; the partisan's major power gains nothing (38.2). Key economic areas are
 * not on the model's map (rule 38 is not in the texts): the caller names them.
 */
export const keyEconomicAreaLost = (g: AwawGame, hex: string, keyEconomicArea: boolean): Faction | undefined =>
  keyEconomicArea && partisanControlled(g, hex) ? g.control[hex] : undefined;

/** PT-60 11.66 wafdistSuez: Wafdist partisans (the Axis partisans of Egypt, AG-G-24) may close the Suez canal. */
export const mayCloseSuez = (g: AwawGame, u: GroundUnit): boolean => u.type === 'partisan' && factionOf(g, u) === 'axis' && areaOfPartisan(g, u)?.id === 'egypt';
