import { logEntry, type LogEntry } from '../../../core/log.ts';
import type { EventOf } from '../../events/index.ts';
import { moveCounter } from '../../model/contents.ts';
import { counterName, hexName, placePhrase } from '../../model/names.ts';
import { airdropLimitsToWeigh, airdropMarkersAvailable, hexOf } from '../../rules/airdrop.ts';
import { airdropLandingPhrase, airdropMarkerForcedToDelay, airdropMarkersOnMap } from '../../rules/airdrop-landing.ts';
import { beachheadTarget, enemyMarkersShooed } from '../../rules/beachhead-landing.ts';
import { blitzMarkerHexes, blitzStepsSkippable } from '../../rules/blitz-enabled.ts';
import { cvStrikeReturnPlace, cvStrikesInHexes } from '../../rules/cv-strike-returns.ts';
import type { DsTurnContext } from '../../turn/context.ts';
import { FACTION_NAMES } from '../../model/factions.ts';

const weigh = (ctx: DsTurnContext, hex: string, rule: string) =>
  airdropLimitsToWeigh(ctx.game, hex).map((n) => logEntry(rule, `may limit this (not in the seeds, weigh it yourself): ${n}`));

/** BC-6 (4.1): the Blitz Combat Segment begins, or all but CV Strike Returns is skipped. */
export function applyBlitzSegmentStart(ctx: DsTurnContext): Partial<DsTurnContext> {
  const faction = FACTION_NAMES[ctx.game.game.phasing];
  const msg = blitzStepsSkippable(ctx.game)
    ? `the ${faction} faction has no Blitz marker (nor SNLF Beachhead-0) on the map: Airdrop, Blitz Combat, Beachhead Landing and Airdrop Landing are skipped; only CV Strike Returns is performed`
    : `Blitz markers of the ${faction} faction on the map: ${blitzMarkerHexes(ctx.game, ctx.game.game.phasing).map((h) => hexName(ctx.game, h)).join(', ') || 'none (an SNLF Beachhead-0 is)'}`;
  return { log: ctx.log.append(logEntry('4.1', msg)) };
}

/** AD-11 (4.1.1): the unit flips to its Airdrop marker, placed in the hex (R-AIRDROP-MARKER). */
export function applyAirdrop(ctx: DsTurnContext, e: EventOf<'AIRDROP'>): Partial<DsTurnContext> {
  const marker = airdropMarkersAvailable(ctx.game, e.unit)[0]!;
  const from = hexOf(ctx.game, e.unit)!;
  let game = moveCounter(ctx.game, marker, { kind: 'hex', hex: e.hex });
  game = moveCounter(game, e.unit, { kind: 'setAside' });
  return {
    game,
    turn: { ...ctx.turn, blitzCombat: { ...ctx.turn.blitzCombat, airdrops: { ...ctx.turn.blitzCombat.airdrops, [marker]: e.unit } } },
    log: ctx.log.append(
      logEntry('4.1.1', `${counterName(ctx.game, e.unit)} flips to ${counterName(ctx.game, marker)} and drops from ${hexName(ctx.game, from)} to ${hexName(ctx.game, e.hex)}`, 'choice'),
      ...weigh(ctx, e.hex, '4.1.1')),
  };
}

/** BL-3 (4.1.3): the unit is placed in the Land hex across the Beachhead Hexside. */
export function applyBeachheadLanding(ctx: DsTurnContext, e: EventOf<'BEACHHEAD_LANDING'>): Partial<DsTurnContext> {
  const target = beachheadTarget(ctx.game, e.marker)!;
  return {
    game: moveCounter(ctx.game, e.unit, { kind: 'hex', hex: target }),
    log: ctx.log.append(logEntry('4.1.3', `${counterName(ctx.game, e.unit)} lands from ${counterName(ctx.game, e.marker)} in ${hexName(ctx.game, target)}`, 'choice'),
      ...weigh(ctx, target, '4.1.3')),
  };
}

