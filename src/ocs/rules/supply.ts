import type { HexId } from '../../core/hex/hex-id.ts';
import type { Violation } from '../../core/violation.ts';
import { SUPPLY_COSTS_SAMPLE } from '../data/supply-costs.sample.ts';
import { currentRe, type CombatUnit } from '../model/pieces.ts';
import { pieceName, unitOf } from '../model/query.ts';
import type { SideId } from '../model/sides.ts';
import type { OcsGame } from '../model/state.ts';
import type { Payment, Role } from '../turn/combat.ts';

/** 9.5 Supply and Combat: what combat supply costs, where it comes from, and what going without it does. */

/** A source of combat supply within reach: a dump, or SP loaded on Transport Points (Organic Trucks marked). */
export interface SupplySource {
  readonly id: string;
  readonly tokens: number;
  readonly organic: boolean;
}

/**
 * O-S5 9.5b payCombatSupply: the cost "according to the Supply Table" (12.4, here the SAMPLE
 * costs: tokens per RE of the side's involved units, rounded up); units on internal stocks (12.10)
 * are paid for by their own stocks. Example: three 1-RE attackers cost 3T, a 1/2-RE defender 1T.
 */
export function combatSupplyCost(units: readonly CombatUnit[], role: Role): number {
  const perRe = role === 'attacker' ? SUPPLY_COSTS_SAMPLE.attackTokensPerRe : SUPPLY_COSTS_SAMPLE.defendTokensPerRe;
  const re = units.reduce((sum, u) => sum + currentRe(u), 0);
  return re === 0 ? 0 : Math.ceil(re * perRe - 1e-9);
}

/** The side's dumps and loaded Transport Points within the scenario's combat supply range of the defending hex (R-OCS-COMBAT-SUPPLY). */
export function supplySources(g: OcsGame, side: SideId, target: HexId): SupplySource[] {
  const out: SupplySource[] = [];
  for (const hex of g.board.grid.within(target, g.frame.combatSupplyRange)) {
    for (const { piece: p } of g.pieces.inPlace(hex)) {
      if (p.side !== side) continue;
      if (p.kind === 'dump' && p.tokens > 0) out.push({ id: p.id, tokens: p.tokens, organic: false });
      if (p.kind === 'transport' && p.load > 0) out.push({ id: p.id, tokens: p.load, organic: p.type === 'organic' });
    }
  }
  return out;
}

/**
 * O-S3 9.5C internalStocksOnlyIfNoSP: "Internal stocks can only be used when regular supply is
 * physically unavailable. (Exception: The SP loaded on an Organic Truck is exempt from this
 * requirement.)" Read: the SP that are not on Organic Trucks cannot pay the whole cost.
 */
export const internalStocksAllowed = (sources: readonly SupplySource[], cost: number): boolean =>
  sources.filter((s) => !s.organic).reduce((n, s) => n + s.tokens, 0) < cost;

const v = (code: string, message: string, rule = '9.5b'): Violation => ({ rule, code, message });

