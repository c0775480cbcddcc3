import type { Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import { hexName } from '../../model/names.ts';
import type { DsGameState } from '../../model/state.ts';
import type { AttackDeclaration, RetreatProgress } from '../../model/combat.ts';
import { groundInHex } from './combat-facts.ts';
import { sideFeatures, waterCrossing } from './hexsides.ts';
import { mayRetreat, retreatBlocked, retreatHexes } from './retreat.ts';

/** 4.2.5.3 Retreat Conversion: Retreat hexes turned into step losses one for one. */

const v = (code: string, message: string): Violation => ({ rule: '4.2.5.3', code, message });

/**
 * RC-1 (4.2.5.3) mandatoryRetreatConversion: the force cannot (or can no longer) Retreat without
 * breaking both Priorities or a Restriction, so it stops and converts the rest into step losses.
 */
export function mandatoryRetreatConversion(state: DsGameState, r: RetreatProgress): boolean {
  if (r.remaining <= 0) return false;
  const blocked = retreatBlocked(state, r).filter((x) => x.code !== 'retreat.satisfied');
  return blocked.length > 0 || !mayRetreat(state, r);
}

/**
 * RC-2 (4.2.5.3) resumeRetreat: a step loss instead of a Retreat hex is allowed only while RC-1
 * holds (or RC-3 allows it); as soon as the block is lifted (the Kiangsu HQ broken down,
 * DS-EX-34) the force must Retreat again.
 */
export function retreatConversionViolations(state: DsGameState, r: RetreatProgress, voluntary: readonly Violation[] = [v('conversion.notVoluntary', '')]): Violation[] {
  if (r.remaining <= 0) return [{ rule: '4.2.5', code: 'retreat.satisfied', message: 'The Retreat result is already satisfied.' }];
  if (mandatoryRetreatConversion(state, r) || voluntary.length === 0) return [];
  return [v('conversion.retreatPossible', `The force can Retreat from ${hexName(state, r.at)} (into ${retreatHexes(state, r).map((h) => hexName(state, h)).join(', ')}), so it must Retreat rather than take a step loss.`)];
}

/**
 * RC-3 (4.2.5.3) voluntaryRetreatConversion: a defending force may convert Retreat results into
 * step losses when every adjacent attacking ground unit attacks across a Strait, Beachhead or
 * Mountain hexside, or when the defending hex holds a City and no Blitz marker.
 * RC-4 noVoluntaryConversionEnRoute: only in the defending hex itself; once the force has
 * Retreated, Cities and hexsides on its way give no such option (gap §2 #21: conversions come
 * before the first Retreat hex, any split allowed).
 */
export function voluntaryRetreatConversion(state: DsGameState, attack: AttackDeclaration, defendingHex: string, progress?: RetreatProgress): Violation[] {
  if (defendingHex !== attack.target) return [v('conversion.notDefendingHex', `Only the force defending ${hexName(state, attack.target)} may convert its Retreat voluntarily.`)];
  if (progress && progress.side !== 'defender') return [v('conversion.notDefender', 'Only a defending force may convert its Retreat voluntarily; an attacker converts only when it cannot Retreat.')];
  if (progress && (progress.at !== defendingHex || progress.path.some((h) => h !== defendingHex))) {
    return [v('conversion.enRoute', `The force has already Retreated out of ${hexName(state, defendingHex)}; Cities and hexsides on its way give no Voluntary Retreat Conversion.`)];
  }
  if (!state.board.hexes[defendingHex]) return [{ rule: '4.2.5', code: 'retreat.unknownHex', message: `"${defendingHex}" is not a hex of this map.` }];
  if (openCity(state, defendingHex) || attackedAcrossDifficultHexsides(state, attack)) return [];
  return [v('conversion.notAllowed', `${hexName(state, defendingHex)} has no City free of Blitz markers, and not every adjacent attacker attacks across a Strait, Beachhead or Mountain hexside, so the Retreat cannot be converted voluntarily.`)];
}

/** RC-3 (b): a City and no Blitz marker in the defending hex ("open city", the Manila design note). */
export function openCity(state: DsGameState, hex: string): boolean {
  const blitz = contentsOf(state, { kind: 'hex', hex }).some((p) => p.counter.kind === 'marker' && p.counter.type === 'blitz');
  return state.board.hexes[hex]?.city !== undefined && !blitz;
}

/** RC-3 (a): every adjacent attacking ground unit attacks across a Strait, Beachhead or Mountain hexside. */
export function attackedAcrossDifficultHexsides(state: DsGameState, attack: AttackDeclaration): boolean {
  const adjacent = attack.attackers.map((id) => groundInHex(state, id)?.hex)
    .filter((h): h is string => h !== undefined && state.board.grid.adjacent(h, attack.target));
  return adjacent.length > 0 && adjacent.every((h) => {
    const water = waterCrossing(state, h, attack.target);
    return water === 'strait' || water === 'beachhead' || sideFeatures(state, h, attack.target).includes('mountain');
  });
}
