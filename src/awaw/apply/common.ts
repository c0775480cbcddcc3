import { logEntry, type GameLog, type LogEntry } from '../../core/log.ts';
import type { AwawGame } from '../model/game.ts';
import { areEnemies, type Faction } from '../model/ids.ts';
import { GONE, hexPlace, type Place } from '../model/places.ts';
import { factionOf, groundIn, unit } from '../model/queries.ts';
import { eliminatedWhenHexOccupied } from '../rules/ground-units.ts';
import type { GroundUnit } from '../model/units.ts';
import type { AwawTurnContext, TurnBook } from '../turn/context.ts';

/** Pure helpers of the reducers: a counter moved, eliminated or updated, hex control changed, a log line. */

export const move = (g: AwawGame, id: string, to: Place): AwawGame => ({ ...g, pieces: g.pieces.move(id, to) });
export const moveToHex = (g: AwawGame, id: string, hex: string): AwawGame => move(g, id, hexPlace(hex));

/** A ground unit back to its nationality's force pool (14.51, 15.61); a marker out of play. */
export function eliminate(g: AwawGame, id: string): AwawGame {
  const c = g.pieces.get(id)?.piece;
  if (!c) return g;
  return move(g, id, c.kind === 'ground' ? { kind: 'pool', nationality: c.nationality } : GONE);
}

/** GU-76 10.94: `faction`'s units now occupy `hex`; enemy flak there is eliminated, each with its log line. */
export function eliminateOccupiedFlak(g: AwawGame, hex: string, faction: Faction): { game: AwawGame; lines: LogEntry[] } {
  const flak = groundIn(g, hex).filter((x) => eliminatedWhenHexOccupied(x) && areEnemies(factionOf(g, x), faction));
  return {
    game: flak.reduce((acc, f) => eliminate(acc, f.id), g),
    lines: flak.map((f) => logEntry('10.94', `${f.name} is eliminated: its hex is occupied`)),
  };
}

export const updateUnit = (g: AwawGame, u: GroundUnit): AwawGame => ({ ...g, pieces: g.pieces.update(u) });

export const setControl = (g: AwawGame, hex: string, f: Faction): AwawGame => (g.control[hex] === f ? g : { ...g, control: { ...g.control, [hex]: f } });

/** A faction's air factors lost for good (15.631, 15.632). */
export function loseAirFactors(g: AwawGame, f: Faction, n: number): AwawGame {
  const forces = g.factions[f];
  if (!forces || n <= 0) return g;
  return { ...g, factions: { ...g.factions, [f]: { ...forces, airFactors: Math.max(0, forces.airFactors - n) } } };
}

export const name = (g: AwawGame, id: string): string => unit(g, id)?.name ?? id;
/** A hex in the log's words: "Kalach (eQ49)" or the id. */
export const hexLabel = (g: AwawGame, hex: string): string => { const n = g.board.hexes.get(hex)?.name; return n ? `${n} (${hex})` : hex; };

/** The log with `entries` appended: a GameLog shares what came before (src/core/log.ts), where an array copied it per entry. */
export const withLog = (ctx: AwawTurnContext, ...entries: LogEntry[]): GameLog => ctx.log.append(...entries);
export { logEntry };

export const bookWith = (ctx: AwawTurnContext, patch: Partial<TurnBook>): TurnBook => ({ ...ctx.turn, ...patch });
