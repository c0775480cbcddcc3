import type { AwawGame } from '../model/game.ts';
import { FACTIONS, sideOf, type Faction } from '../model/ids.ts';
import { factionOf, unit } from '../model/queries.ts';
import { attritionViolations, eligibleAttritionersOf } from '../rules/attrition.ts';
import { advancers, occupationViolations } from '../rules/attrition-hexes.ts';
import { eligibleLosses, lossViolations } from '../rules/attrition-losses.ts';
import { retreatChoices, retreatViolations } from '../rules/attrition-retreat.ts';
import type { AwawEvent } from '../events/index.ts';
import type { AwawTurnContext, TurnBook } from '../turn/context.ts';
import { STEP_IDS } from './step-ids.ts';
import { DIE_EVENTS, eventOf, subsets, violation, type StepLegality } from './step.ts';


export function attritionCheck(g: AwawGame, book: TurnBook, faction: Faction, zone: string) {
  if (sideOf(faction) !== g.info.phasing) return [violation('14.13', 'attrition.notPhasing', `the ${faction} faction is not of the phasing side`)];
  const units = eligibleAttritionersOf(g, book, faction, zone);
  if (units.length === 0) return [violation('14.22', 'attrition.noUnits', `no ${faction} ground unit may attrition ${zone} (14.22, 14.23)`)];
  return attritionViolations(g, book, zone, units);
}

const under = (ctx: AwawTurnContext) => ctx.turn.attrition!;

export const attritionDeclare: StepLegality = {
  id: STEP_IDS.attritionDeclare,
  accepts: ['ATTRITION', 'DONE'],
  exact: true,
  check(ctx, e) {
    const a = eventOf(e, 'ATTRITION');
    return a ? attritionCheck(ctx.game, ctx.turn, a.faction, a.zone) : [];
  },
  enumerate(ctx) {
    const zones = [...new Set(Object.values(ctx.turn.zones))];
    const out: AwawEvent[] = [];
    for (const faction of FACTIONS) for (const zone of zones) if (attritionCheck(ctx.game, ctx.turn, faction, zone).length === 0) out.push({ type: 'ATTRITION', faction, zone });
    return [...out, { type: 'DONE' }];
  },
};

/** 14.41 the die, or T-3 14.213: a unit left out of the attrition before it is rolled. */
export const attritionDie: StepLegality = {
  id: STEP_IDS.attritionDie,
  accepts: ['ROLL', 'LEAVE_OUT'],
  exact: true,
  check(ctx, e) {
    const l = eventOf(e, 'LEAVE_OUT');
    if (!l) return [];
    const a = under(ctx);
    if (!a.units.includes(l.unit)) return [violation('14.213', 'attrition.notIncluded', `${l.unit} is not in this attrition`)];
    return a.units.length > 1 ? [] : [violation('14.21', 'attrition.lastUnit', 'an attrition keeps at least one unit (14.21)')];
  },
  enumerate: (ctx) => [...DIE_EVENTS, ...((ctx.turn.attrition?.units.length ?? 0) > 1 ? under(ctx).units.map((unit): AwawEvent => ({ type: 'LEAVE_OUT', unit })) : [])],
};

export const attritionOption: StepLegality = {
  id: STEP_IDS.attritionOption, accepts: ['TAKE_2C', 'KEEP_RESULT'], exact: true, check: () => [], enumerate: () => [{ type: 'TAKE_2C' }, { type: 'KEEP_RESULT' }],
};

export const attritionLosses: StepLegality = {
  id: STEP_IDS.attritionLosses,
  accepts: ['LOSE'],
  exact: true,
  check: (ctx, e) => lossViolations(ctx.game, ctx.turn, under(ctx), eventOf(e, 'LOSE')!.unit),
  enumerate: (ctx) => (ctx.turn.attrition?.result ? eligibleLosses(ctx.game, ctx.turn, under(ctx)) : []).map((u): AwawEvent => ({ type: 'LOSE', unit: u.id })),
};

/** Every OCCUPY legal now: each zone hex with each group of adjacent advancing units that fits (14.61-14.64). */
export function occupationOptions(ctx: AwawTurnContext): AwawEvent[] {
  const g = ctx.game;
  const a = under(ctx);
  const units = advancers(g, a);
  const out: AwawEvent[] = [];
  for (const [hex, zone] of Object.entries(ctx.turn.zones)) {
    if (zone !== a.zone) continue;
    const near = units.filter((id) => g.board.grid.adjacent(g.pieces.get(id)!.at.kind === 'hex' ? (g.pieces.get(id)!.at as { hex: string }).hex : '', hex));
    for (const s of subsets(near, 5)) if (occupationViolations(g, ctx.turn, a, hex, s).length === 0) out.push({ type: 'OCCUPY', hex, units: s });
  }
  return out;
}

export const attritionOccupy: StepLegality = {
  id: STEP_IDS.attritionOccupy,
  accepts: ['OCCUPY', 'DONE'],
  exact: true,
  check(ctx, e) {
    const o = eventOf(e, 'OCCUPY');
    return o ? occupationViolations(ctx.game, ctx.turn, under(ctx), o.hex, o.units) : [];
  },
  enumerate: (ctx) => [...(ctx.turn.attrition?.result ? occupationOptions(ctx) : []), { type: 'DONE' }],
};

export const attritionRetreat: StepLegality = {
  id: STEP_IDS.attritionRetreat,
  accepts: ['RETREAT'],
  exact: true,
  check(ctx, e) {
    const r = eventOf(e, 'RETREAT')!;
    return retreatViolations(ctx.game, under(ctx), r.unit, r.hex);
  },
  enumerate: (ctx) => (ctx.turn.attrition?.toRetreat ?? []).flatMap((id) => retreatChoices(ctx.game, under(ctx), id, under(ctx).faction).map((hex): AwawEvent => ({ type: 'RETREAT', unit: id, hex }))),
};

export { factionOf, unit };
