/** A player of the game: the scenario names them ("nk", "un"); the rules speak of attacker and defender. */
export interface Player {
  readonly id: string;
  readonly name: string;
}

export type SideId = string;

/** The other player of a two-player game. */
export const enemyOf = (players: readonly Player[], side: SideId): SideId => players.find((p) => p.id !== side)?.id ?? side;
