import { declareId, movesId, type MovementSpec, type ProcedureSpec } from '../../src/ocs/legal/step-ids.ts';
import { combatProcedure } from './procedure.machine.ts';
import { ocsSetup } from './setup.ts';
import { specialRoutes, specializedStates } from './specialized.machine.ts';

/**
 * A movement segment: the Movement Phase's, and the Exploitation Phase's movement (Exploit-marked
 * units only, 9.13a). Stacks move hex by hex; entering a hex with enemy non-combat pieces starts a
 * Specialized Combat (9.14); the moving stack may overrun an adjacent hex (9.1a, 9.1c) with the
 * combat procedure.
 */
export function movementSegment(m: MovementSpec) {
  const allowed = { type: 'stepAllowed', params: { step: movesId(m) } } as const;
  const exploitation = m.phase === 'exploitation';
  return ocsSetup.createStateConfig({
    id: m.prefix,
    // Containers carry the section's number (9.1, 9.13); their steps the case (9.1a, 9.13a).
    meta: {
      rule: exploitation ? '9.13' : '9.1', title: exploitation ? 'Exploitation Movement' : 'Movement Segment', actor: 'phasing',
      explain: exploitation ? 'Exploit-marked units move and may overrun.' : 'Your units change mode, move and overrun.',
    },
    entry: 'beginSegment',
    initial: 'moves',
    states: {
      moves: {
        id: movesId(m),
        meta: {
          rule: exploitation ? '9.13a' : '9.1a', title: exploitation ? 'Exploitation moves and overruns' : 'Moves and overruns', actor: 'phasing',
          explain: `${exploitation ? 'Move Exploit-marked units' : 'Change modes (before a unit moves) and move stacks'} hex by hex; turnchart does not count Movement Points (6.0 is not in the seed). A moving stack next to enemy combat units may overrun them (9.1c: from one hex, as often as you like). Entering a hex with only enemy non-combat pieces captures or destroys them (9.14). DONE ends the segment.`,
        },
        on: {
          MOVE: { guard: allowed, target: 'afterMove', actions: { type: 'move', params: { movementPhase: !exploitation } } },
          ...(exploitation ? {} : { SET_MODE: { guard: allowed, actions: 'setMode' as const } }),
          OVERRUN: { guard: allowed, target: 'overrun', actions: { type: 'declare', params: { kind: 'overrun', phase: m.phase } } },
          DONE: { target: 'done' },
        },
      },
      afterMove: {
        meta: { rule: '9.14', title: 'After a move', actor: 'automatic', explain: 'A move that entered a hex with enemy non-combat pieces brings on their Specialized Combat; otherwise movement goes on.' },
        always: [...specialRoutes(), { target: 'moves' }],
      },
      ...specializedStates(m.prefix, 'afterMove'),
      overrun: { ...combatProcedure(m.overrun), onDone: { target: 'moves', actions: 'finishCombat' } },
      done: { type: 'final' },
    },
  });
}

/** A Combat Segment: declare a combat (9.2 step 1), resolve it completely, declare the next; DONE ends it. */
export function combatSegment(spec: ProcedureSpec) {
  const exploitation = spec.kind === 'exploitation';
  return ocsSetup.createStateConfig({
    id: `${spec.prefix}Segment`,
    meta: {
      rule: '9.1', title: exploitation ? 'Exploitation Combat Segment' : 'Combat Segment', actor: 'phasing',
      explain: 'Combats one at a time: each unit attacks once and each hex is attacked once in the segment (9.1c).',
    },
    entry: 'beginSegment',
    initial: 'declare',
    states: {
      declare: {
        id: declareId(spec),
        meta: {
          rule: '9.2', title: 'Step 1: Select the hexes', actor: 'phasing',
          explain: `Announce a defending hex holding enemy combat units and the adjacent units that attack it (any part of a stack, from as many adjacent hexes as you like)${exploitation ? '; only Exploit-marked units fight now (9.13a)' : ''}. Units not Attack-Capable, in Strat Mode, unreleased reserves and parenthesized strengths cannot attack (9.1e). DONE ends the segment.`,
        },
        on: {
          ATTACK: { guard: { type: 'stepAllowed', params: { step: declareId(spec) } }, target: 'combat', actions: { type: 'declare', params: { kind: spec.kind, phase: spec.phase } } },
          DONE: { target: 'done' },
        },
      },
      combat: { ...combatProcedure(spec), onDone: { target: 'declare', actions: 'finishCombat' } },
      done: { type: 'final' },
    },
  });
}

