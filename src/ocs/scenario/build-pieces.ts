import { PieceStore, type Stored } from '../../core/pieces/store.ts';
import type { CombatUnit, Piece } from '../model/pieces.ts';
import { inHex, placeKey, type Place } from '../model/places.ts';
import type { OcsBoard } from '../model/state.ts';
import { HEX_TEC_SAMPLE } from '../data/terrain-effects.sample.ts';
import { checkUnique, type Problems } from './problems.ts';
import type { OcsScenarioData, PieceData } from './schema.ts';

/**
 * 4.4 (not in the seed): by default a unit is Attack-Capable unless it is an HQ or artillery (9.0:
 * they have no printed Combat Strength and attack by Barrage) or its strength is parenthesized.
 * A ZOC is exerted by default by every combat unit with a strength above zero (R-OCS-ZOC).
 */
function toPiece(d: PieceData): Piece {
  const { at: _at, ...rest } = d;
  if (rest.kind !== 'combat') return rest.kind === 'transport' && rest.extender === undefined ? (({ extender: _e, ...t }) => t)(rest) : rest;
  const { attackCapable, exertsZoc, ...unit } = rest;
  const u: CombatUnit = {
    ...unit,
    attackCapable: attackCapable ?? (unit.type === 'unit' && !unit.defendOnly),
    exertsZoc: exertsZoc ?? unit.strength > 0,
  };
  return u;
}

function checkPiece(d: PieceData, i: number, sides: ReadonlySet<string>, board: OcsBoard | undefined, problems: Problems): void {
  const at = ['pieces', i];
  if (!sides.has(d.side)) problems.add([...at, 'side'], `unknown side "${d.side}"; the players are ${[...sides].join(', ')}`);
  if (d.at === 'deadPile' && d.kind !== 'combat') problems.add([...at, 'at'], 'only combat units go to the Dead Pile (9.11); destroyed pieces are "eliminated"');
  if (d.at === 'spare' && d.kind !== 'dump' && d.kind !== 'transport') problems.add([...at, 'at'], 'only dumps and Transport Points wait in the counter mix ("spare") for a capture');
  if (d.at !== 'deadPile' && d.at !== 'eliminated' && d.at !== 'spare' && board && !board.grid.has(d.at)) problems.add([...at, 'at'], `hex ${d.at} is not on the map`);
  if (d.kind === 'combat') {
    if (d.stepsLost >= d.steps) problems.add([...at, 'stepsLost'], `${d.stepsLost} steps lost of ${d.steps}: a unit that lost every step is in the Dead Pile (9.11)`);
    if (d.steps > 1 && d.re !== d.steps) problems.add([...at, 're'], `a multi-step unit has one step per RE (9.11): ${d.steps} steps but ${d.re} RE`);
    if (d.defendOnly && d.attackCapable === true) problems.add([...at, 'attackCapable'], 'a parenthesized Combat Strength can only defend (9.1e)');
    if (board && d.at in board.hexes && HEX_TEC_SAMPLE[board.hexes[d.at]!.terrain[0]!].impassable) problems.add([...at, 'at'], `no ground unit stands in ${d.at} (${board.hexes[d.at]!.terrain[0]})`);
  }
  if (d.kind === 'transport' && d.extender && d.type !== 'truck') problems.add([...at, 'extender'], 'an Extender is a truck counter on its Extender side (9.14d)');
}

/** The pieces in their places, checked; undefined when a problem was found. */
export function buildPieces(data: OcsScenarioData, board: OcsBoard | undefined, problems: Problems): PieceStore<Piece, Place> | undefined {
  const sides = new Set(data.game.players.map((p) => p.id));
  checkUnique(problems, 'piece', 'pieces', data.pieces.map((p) => p.id));
  data.pieces.forEach((d, i) => checkPiece(d, i, sides, board, problems));
  const owners = new Map<string, { side: string; index: number }>();
  data.pieces.forEach((d, i) => {
    if (d.kind !== 'combat' || d.at === 'deadPile' || d.at === 'eliminated' || d.at === 'spare') return;
    const first = owners.get(d.at);
    if (first && first.side !== d.side) problems.add(['pieces', i, 'at'], `${d.at} already holds combat units of "${first.side}" (pieces[${first.index}]): opposing combat units never share a hex`);
    else if (!first) owners.set(d.at, { side: d.side, index: i });
  });
  if (!problems.empty) return undefined;
  const placeOf = (d: PieceData): Place => (d.at === 'deadPile' || d.at === 'eliminated' || d.at === 'spare' ? { kind: d.at } : inHex(d.at));
  const stored: Stored<Piece, Place>[] = data.pieces.map((d) => ({ piece: toPiece(d), at: placeOf(d) }));
  return PieceStore.of(stored, placeKey);
}