/** Why a payment does not put the side's involved units in combat supply (empty: it does). */
export function paymentViolations(g: OcsGame, units: readonly CombatUnit[], role: Role, target: HexId, p: Payment): Violation[] {
  const side = units[0]?.side ?? '';
  const sources = supplySources(g, side, target);
  const out: Violation[] = [];
  const stocks = new Set(p.internalStocks);
  for (const id of p.internalStocks) {
    const u = unitOf(g, id);
    if (!u || !units.some((x) => x.id === id)) out.push(v('supply.notInvolved', `${pieceName(g, id)} is not one of the ${role}'s units in this combat.`, '12.10'));
    else if (u.internalStocks <= 0) out.push(v('supply.noInternalStocks', `${u.name} has no internal stocks left.`, '12.10'));
  }
  if (stocks.size !== p.internalStocks.length) out.push(v('supply.listedTwice', 'A unit is listed twice among those using internal stocks.', '12.10'));
  const cost = combatSupplyCost(units.filter((u) => !stocks.has(u.id)), role);
  if (stocks.size > 0 && !internalStocksAllowed(sources, combatSupplyCost(units, role))) {
    out.push(v('supply.internalStocksWhileSp', 'Internal stocks can only be used when regular supply is physically unavailable: enough SP (not counting those on Organic Trucks) are within reach.', '9.5C'));
  }
  const seen = new Set<string>();
  let paid = 0;
  for (const d of p.draws) {
    const s = sources.find((x) => x.id === d.source);
    if (!s) out.push(v('supply.noSuchSource', `${pieceName(g, d.source)} is not a ${role === 'attacker' ? 'attacking' : 'defending'} player's dump or loaded Transport Point within ${g.frame.combatSupplyRange} hexes.`));
    else if (d.tokens < 1 || d.tokens > s.tokens) out.push(v('supply.tooMuch', `${pieceName(g, d.source)} holds ${s.tokens}T; draw 1 to ${s.tokens}T from it.`));
    if (seen.has(d.source)) out.push(v('supply.sourceTwice', `${pieceName(g, d.source)} is drawn from twice.`));
    seen.add(d.source);
    paid += d.tokens;
  }
  if (out.length === 0 && paid !== cost) out.push(v('supply.wrongAmount', `Combat supply for these units costs ${cost}T; the draws come to ${paid}T.`));
  return out;
}

/** Draws covering `cost` from the sources in order, or undefined when they hold too little. */
export function drawsFor(sources: readonly SupplySource[], cost: number): Payment['draws'] | undefined {
  const draws: { source: string; tokens: number }[] = [];
  let left = cost;
  for (const s of sources) {
    if (left <= 0) break;
    const t = Math.min(s.tokens, left);
    draws.push({ source: s.id, tokens: t });
    left -= t;
  }
  return left > 0 ? undefined : draws;
}

/** Payments worth offering: each single source that covers the cost, all sources in order, and internal stocks where allowed. */
export function paymentOptions(g: OcsGame, units: readonly CombatUnit[], role: Role, target: HexId): Payment[] {
  const sources = supplySources(g, units[0]?.side ?? '', target);
  const cost = combatSupplyCost(units, role);
  const out: Payment[] = sources.filter((s) => s.tokens >= cost).map((s) => ({ draws: cost > 0 ? [{ source: s.id, tokens: cost }] : [], internalStocks: [] }));
  const spread = drawsFor(sources, cost);
  if (spread && spread.length > 1) out.push({ draws: spread, internalStocks: [] });
  if (cost === 0 && out.length === 0) out.push({ draws: [], internalStocks: [] });
  if (internalStocksAllowed(sources, cost)) {
    const stocked = units.filter((u) => u.internalStocks > 0).map((u) => u.id);
    const rest = drawsFor(sources, combatSupplyCost(units.filter((u) => !stocked.includes(u.id)), role));
    if (stocked.length > 0 && rest) out.push({ draws: rest, internalStocks: stocked });
  }
  return out.filter((p) => paymentViolations(g, units, role, target, p).length === 0);
}

/**
 * O-S1 9.5A noAttackWithoutCombatSupply: "Units cannot attack at all without combat supply."
 * O-S6 (9.0 procedure) supplyPaymentOrder: the attacker pays first, "and if he cannot do so, the
 * attack is cancelled and the defender does not need to expend any supply"; "If the defender does
 * not expend supply (or has none), the attack continues, but the defender fights at half".
 */
export const canPayCombatSupply = (g: OcsGame, units: readonly CombatUnit[], role: Role, target: HexId): boolean =>
  paymentOptions(g, units, role, target).length > 0;

/**
 * O-S2 9.5B defendWithoutCombatSupply and O-S4 9.5a outOfSupplyEffect: without combat supply a unit
 * defends at half; marked Out of Supply it attacks and defends at half with combat supply, and
 * defends at 1/4 without (the reductions are cumulative). It cannot attack without combat supply.
 */
export function supplyFactor(u: CombatUnit, attacking: boolean, inCombatSupply: boolean): number {
  const trace = u.outOfSupply ? 0.5 : 1;
  if (attacking) return inCombatSupply ? trace : 0;
  return trace * (inCombatSupply ? 1 : 0.5);
}
