import type { PositionView } from '../../core/views.ts';
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

/** Who acts in a step, in words, from its meta actor. */
export function actorText(actor: string, phasing: Faction | undefined, order: readonly Faction[] = FACTIONS): string {
  const name = (f: Faction) => FACTION_NAMES[f];
  if (actor === 'automatic') return 'Automatic — the guide does this step by itself';
  if (actor === 'all') return 'All factions together (a step of the whole game turn)';
  if (actor === 'phasing') return phasing ? `${name(phasing)} (the phasing faction)` : 'The phasing faction';
  if (actor === 'non-phasing') {
    const others = order.filter((f) => f !== phasing).map(name);
    return others.length > 0 ? `${others.join(' or ')} (non-phasing)` : 'The non-phasing faction';
  }
  if (isFaction(actor)) return `${name(actor)} (${actor === phasing ? 'the phasing faction' : 'non-phasing'})`;
  return actor;
}
