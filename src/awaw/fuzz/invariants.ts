import type { FuzzInvariants } from '../../core/testing.ts';
import type { AwawGame } from '../model/game.ts';
import { areEnemies } from '../model/ids.ts';
import { isGround } from '../model/units.ts';
import { stackingViolations } from '../rules/stacking.ts';
import type { AwawTurnContext } from '../turn/context.ts';

/**
 * What must hold after every accepted event of an AWAW turn: no counter appears or vanishes; an
 * eliminated unit stays in its force pool; enemies share a hex only where an airdrop put an airborne
 * unit on top of them (10.55); no hex is overstacked but by the rules that allow it (12.14, 12.16,
 * 12.17); air factors are never negative nor flown beyond what the faction has; the log only grows
 * and the dice only roll forward.
 */
export class AwawInvariants implements FuzzInvariants<AwawTurnContext> {
  constructor(private readonly initial: AwawGame) {}

  step(before: AwawTurnContext, after: AwawTurnContext): readonly string[] {
    const out: string[] = [];
    const g = after.game;
    if (g.pieces.size !== this.initial.pieces.size) out.push(`the counters went from ${this.initial.pieces.size} to ${g.pieces.size}`);
    if (after.log.length < before.log.length) out.push('the log shrank');
    if (after.dice.rolled < before.dice.rolled) out.push('the dice went back');
    for (const s of before.game.pieces.all()) {
      // 11.351: partisans are built from their force pool; nothing else comes back from one here.
      if (s.at.kind === 'pool' && g.pieces.get(s.piece.id)!.at.kind !== 'pool' && !(isGround(s.piece) && s.piece.type === 'partisan')) out.push(`${s.piece.id} came back from its force pool`);
    }
    for (const f of Object.values(g.factions)) {
      if (f === undefined) continue;
      if (f.airFactors < 0) out.push(`${f.id} has ${f.airFactors} air factors`);
      if ((after.turn.airUsed[f.id] ?? 0) > (this.initial.factions[f.id]?.airFactors ?? 0)) out.push(`${f.id} flew more air factors than it had`);
    }
    const dropped = new Set(after.turn.airdrops.filter((d) => d.status === 'dropped').map((d) => d.unit));
    const exploiting = new Set(after.turn.exploiters.filter((x) => x.route === undefined).map((x) => x.unit));
    for (const key of g.pieces.placeKeys()) {
      if (!key.startsWith('hex:')) continue;
      const hex = key.slice(4);
      const units = g.pieces.inPlace(key).map((s) => s.piece).filter(isGround);
      const factions = units.filter((u) => !dropped.has(u.id)).map((u) => g.nationalities[u.nationality]!.faction);
      if (factions.some((a) => factions.some((b) => areEnemies(a, b)))) out.push(`enemy ground units share ${hex}`);
      const v = stackingViolations(g, hex, (u) => exploiting.has(u.id) || dropped.has(u.id));
      if (v.length > 0) out.push(`${hex}: ${v.map((x) => x.message).join('; ')}`);
    }
    return out;
  }
}
