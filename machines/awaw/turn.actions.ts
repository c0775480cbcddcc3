import { anotherSideThisGameTurn, applyEndPlayerTurn, applyNextGameTurn, applyStartPlayerTurn } from '../../src/awaw/apply/turn.ts';
import { update, type AwawActionArgs } from './update.ts';

/** The turn's frame: player turns in side order, then the next game turn. */
export const turnGuards = {
  anotherSideThisGameTurn: ({ context }: AwawActionArgs) => anotherSideThisGameTurn(context),
};

export const turnActions = {
  startPlayerTurn: update(({ context }) => applyStartPlayerTurn(context)),
  endPlayerTurn: update(({ context }) => applyEndPlayerTurn(context)),
  nextGameTurn: update(({ context }) => applyNextGameTurn(context)),
};
