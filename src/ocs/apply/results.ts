import type { HexId } from '../../core/hex/hex-id.ts';
import { isCombatUnit, type CombatUnit } from '../model/pieces.ts';
import { DEAD_PILE, ELIMINATED, inHex } from '../model/places.ts';
import { pieceOf, sideName, unitOf } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import { advanceCandidates } from '../rules/advance.ts';
import { alive } from '../rules/figures.ts';
import { aliveOf, execOf, participants } from '../rules/procedure.ts';
import { groupNames, needsMoveModeToRetreat, retreatEffects } from '../rules/retreats.ts';
import { specializedCombatDue } from '../rules/specialized.ts';
import { takeStep } from '../rules/step-losses.ts';
import type { CombatUnderWay, Role, SideExecution } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { combatOf, log, movePiece, roleSide, updatePiece, withCombat, withExec, withGame } from './context.ts';
import { beginSpecialized } from './specialized.ts';

/** 9.2 steps 8 and 9: losses, options, retreats, exploit, DG, advance. */

/** 9.10c: the attacker's units are all gone while his option is not yet fully executed. */
function markCouldNotTakeAll(g: OcsGame, c: CombatUnderWay, role: Role, e: SideExecution): SideExecution {
  const option = c.result?.[role].option ?? 0;
  const pending = e.optionChoice === undefined || e.optionLossesLeft > 0 || alive(g, e.toRetreat).length > 0;
  return role === 'attacker' && option > 0 && pending && aliveOf(g, c, role).length === 0 ? { ...e, couldNotTakeAll: true } : e;
}

/** One step lost (9.11): a combat loss counts for 9.11c's distribution; a retreat loss (9.12e) pays one owed step. */
export function applyLoseStep(ctx: OcsTurnContext, role: Role, unit: string, retreatLoss: boolean): OcsTurnContext {
  const c = combatOf(ctx);
  const u = unitOf(ctx.game, unit)!;
  const { unit: after, dead } = takeStep(u);
  const g = dead ? movePiece(ctx.game, unit, DEAD_PILE, after) : updatePiece(ctx.game, after);
  let e = execOf(c, role);
  if (retreatLoss) {
    const i = e.zocLosses.findIndex((from) => from.includes(unit));
    e = { ...e, zocLosses: e.zocLosses.filter((_, j) => j !== i) };
  } else {
    e = { ...e, lost: { ...e.lost, [unit]: (e.lost[unit] ?? 0) + 1 } };
    e = e.hardLeft > 0 ? { ...e, hardLeft: e.hardLeft - 1 } : { ...e, optionLossesLeft: e.optionLossesLeft - 1 };
  }
  const next = withExec(c, role, markCouldNotTakeAll(g, c, role, e));
  const words = `${u.name} loses a step${dead ? ' and goes to the Dead Pile' : ` (${after.stepsLost} of ${after.steps} lost)`}`;
  return log(withCombat(withGame(ctx, g), next), retreatLoss ? '9.12e' : '9.11', `Step 8: ${words}${retreatLoss ? ' (entering an enemy ZOC while DG)' : ''}.`, 'choice');
}

/** 9.10a: the option taken as step losses and retreat hexes. */
export function applyTakeOption(ctx: OcsTurnContext, role: Role, losses: number): OcsTurnContext {
  const c = combatOf(ctx);
  const option = c.result![role].option;
  const retreatHexes = option - losses;
  const e: SideExecution = {
    ...execOf(c, role), optionChoice: { losses }, optionLossesLeft: losses, retreatHexes,
    toRetreat: retreatHexes > 0 ? aliveOf(ctx.game, c, role).map((u) => u.id) : [],
  };
  return log(withCombat(ctx, withExec(c, role, e)), '9.10a', `Step 8: the ${role} takes his o${option} as ${losses} step ${losses === 1 ? 'loss' : 'losses'} and a retreat of ${retreatHexes} ${retreatHexes === 1 ? 'hex' : 'hexes'}.`, 'choice');
}

