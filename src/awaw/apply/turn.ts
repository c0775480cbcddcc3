import { SEASONS } from '../model/game.ts';
import { otherSide, sideOf, SIDE_NAMES } from '../model/ids.ts';
import { groundOnMap } from '../model/queries.ts';
import { attritionZones } from '../rules/attrition-zones.ts';
import { exploitationSupplyNextTurn } from '../rules/exploitation-attack.ts';
import { freshBook, type AwawTurnContext } from '../turn/context.ts';
import { logEntry, updateUnit, withLog } from './common.ts';
import { factionOf } from '../model/queries.ts';

/**
 * The turn's frame: a player turn begins with its attrition zones fixed (14.211); it ends with what
 * carries into the next game turn (16.61 exploitation supply, 14.212 last turn's airdrops, 10.57);
 * then the other side's player turn, and after every side the next game turn (season and year).
 */
export function applyStartPlayerTurn(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  return { turn: freshBook(attritionZones(ctx.game)), log: withLog(ctx, logEntry('—', `the ${SIDE_NAMES[ctx.game.info.phasing]} player turn begins (turn ${ctx.game.info.turn}, ${ctx.game.info.season} ${ctx.game.info.year})`)) };
}

/**
 * XP-39 16.61: the phasing side's armor that exploited is automatically in supply next game turn, the
 * rest loses that status; GU-53 10.57 (no automatic supply after an airdrop) and T-2 14.212: units
 * that airdropped remember the hex they dropped from; transport this turn is forgotten.
 */
export function applyEndPlayerTurn(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  let g = ctx.game;
  const phasing = g.info.phasing;
  for (const u of groundOnMap(g)) {
    if (sideOf(factionOf(g, u)) !== phasing) continue;
    const exploited = ctx.turn.exploiters.some((x) => x.unit === u.id && x.route !== undefined);
    const drop = ctx.turn.airdrops.find((d) => d.unit === u.id && d.status === 'dropped');
    const { airdroppedFrom: _old, ...rest } = u;
    const next = { ...rest, exploitationSupply: u.type === 'armor' ? exploitationSupplyNextTurn(exploited) : u.exploitationSupply, transported: false, ...(drop && { airdroppedFrom: drop.from }) };
    if (JSON.stringify(next) !== JSON.stringify(u)) g = updateUnit(g, next);
  }
  const sides = g.info.sides;
  const i = sides.indexOf(phasing);
  const next = sides[i + 1] ?? otherSide(phasing);
  return { game: { ...g, info: { ...g.info, phasing: next } }, log: withLog(ctx, logEntry('—', `the ${SIDE_NAMES[phasing]} player turn ends`)) };
}

/** Whether another side plays this game turn after the phasing one. */
export const anotherSideThisGameTurn = (ctx: AwawTurnContext): boolean => ctx.game.info.sides.indexOf(ctx.game.info.phasing) < ctx.game.info.sides.length - 1;

export function applyNextGameTurn(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const info = ctx.game.info;
  const s = SEASONS.indexOf(info.season);
  const season = SEASONS[(s + 1) % SEASONS.length]!;
  const year = season === 'spring' ? info.year + 1 : info.year;
  const next = { ...info, turn: info.turn + 1, season, year, phasing: info.sides[0]! };
  return { game: { ...ctx.game, info: next }, log: withLog(ctx, logEntry('—', `game turn ${next.turn} begins (${season} ${year})`)) };
}
