import type { HexId } from '../../core/hex/hex-id.ts';
import { SUPPLY_COSTS_SAMPLE_NOTE } from '../data/supply-costs.sample.ts';
import { isCombatUnit } from '../model/pieces.ts';
import { SPARE } from '../model/places.ts';
import { hexName, hexOf, pieceName, pieceOf, sideName, unitOf } from '../model/query.ts';
import { enemyOf } from '../model/sides.ts';
import { effectiveAr } from '../rules/action-rating.ts';
import { combatDefenders, unitNames } from '../rules/restrictions.ts';
import { choiceName } from '../rules/terrain.ts';
import { freshExecution, type CombatKind, type CombatPhase, type CombatUnderWay, type Payment, type Role } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import type { TerrainChoice } from '../model/terrain.ts';
import { combatOf, log, movePiece, roleSide, updatePiece, withCombat, withGame } from './context.ts';

/** 9.2 steps 1-4: the combat declared, combat supply paid, the AR units named, the terrain chosen. */

const KIND_WORDS: Readonly<Record<CombatKind, readonly [string, string]>> = {
  overrun: ['overruns', 'overrun'], combat: ['attacks', 'attack'], exploitation: ['attacks (Exploitation Phase)', 'attack (Exploitation Phase)'],
};

/** Step 1: the attacking units and the defending hex; every combat unit in it defends (9.1d). */
export function applyDeclare(ctx: OcsTurnContext, kind: CombatKind, phase: CombatPhase, target: HexId, attackers: readonly string[]): OcsTurnContext {
  const g = ctx.game;
  const attackerSide = g.frame.phasing;
  const defenders = combatDefenders(g, target, attackerSide).map((u) => u.id);
  const held: Record<string, HexId[]> = {};
  for (const { piece, at } of g.pieces.all()) {
    if (isCombatUnit(piece) && at.kind === 'hex') (held[piece.side] ??= []).includes(at.hex) || held[piece.side]!.push(at.hex);
  }
  const combat: CombatUnderWay = {
    kind, phase, target, attackerSide, defenderSide: enemyOf(g.frame.players, attackerSide),
    attackers, origin: Object.fromEntries(attackers.map((id) => [id, hexOf(g, id)!])), defenders, heldAtStart: held,
    supply: {}, cancelled: false, arUnit: {}, terrain: { stacks: {} },
    attacker: freshExecution(), defender: freshExecution(), dgApplied: false, exploitDecided: false, advanceDecided: false,
  };
  return log(withCombat(ctx, combat), kind === 'overrun' ? '9.1c' : '9.2', `Step 1: ${unitNames(g, attackers)} ${KIND_WORDS[kind][attackers.length === 1 ? 0 : 1]} ${hexName(g, target)}, held by ${unitNames(g, defenders)}.`, 'choice');
}

/** Step 2: combat supply expended (9.5b): tokens off dumps and loads (an emptied dump goes back to the counter mix), internal stocks used. */
export function applyPay(ctx: OcsTurnContext, role: Role, p: Payment): OcsTurnContext {
  let g = ctx.game;
  for (const d of p.draws) {
    const s = pieceOf(g, d.source);
    if (s?.kind === 'dump') g = s.tokens - d.tokens > 0 ? updatePiece(g, { ...s, tokens: s.tokens - d.tokens }) : movePiece(g, s.id, SPARE, { ...s, tokens: 0 });
    if (s?.kind === 'transport') g = updatePiece(g, { ...s, load: s.load - d.tokens });
  }
  for (const id of p.internalStocks) { const u = unitOf(g, id)!; g = updatePiece(g, { ...u, internalStocks: u.internalStocks - 1 }); }
  const c = combatOf(ctx);
  const tokens = p.draws.reduce((n, d) => n + d.tokens, 0);
  const words = [tokens > 0 ? `${tokens}T from ${p.draws.map((d) => pieceName(ctx.game, d.source)).join(', ')}` : '', p.internalStocks.length > 0 ? `internal stocks of ${unitNames(g, p.internalStocks)}` : ''].filter(Boolean).join(' and ') || 'nothing (no cost)';
  const next = withCombat(withGame(ctx, g), { ...c, supply: { ...c.supply, [role]: p } });
  return log(next, '9.5b', `Step 2: ${sideName(g, roleSide(c, role))} pays combat supply: ${words} (${SUPPLY_COSTS_SAMPLE_NOTE}).`, 'choice');
}

/** O-S6: the attacker cannot pay, or chooses not to attack after all (9.1b): the attack is cancelled and the defender pays nothing. */
export function applyCancel(ctx: OcsTurnContext, why: 'cannotPay' | 'chosen'): OcsTurnContext {
  const c = combatOf(ctx);
  const words = why === 'cannotPay' ? 'the attacker cannot put his units in combat supply: the attack is cancelled and the defender expends nothing' : 'the attacker does not attack after all (attacking is voluntary, 9.1b): the attack is cancelled';
  return log(withCombat(ctx, { ...c, cancelled: true }), why === 'cannotPay' ? '9.5A' : '9.1b', `Step 2: ${words}.`, why === 'chosen' ? 'choice' : 'automatic');
}

/** O-S6: the defender withholds combat supply, or has none: the attack goes on and he defends at half strength. */
export function applyDefenderUnsupplied(ctx: OcsTurnContext, why: 'withheld' | 'none'): OcsTurnContext {
  const c = combatOf(ctx);
  const words = why === 'withheld' ? 'withholds combat supply' : 'cannot put his units in combat supply';
  return log(withCombat(ctx, { ...c, supply: { ...c.supply, defender: why } }), '9.5B', `Step 2: the defender ${words}: he fights at half Combat Strength.`, why === 'withheld' ? 'choice' : 'automatic');
}

/** Step 3: a side names the unit whose AR leads it (9.6). */
export function applyArUnit(ctx: OcsTurnContext, role: Role, unit: string): OcsTurnContext {
  const c = combatOf(ctx);
  const u = unitOf(ctx.game, unit)!;
  return log(withCombat(ctx, { ...c, arUnit: { ...c.arUnit, [role]: unit } }), '9.6', `Step 3: the ${role}'s Action Rating unit is ${u.name}, AR ${effectiveAr(u)}${effectiveAr(u) !== u.ar ? ` (printed ${u.ar}, 9.6a)` : ''}.`, 'choice');
}

/** Step 4: the defender's terrain choice for one attacking stack (9.4b) or for the defence (9.4c). */
export function applyTerrain(ctx: OcsTurnContext, stack: HexId | 'defence', choice: TerrainChoice): OcsTurnContext {
  const c = combatOf(ctx);
  const terrain = stack === 'defence' ? { ...c.terrain, defence: choice } : { ...c.terrain, stacks: { ...c.terrain.stacks, [stack]: choice } };
  const words = stack === 'defence' ? `for his defence: ${choiceName(choice)}` : `for the stack attacking from ${stack}: ${choiceName(choice)}`;
  return log(withCombat(ctx, { ...c, terrain }), stack === 'defence' ? '9.4c' : '9.4b', `Step 4: the defender chooses ${words}.`, 'choice');
}
