import type { PositionView } from '../../core/views.ts';
import type { DsTurnContext } from '../turn/context.ts';
import { FACTIONS, FACTION_NAMES, isFaction, type DsGameState, type Faction } from '../model/index.ts';

/** Where a DS game stands, for the guide's heading: the scenario, the game turn and season, whose faction turn. */
export function positionView(state: DsGameState): PositionView {
  const g = state.game;
  return {
    title: state.scenario.name,
    facts: `Turn ${g.turn}, ${g.season} ${g.year} · ${FACTION_NAMES[g.phasing]} faction turn`,
    phasing: g.phasing,
    sides: g.factionOrder.map((f) => ({ id: f, name: FACTION_NAMES[f] })),
  };
}

/**
 * Who acts in a step, in words, from its meta actor; `answering` is the non-phasing faction a
 * non-phasing step is now up to (the one asked to contest, the defender), when there is one.
 */
export function actorText(actor: string, phasing: Faction | undefined, order: readonly Faction[] = FACTIONS, answering?: Faction): string {
  const name = (f: Faction) => FACTION_NAMES[f];
  if (actor === 'automatic') return 'Automatic — the guide does this step by itself';
  if (actor === 'all') return 'All factions together (a step of the whole game turn)';
  if (actor === 'phasing') return phasing ? `${name(phasing)} (the phasing faction)` : 'The phasing faction';
  if (actor === 'non-phasing') {
    if (answering) return `${name(answering)} (non-phasing)`;
    const others = order.filter((f) => f !== phasing).map(name);
    return others.length > 0 ? `${others.join(' or ')} (non-phasing)` : 'The non-phasing faction';
  }
  if (isFaction(actor)) return `${name(actor)} (${actor === phasing ? 'the phasing faction' : 'non-phasing'})`;
  return actor;
}

/** The non-phasing faction a non-phasing step is up to now: the one asked to contest (2.2.3.2), or the defender (4.2.2-4.2.6). */
export const answering = (ctx: DsTurnContext): Faction | undefined => ctx.turn.placement.asking ?? ctx.turn.combat.underWay?.defender;

/**
 * The factions whose player acts in a step now: the phasing faction; for a non-phasing step, the
 * faction asked to contest (2.2.3.2) or the defender of the attack under way (4.2.2-4.2.6), else
 * every other faction; every faction for a step of the whole game turn; none for an automatic one.
 */
export function actingSides(actor: string, ctx: DsTurnContext): readonly Faction[] {
  const g = ctx.game.game;
  if (actor === 'phasing') return [g.phasing];
  if (actor === 'non-phasing') {
    const one = answering(ctx);
    return one ? [one] : g.factionOrder.filter((f) => f !== g.phasing);
  }
  if (actor === 'all') return g.factionOrder;
  return isFaction(actor) ? [actor] : [];
}
