import type { MovementEventOf } from '../events/movement.ts';
import { FACTION_NAMES } from '../model/ids.ts';
import { politicsOf } from '../model/politics.ts';
import { factionOf, groundOnMap, hexOf, hexOfUnit } from '../model/queries.ts';
import { partisanCost } from '../rules/partisans/construction-mechanics.ts';
import { partisansEliminatedBySurrender, placementOf } from '../rules/partisans/construction.ts';
import { ukraineBarred } from '../rules/partisans/construction-majors.ts';
import { brpLossesOf, routeCuts } from '../rules/partisans/economic.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { partisansOf } from '../turn/movement-book.ts';
import { eliminate, hexLabel, logEntry, name, withLog } from './common.ts';

/** The partisans' reducers (11.35, 11.38, 11.33C, 11.7). BRPs are rule 35, not in the texts: they are logged and booked, not spent. */

/** 11.351-11.352: the partisan is placed; its cost is two BRPs or nothing for a free build. */
export function applyBuildPartisan(ctx: AwawTurnContext, e: MovementEventOf<'BUILD_PARTISAN'>): Partial<AwawTurnContext> {
  const book = partisansOf(ctx.turn);
  const p = placementOf(ctx.game, e.unit, e.hex, book.builds);
  if (Array.isArray(p)) return {};
  const cost = partisanCost(politicsOf(ctx.game), book.builds, p.builder, p.area);
  const build = { unit: e.unit, hex: e.hex, builder: p.builder, faction: p.faction, area: p.area.id, country: p.area.id, cost };
  return {
    game: { ...ctx.game, pieces: ctx.game.pieces.move(e.unit, { kind: 'hex', hex: e.hex }) },
    turn: { ...ctx.turn, partisans: { ...book, builds: [...book.builds, build] } },
    log: withLog(ctx, logEntry('11.351', `${p.builder} places ${name(ctx.game, e.unit)} in ${hexLabel(ctx.game, e.hex)} (${p.area.row}) for ${cost === 0 ? 'no BRPs (11.352)' : `${cost} BRPs (11.352)`}`, 'choice')),
  };
}

/**
 * 11.72: at the end of the defending major power's combat phase, the phasing side loses a BRP for each
 * qualifying enemy partisan (11.71), and the Persian and Turkish BRP routes are cut (11.71B-C).
 */
export function applyPartisanBrpLosses(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const losses = brpLossesOf(ctx.game, ctx.game.info.phasing);
  const cuts = routeCuts(ctx.game);
  const book = partisansOf(ctx.turn);
  const lines = losses.map((l) => logEntry('11.71', `${FACTION_NAMES[l.faction]} lose${l.faction === 'western' ? '' : 's'} ${l.brp} BRP${l.brp === 1 ? '' : 's'} to partisans (${l.partisans.map((id) => name(ctx.game, id)).join(', ')})`));
  if (cuts.persian > 0) lines.push(logEntry('11.71B', `Persian partisans cut the Persian BRP route by ${cuts.persian} BRPs`));
  if (cuts.turkish > 0) lines.push(logEntry('11.71C', `Axis Turkish partisans cut the Turkish BRP route by ${cuts.turkish} BRPs`));
  if (lines.length === 0) lines.push(logEntry('11.72', 'no partisan causes BRP losses this turn'));
  return { turn: { ...ctx.turn, partisans: { ...book, brpLosses: [...book.brpLosses, ...losses] } }, log: withLog(ctx, ...lines) };
}

/** 11.38 (surrender or peace) and 11.33C (the Ukraine under a "6"+ result): the partisans that go at once. */
export function applyPartisanEliminations(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  let g = ctx.game;
  const lines = [];
  for (const id of partisansEliminatedBySurrender(g)) { lines.push(logEntry('11.38', `${name(g, id)} is eliminated: the major power that built it is out of the war`)); g = eliminate(g, id); }
  const p = politicsOf(g);
  for (const u of groundOnMap(g).filter((x) => x.type === 'partisan' && ukraineBarred(p, factionOf(g, x), hexOf(g, hexOfUnit(g, x.id)!)?.country))) {
    lines.push(logEntry('11.33C', `${u.name} is eliminated: a diplomatic result of "6" or more is in effect for the Ukraine`));
    g = eliminate(g, u.id);
  }
  return lines.length === 0 ? {} : { game: g, log: withLog(ctx, ...lines) };
}