/** 9.10c: the defender ignores his option (the attacker retreated or could not take all of his). */
export function applyIgnoreOption(ctx: OcsTurnContext): OcsTurnContext {
  const c = combatOf(ctx);
  return log(withCombat(ctx, withExec(c, 'defender', { ...c.defender, optionChoice: 'ignored' })), '9.10c', `Step 8: the defender ignores his o${c.result!.defender.option}: the attacker ${c.attacker.couldNotTakeAll ? 'could not take all of his options' : 'retreated'}.`, 'choice');
}

/**
 * A retreat (9.12): the units, with any tagalongs (9.12d), go along the path; zero-MA units change
 * to Move Mode first (9.12b); DG on the second hex (9.12a) and in enemy ZOCs (9.12e); hexes with
 * enemy non-combat pieces meet Specialized Combats as in movement (9.12f). An empty path: no
 * retreat is possible and the units are eliminated (9.12).
 */
export function applyRetreat(ctx: OcsTurnContext, role: Role, units: readonly string[], path: readonly HexId[]): OcsTurnContext {
  const c = combatOf(ctx);
  const side = roleSide(c, role);
  let g = ctx.game;
  const e0 = execOf(c, role);
  const group = units.map((id) => pieceOf(g, id)!);
  const combatUnits = group.filter(isCombatUnit);
  const rest = e0.toRetreat.filter((id) => !units.includes(id));
  let e: SideExecution;
  let words: string;
  let out = ctx;
  if (path.length === 0) {
    for (const p of group) g = movePiece(g, p.id, isCombatUnit(p) ? DEAD_PILE : ELIMINATED);
    e = { ...e0, toRetreat: rest };
    words = `${groupNames(ctx.game, units)} cannot retreat and ${units.length === 1 ? 'is' : 'are'} eliminated`;
  } else {
    const effects = retreatEffects(g, side, combatUnits.map((u) => (needsMoveModeToRetreat(u) ? { ...u, mode: 'move' as const } : u)), path);
    const to = path.at(-1)!;
    for (const p of group) {
      const moved: typeof p = isCombatUnit(p) ? { ...p, mode: needsMoveModeToRetreat(p) ? 'move' : p.mode, dg: p.dg || effects.dg.includes(p.id) } : p;
      g = movePiece(g, p.id, inHex(to), moved);
    }
    for (const id of effects.bystandersDg) g = updatePiece(g, { ...unitOf(g, id)!, dg: true });
    e = { ...e0, toRetreat: rest, retreated: [...e0.retreated, ...units.filter((id) => participants(c, role).includes(id))], zocLosses: [...e0.zocLosses, ...effects.zocLosses] };
    const dgWords = effects.dg.length > 0 ? `; DG: ${groupNames(g, effects.dg)}` : '';
    const by = effects.bystandersDg.length > 0 ? `; friendly units in the enemy ZOC DG too: ${groupNames(g, effects.bystandersDg)}` : '';
    const owed = effects.zocLosses.length > 0 ? `; ${effects.zocLosses.length} step ${effects.zocLosses.length === 1 ? 'loss' : 'losses'} owed for entering an enemy ZOC while DG (9.12e)` : '';
    words = `${groupNames(ctx.game, units)} ${units.length === 1 ? 'retreats' : 'retreat'} ${path.join(' → ')}${dgWords}${by}${owed}`;
    if (combatUnits.some((u) => u.attackCapable)) {
      out = withGame(ctx, g);
      for (const hex of path) if (specializedCombatDue(ctx.game, hex, side, combatUnits)) out = beginSpecialized(out, hex, side, c.phase === 'movement');
      g = out.game;
    }
  }
  const next = withExec(c, role, markCouldNotTakeAll(g, c, role, e));
  return log(withCombat(withGame(out, g), next), '9.12', `Step 8: ${words}.`, 'choice');
}

