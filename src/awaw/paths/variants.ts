import { attackTargets, type AwawEvent } from '../events/index.ts';
import { unit } from '../model/queries.ts';
import { forceOf, fortifiedAgainst, groundStrengths, standingDrop } from '../rules/attack.ts';
import { oddsOf } from '../rules/odds.ts';
import type { AwawTurnContext } from '../turn/context.ts';

/**
 * Which legal events lead the turn down different sequences (the generator keeps one per variant):
 * attacks by their odds class and kind (below 1:4, against a fortification, with an airdrop, with
 * armor, on several hexes), support none or all, each die value, and the rest by type.
 */
export const VARIANTS: Readonly<Record<string, string>> = {
  ATTACK: 'below 1:4 or not, against a fortification or not, with an airdropped unit or not, with armor or not, on one hex or several',
  GROUND_SUPPORT: 'none, or the most allowed (listed first)',
  DEFENSIVE_AIR: 'none, or the most allowed (listed first)',
  AIRDROP: 'onto enemy units (an attack must follow) or elsewhere',
  INTERCEPT: 'aborted or eliminated',
  ROLL: 'each die value, and the seeded roll (the value picks the CRT or Attrition Table row)',
  LOSE_AIR: 'one variant',
  EXPLOIT: 'a route of one hex or of more, ending next to enemy units or not',
  OCCUPY: 'one unit or more advancing',
};

export function awawVariantOf(e: AwawEvent, ctx: AwawTurnContext): string | undefined {
  const g = ctx.game;
  switch (e.type) {
    case 'ATTACK': {
      const targets = attackTargets(e);
      const faction = g.nationalities[unit(g, e.attackers[0]!)!.nationality]!.faction;
      const s = groundStrengths(g, forceOf(ctx.turn, 'regular', faction, targets, e.attackers));
      const below = oddsOf(s.attack, s.defense).ratio < -4;
      const fort = targets.some((h) => fortifiedAgainst(g, h, faction));
      const drop = e.attackers.some((id) => standingDrop(ctx.turn, id) !== undefined);
      const armor = e.attackers.some((id) => unit(g, id)?.type === 'armor');
      return [below, fort, drop, armor, targets.length > 1].map(Number).join('');
    }
    case 'GROUND_SUPPORT': case 'DEFENSIVE_AIR': return e.factors === 0 ? 'none' : 'most';
    case 'AIRDROP': return g.board.grid.has(e.hex) && g.pieces.inPlace(`hex:${e.hex}`).some((c) => c.piece.kind === 'ground' && g.nationalities[c.piece.nationality]!.faction !== g.nationalities[unit(g, e.unit)!.nationality]!.faction) ? 'onEnemy' : 'elsewhere';
    case 'INTERCEPT': return e.outcome;
    case 'ROLL': return String(e.value ?? 'seeded');
    case 'EXPLOIT': {
      const end = e.path.at(-1)!;
      const mine = g.nationalities[unit(g, e.unit)!.nationality]!.faction;
      const contact = g.board.grid.neighbours(end).some((h) => g.pieces.inPlace(`hex:${h}`).some((c) => c.piece.kind === 'ground' && g.nationalities[c.piece.nationality]!.faction !== mine));
      return `${e.path.length > 1 ? 'long' : 'short'}${contact ? '-contact' : ''}`;
    }
    case 'OCCUPY': return e.units.length > 1 ? 'many' : 'one';
    default: return undefined;
  }
}
