import { GameLog } from '../../../src/core/log.ts';
import { newDice } from '../../../src/core/dice.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import { NO_POLITICS, type PartisanFacts, type PoliticalFacts } from '../../../src/awaw/model/politics.ts';
import { parseAwawScenario } from '../../../src/awaw/scenario/load.ts';
import { attritionZones } from '../../../src/awaw/rules/attrition-zones.ts';
import { freshBook, type AwawTurnContext, type TurnBook } from '../../../src/awaw/turn/context.ts';
import { EMPTY_MOVEMENT, EMPTY_PARTISANS, type MovementBook, type PartisanBook } from '../../../src/awaw/turn/movement-book.ts';
import { scenarioJson, type Spec } from './helpers.ts';

/**
 * Positions for the movement and partisan rules (issue 20): helpers.ts's small boards, with more
 * countries (those rule 11 names) and the political facts on the game.
 */
export const COUNTRIES = [
  'russia', 'germany', 'italy', 'rumania', 'japan', 'britain', 'usa', 'france', 'china', 'india', 'yugoslavia', 'greece', 'ulster', 'ireland',
  'easternPoland', 'westernPoland', 'ukraine', 'siberia', 'egypt', 'iraq', 'kuwait', 'arabia', 'lebanonSyria', 'persia', 'turkey', 'spain',
  'spanishMorocco', 'corsica', 'sicily', 'switzerland', 'sweden',
];

export interface Spec20 extends Spec {
  readonly neutral?: readonly string[];
  readonly politics?: Partial<Omit<PoliticalFacts, 'partisans'>>;
  readonly partisanFacts?: Partial<PartisanFacts>;
}

export function game20(spec: Spec20): AwawGame {
  const json = scenarioJson(spec);
  const countries = COUNTRIES.map((id) => ({ id, name: id, neutral: spec.neutral?.includes(id) ?? false }));
  const r = parseAwawScenario({ ...json, countries });
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  const politics: PoliticalFacts = { ...NO_POLITICS, ...spec.politics, partisans: { ...NO_POLITICS.partisans, ...spec.partisanFacts } };
  return { ...r.value, politics };
}

/** Every hex of rows × numbers given the same fields (a country block). */
export function block(rows: readonly string[], numbers: readonly [number, number], fields: Record<string, unknown>, map = 'e'): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const r of rows) for (let n = numbers[0]; n <= numbers[1]; n++) out[`${map}${r}${n}`] = fields;
  return out;
}

export function ctx20(g: AwawGame, movement: Partial<MovementBook> = {}, partisans: Partial<PartisanBook> = {}, book: Partial<TurnBook> = {}): AwawTurnContext {
  return {
    game: g,
    turn: { ...freshBook(attritionZones(g)), ...book, movement: { ...EMPTY_MOVEMENT, ...movement }, partisans: { ...EMPTY_PARTISANS, ...partisans } },
    dice: newDice(1),
    log: GameLog.empty,
  };
}

/** The game with a counter placed somewhere (a pool, another hex). */
export const placed = (g: AwawGame, id: string, to: { kind: 'hex'; hex: string } | { kind: 'pool'; nationality: string }): AwawGame => ({ ...g, pieces: g.pieces.move(id, to) });