/** 9.13: one of the attacker's eligible units takes an Exploit marker. */
export function applyExploit(ctx: OcsTurnContext, unit: string): OcsTurnContext {
  const c = combatOf(ctx);
  const g = updatePiece(ctx.game, { ...unitOf(ctx.game, unit)!, mode: 'exploit' });
  return log(withGame(ctx, g), '9.13', `Step 8: exploit result e${c.result!.attacker.exploit}: ${unitOf(g, unit)!.name} changes to Exploit Mode.`, 'choice');
}

/** 9.13: the attacker marks no more units. */
export function applyExploitDone(ctx: OcsTurnContext): OcsTurnContext {
  const c = combatOf(ctx);
  return log(withCombat(ctx, { ...c, exploitDecided: true }), '9.13', 'Step 8: no more units take Exploit markers.', 'choice');
}

/** 9.12a: "DG" puts every defending unit in DG Mode at once, before any retreat. */
export function applyDefenderDg(ctx: OcsTurnContext): OcsTurnContext {
  const c = combatOf(ctx);
  let g = ctx.game;
  const units = aliveOf(g, c, 'defender');
  for (const u of units) g = updatePiece(g, { ...u, dg: true });
  return log(withCombat(withGame(ctx, g), { ...c, dgApplied: true }), '9.12a', `Step 8: DG result: ${groupNames(g, units.map((u) => u.id))} ${units.length === 1 ? 'enters' : 'enter'} DG Mode.`);
}

/** 9.12g: attacking units advance into the vacated hex; an advance can capture or destroy enemy non-combat pieces (9.14). */
export function applyAdvance(ctx: OcsTurnContext, units: readonly string[], done = false): OcsTurnContext {
  const c = combatOf(ctx);
  let g = ctx.game;
  const entering: CombatUnit[] = units.map((id) => unitOf(g, id)!);
  const due = specializedCombatDue(g, c.target, c.attackerSide, entering);
  for (const id of units) g = movePiece(g, id, inHex(c.target));
  const rule = c.kind === 'overrun' ? '9.12g D' : '9.12g';
  let out = log(withCombat(withGame(ctx, g), { ...c, advanceDecided: done }), rule, `Step 9: ${groupNames(g, units)} ${units.length === 1 ? 'advances' : 'advance'} into ${c.target}${c.kind === 'overrun' ? ' (required after a successful overrun)' : ''}.`, c.kind === 'overrun' ? 'automatic' : 'choice');
  if (due) out = beginSpecialized(out, c.target, c.attackerSide, c.phase === 'movement');
  return out;
}

/** 9.12g D: the whole overrunning stack that may advance goes in (R-OCS-OVERRUN). */
export const applyOverrunAdvance = (ctx: OcsTurnContext): OcsTurnContext =>
  applyAdvance(ctx, advanceCandidates(ctx.game, combatOf(ctx)).map((u) => u.id), true);

/** Step 9 declined: no advance after a regular combat. */
export function applyNoAdvance(ctx: OcsTurnContext): OcsTurnContext {
  const c = combatOf(ctx);
  return log(withCombat(ctx, { ...c, advanceDecided: true }), '9.12g', 'Step 9: no more attacking units advance.', 'choice');
}

/** The combat is over: in a Combat Segment its units and hex are spent (9.1c); a cancelled attack spends nothing. */
export function applyFinishCombat(ctx: OcsTurnContext): OcsTurnContext {
  const c = combatOf(ctx);
  const turn = c.cancelled || c.kind === 'overrun' ? ctx.turn : {
    ...ctx.turn,
    attackedUnits: [...ctx.turn.attackedUnits, ...c.attackers],
    attackedHexes: [...ctx.turn.attackedHexes, c.target],
  };
  const moved = c.kind === 'overrun' ? [...new Set([...turn.moved, ...c.attackers])] : turn.moved;
  const words = c.cancelled ? 'cancelled' : `over${c.result ? ` (${c.result.text})` : ''}`;
  return log(withCombat({ ...ctx, turn: { ...turn, moved } }, undefined), c.kind === 'overrun' ? '9.1c' : '9.2', `The ${c.kind === 'overrun' ? 'overrun' : 'combat'} at ${c.target} is ${words}; ${sideName(ctx.game, c.attackerSide)} goes on.`);
}