/** SN-4, SN-5 (4.1.3.1): enemy Detachment/Logistics markers go to the Delay Box; the Japanese Detachment lands. */
export function applySnlfLanding(ctx: DsTurnContext, e: EventOf<'SNLF_LANDING'>): Partial<DsTurnContext> {
  const target = beachheadTarget(ctx.game, e.marker)!;
  let game = ctx.game;
  const lines: LogEntry[] = [];
  for (const m of enemyMarkersShooed(ctx.game, target)) {
    game = moveCounter(game, m, { kind: 'delayBox' });
    lines.push(logEntry('4.1.3.1', `${counterName(ctx.game, m)} in ${hexName(ctx.game, target)} does not block the landing: it goes to the Delay Box`));
  }
  game = moveCounter(game, e.detachment, { kind: 'hex', hex: target });
  lines.push(logEntry('4.1.3.1', `Special SNLF Landing: ${counterName(ctx.game, e.detachment)} lands from ${counterName(ctx.game, e.marker)} in ${hexName(ctx.game, target)}`, 'choice'));
  return { game, log: ctx.log.append(...lines), turn: { ...ctx.turn, blitzCombat: { ...ctx.turn.blitzCombat, snlfLandings: [...ctx.turn.blitzCombat.snlfLandings, e.marker] } } };
}

/** The marker goes to the Delay Box with the airborne unit it stands for (R-AIRDROP-MARKER). */
function toDelayBox(ctx: DsTurnContext, game: DsTurnContext['game'], marker: string): DsTurnContext['game'] {
  let out = moveCounter(game, marker, { kind: 'delayBox' });
  const unit = ctx.turn.blitzCombat.airdrops[marker];
  if (unit !== undefined && out.counters.get(unit)?.at.kind === 'setAside') out = moveCounter(out, unit, { kind: 'delayBox' });
  return out;
}

/** AL-1 (4.1.4): unsupplied or enemy-stacked Airdrop markers go to the Delay Box as the step begins. */
export function applyAirdropLandingStart(ctx: DsTurnContext): Partial<DsTurnContext> {
  let game = ctx.game;
  const lines: LogEntry[] = [];
  for (const m of airdropMarkersOnMap(ctx.game)) {
    if (!airdropMarkerForcedToDelay(ctx.game, m)) continue;
    game = toDelayBox(ctx, game, m);
    lines.push(logEntry('4.1.4', `${counterName(ctx.game, m)} is unsupplied or stacked with an enemy unit: it goes to the Delay Box without landing`));
  }
  return { game, log: ctx.log.append(...lines) };
}

/** AL-5 (4.1.4): the unit (if any) is placed in the marker's hex; the marker goes to the Delay Box. */
export function applyAirdropLanding(ctx: DsTurnContext, e: EventOf<'AIRDROP_LANDING'>): Partial<DsTurnContext> {
  const hex = hexOf(ctx.game, e.marker)!;
  let game = e.unit !== undefined ? moveCounter(ctx.game, e.unit, { kind: 'hex', hex }) : ctx.game;
  game = toDelayBox(ctx, game, e.marker);
  const msg = e.unit !== undefined
    ? `${airdropLandingPhrase(ctx.game, e.marker, e.unit)}; the marker goes to the Delay Box`
    : `${counterName(ctx.game, e.marker)} does not land: it goes to the Delay Box`;
  return { game, log: ctx.log.append(logEntry('4.1.4', msg, 'choice')) };
}

/** AL-5: at the end of the step every Airdrop marker left is in the Delay Box. */
export function applyFinishAirdropLanding(ctx: DsTurnContext): Partial<DsTurnContext> {
  let game = ctx.game;
  const lines: LogEntry[] = [];
  for (const m of airdropMarkersOnMap(ctx.game)) {
    game = toDelayBox(ctx, game, m);
    lines.push(logEntry('4.1.4', `${counterName(ctx.game, m)} does not land: it goes to the Delay Box`));
  }
  return { game, log: ctx.log.append(...lines) };
}

/** CS-1 (4.1.5): every CV Strike in a hex goes to its Naval Zone's Used Box. */
export function applyCvStrikeReturns(ctx: DsTurnContext): Partial<DsTurnContext> {
  let game = ctx.game;
  const lines: LogEntry[] = [];
  for (const id of cvStrikesInHexes(ctx.game)) {
    const to = cvStrikeReturnPlace(ctx.game, id);
    if (!to) continue;
    game = moveCounter(game, id, to);
    lines.push(logEntry('4.1.5', `${counterName(ctx.game, id)} returns from ${placePhrase(ctx.game, ctx.game.counters.get(id)!.at)} to ${placePhrase(game, to)}`));
  }
  if (lines.length === 0) lines.push(logEntry('4.1.5', 'no CV Strike is in a hex'));
  return { game, log: ctx.log.append(...lines) };
}
