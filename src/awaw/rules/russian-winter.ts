import type { Violation } from '../../core/violation.ts';
import type { AwawGame } from '../model/game.ts';
import { factionOf, groundIn, hexOf, markersIn } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';

/**
 * T-16 14.521 russianWinter: in a winter turn a Russian attrition on the eastern front east of the
 * Nazi-Soviet Pact line may designate hexes for Axis losses and for occupation. The Russian winter
 * zone and the Pact line are rule 34 and map data not in the texts: the scenario names the countries
 * east of the line (R-AWAW-RUSSIAN-WINTER). The machine does not offer designations yet; these
 * predicates say which designations the rule allows.
 */
export function russianWinterApplies(g: AwawGame, faction: string, front: string | undefined, eastCountries: readonly string[], hexes: readonly string[]): boolean {
  return faction === 'russia' && g.info.season === 'winter' && front === 'eastern'
    && hexes.some((h) => eastCountries.includes(hexOf(g, h)?.country ?? ''));
}

export interface WinterDesignation {
  readonly losses: readonly string[];
  readonly occupations: readonly string[];
}

/** 14.521A-F: what each designated hex must be, and the limits on their numbers. */
export function designationViolations(g: AwawGame, d: WinterDesignation, opts: {
  readonly attritioners: readonly GroundUnit[]; readonly attritioned: ReadonlySet<string>; readonly winterZone: ReadonlySet<string>;
  readonly c: number; readonly h: number; readonly winterDifference: number; readonly occupationEligible: (hex: string) => boolean;
  readonly unitHex: (u: GroundUnit) => string | undefined;
}): Violation[] {
  const out: Violation[] = [];
  const v = (rule: string, message: string) => out.push({ rule, code: 'russianWinter.designation', message });
  const adjacentToRussian = (hex: string) => opts.attritioners.some((u) => { const at = opts.unitHex(u); return at !== undefined && g.board.grid.adjacent(at, hex); });
  for (const hex of [...d.losses, ...d.occupations]) {
    const axis = groundIn(g, hex).filter((u) => factionOf(g, u) === 'axis');
    if (axis.length === 0 || !adjacentToRussian(hex) || !opts.winterZone.has(hex)) v('14.521A', `${hex}: an Axis unit, next to an attritioning Russian unit, in the Russian winter zone`);
    if (axis.length > 0 && axis.every((u) => ['finnish', 'swedish'].includes(u.nationality))) v('14.521F', `${hex} holds only Finnish and Swedish units`);
  }
  for (const hex of d.losses) {
    if (!opts.attritioned.has(hex)) v('14.521B', `${hex} was not subject to the attrition`);
    if (hexOf(g, hex)?.features.has('fortress') || markersIn(g, hex, 'fortification').length > 0) v('14.521B', `${hex} is fortified`);
  }
  if (d.losses.length > opts.c) v('14.521B', `more loss hexes than the ${opts.c}C result`);
  for (const hex of d.occupations) if (!opts.occupationEligible(hex)) v('14.521C', `${hex} is not eligible for attrition occupation (14.62)`);
  if (d.occupations.length > opts.h) v('14.521C', `more occupation hexes than the ${opts.h}H result`);
  if (d.losses.length + d.occupations.length > opts.winterDifference) v('14.521D', `more hexes than the difference in winter levels (${opts.winterDifference})`);
  if (d.losses.some((h) => d.occupations.includes(h))) v('14.521E', 'a hex designated for both losses and occupation');
  return out;
}

/** 14.521G: one Axis unit lost from each loss hex; other losses within three hexes by land until the Axis preparation is six. */
export const otherLossesWithin = (axisWinterPreparation: number): number | undefined => (axisWinterPreparation >= 6 ? undefined : 3);
