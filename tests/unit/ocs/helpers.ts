import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { expect } from 'vitest';
import { ocsTurnMachine } from '../../../machines/ocs/turn.machine.ts';
import { ocsRuleset } from '../../../machines/ocs/ruleset.ts';
import { engineOf } from '../../../src/core/engine.ts';
import { parseOcsEvent, type OcsEvent } from '../../../src/ocs/events/index.ts';
import type { CombatUnit } from '../../../src/ocs/model/pieces.ts';
import { unitOf } from '../../../src/ocs/model/query.ts';
import type { OcsGame } from '../../../src/ocs/model/state.ts';
import { parseOcsScenario } from '../../../src/ocs/scenario/load.ts';

/** Tests of the OCS rules: games built from the skirmish fixture with edits, played through the machine. */

export type Doc = { pieces: Record<string, unknown>[]; hexes: Record<string, unknown>[]; hexsides: Record<string, unknown>[]; game: Record<string, unknown> } & Record<string, unknown>;
export const SKIRMISH = 'scenarios/ocs/fixtures/skirmish.json';

export const skirmishDoc = (): Doc => JSON.parse(readFileSync(SKIRMISH, 'utf8')) as Doc;

/** The skirmish fixture after `edit`, loaded; a broken edit fails the test with its problems. */
export function game(edit: (d: Doc) => void = () => undefined): OcsGame {
  const d = skirmishDoc();
  edit(d);
  const r = parseOcsScenario(d);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

/** A piece of the doc by id, to edit. */
export const piece = (d: Doc, id: string): Record<string, unknown> => d.pieces.find((p) => p['id'] === id)!;
/** A combat unit entry for a doc. */
export const unitEntry = (id: string, side: string, at: string, strength: number, ar: number, extra: Record<string, unknown> = {}): Record<string, unknown> =>
  ({ id, side, at, kind: 'combat', name: id, strength, ar, ma: { combat: 4, move: 8 }, ...extra });

export const unit = (g: OcsGame, id: string): CombatUnit => unitOf(g, id)!;

const engine = engineOf(ocsRuleset);

/** A started turn on a game. */
export function start(g: OcsGame, seed = 1) {
  return createActor(ocsTurnMachine, { input: { game: g, seed } }).start();
}
export type OcsActor = ReturnType<typeof start>;

export const stepOf = (a: OcsActor): string | undefined => engine.activeStep(a.getSnapshot())?.step.id;
export const legal = (a: OcsActor): OcsEvent[] => engine.legalActions(a.getSnapshot());
export const why = (a: OcsActor, e: unknown) => engine.explain(a.getSnapshot(), ev(e));

/** An event from plain JSON (defaults filled in as a file would have them). */
export function ev(json: unknown): OcsEvent {
  const r = parseOcsEvent(json);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

/** Sends events that must be legal, in order; fails naming the first refused one. */
export function play(a: OcsActor, ...events: unknown[]): void {
  for (const json of events) {
    const e = ev(json);
    expect(engine.explain(a.getSnapshot(), e), `${JSON.stringify(json)} in ${stepOf(a)}`).toEqual([]);
    a.send(e);
  }
}

/** CONTINUE until the turn rests in `step`. */
export function advanceTo(a: OcsActor, step: string, limit = 40): void {
  for (let i = 0; i < limit && stepOf(a) !== step; i++) {
    const l = legal(a);
    const next = l.find((e) => e.type === 'CONTINUE') ?? l.find((e) => e.type === 'DONE');
    if (!next) throw new Error(`stuck in ${stepOf(a)} before ${step}`);
    a.send(next);
  }
  expect(stepOf(a)).toBe(step);
}

export const gameOf = (a: OcsActor): OcsGame => a.getSnapshot().context.game;
export const combatOf = (a: OcsActor) => a.getSnapshot().context.turn.combat;
export const lastLog = (a: OcsActor, n = 1): string[] => a.getSnapshot().context.log.slice(-n).map((l) => `${l.rule} ${l.message}`);
