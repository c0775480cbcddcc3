import type { Violation } from '../../core/violation.ts';
import { contentsOf } from '../model/contents.ts';
import { counterFaction, type Counter } from '../model/counters.ts';
import { areEnemies, type Faction } from '../model/factions.ts';
import type { DsGameState } from '../model/state.ts';
import { supportFace, type SupportUnit } from '../model/support-units.ts';

/**
 * 2.2.3.5 Devastation Marker Placement: "After a Bomber unit is successfully placed in a Land hex,
 * the Bomber unit must be flipped to its Devastation marker side. The phasing faction may also
 * select one enemy Detachment or Logistics marker in the hex and place that marker in the Delay Box."
 */

/** DV-1 (2.2.3.5) bomberBecomesDevastation: the Bomber turned to its Devastation marker side. */
export function devastationSideOf(bomber: SupportUnit): SupportUnit {
  return { ...bomber, flipped: true };
}

/**
 * DV-3 (2.2.3.5) devastationPermanent: "Once placed, Devastation markers are never removed" — Return
 * to Base leaves them (RB-6), and the hex counts as the placing faction's at Victory Point Checks.
 */
export function isDevastation(c: Counter): boolean {
  return c.kind === 'support' && supportFace(c) === 'devastation';
}

/** The hex the Devastation marker `bomberId` stands in, if it stands in one. */
function devastationHex(state: DsGameState, bomberId: string): string | undefined {
  const at = state.counters.get(bomberId)?.at;
  return at?.kind === 'hex' ? at.hex : undefined;
}

/** DV-2 (2.2.3.5) devastationRemovesMarker: the enemy Detachment and Logistics markers in the Devastation marker's hex. */
export function devastationTargets(state: DsGameState, bomberId: string, phasing: Faction): string[] {
  const hex = devastationHex(state, bomberId);
  if (hex === undefined) return [];
  return contentsOf(state, { kind: 'hex', hex })
    .filter(({ counter: c }) => {
      if (c.kind !== 'marker' || (c.type !== 'detachment' && c.type !== 'logistics')) return false;
      const owner = counterFaction(c, state.countries);
      return owner !== undefined && areEnemies(owner, phasing);
    })
    .map((p) => p.counter.id);
}

/** DV-2 (2.2.3.5): `marker` (or none: the choice is optional) may be sent to the Delay Box by the Bomber `bomberId`. */
export function devastationTargetViolations(state: DsGameState, bomberId: string, phasing: Faction, marker: string | undefined): Violation[] {
  if (marker === undefined) return [];
  const c = state.counters.get(marker)?.counter;
  const hex = devastationHex(state, bomberId) ?? '?';
  if (!c) return [{ rule: '2.2.3.5', code: 'devastation.unknownMarker', message: `There is no counter "${marker}" in this game.` }];
  if (c.kind !== 'marker' || (c.type !== 'detachment' && c.type !== 'logistics')) {
    return [{ rule: '2.2.3.5', code: 'devastation.notDetachmentOrLogistics', message: `"${marker}" is not a Detachment or Logistics marker: a Bomber's Devastation sends only those to the Delay Box.` }];
  }
  if (!devastationTargets(state, bomberId, phasing).includes(marker)) {
    const owner = counterFaction(c, state.countries);
    const why = owner === phasing ? 'it is your own' : `it is not in hex ${hex}, where the Bomber struck`;
    return [{ rule: '2.2.3.5', code: 'devastation.notAnEnemyMarkerInHex', message: `"${marker}" cannot be sent to the Delay Box: ${why}. Choose an enemy Detachment or Logistics marker in hex ${hex}.` }];
  }
  return [];
}
