import type { StepMeta } from '../../src/core/step.ts';
import { stepId, type ProcedureSpec, type ProcedureStep } from '../../src/ocs/legal/step-ids.ts';
import type { ResultTask } from '../../src/ocs/rules/procedure.ts';
import { ocsSetup } from './setup.ts';
import { specialRoutes, specializedStates } from './specialized.machine.ts';

/**
 * The combat procedure of 9.2 as one config factory, used for overruns in the Movement Phase and
 * in the Exploitation Phase's movement, for the Combat Phase's Combat Segment and for the
 * Exploitation Phase's Combat Segment (9.1c: overruns come from one hex, have their own Surprise
 * line, no exploit result and a required advance). Step 1 (the declaration) is the segment's own.
 */
export function combatProcedure(spec: ProcedureSpec) {
  const overrun = spec.kind === 'overrun';
  const id = (s: ProcedureStep) => stepId(spec.prefix, s);
  const allowed = (s: ProcedureStep) => ({ type: 'stepAllowed', params: { step: id(s) } }) as const;
  const awaits = (task: ResultTask, target: string) => ({ guard: { type: 'resultAwaits', params: { task } } as const, target });
  const role = (r: 'attacker' | 'defender') => ({ role: r });
  const m = (rule: string, title: string, actor: string, explain: string): StepMeta => ({ rule, title, actor, explain });
  const name = overrun ? 'overrun' : 'combat';

  return ocsSetup.createStateConfig({
    id: spec.prefix,
    meta: m(overrun ? '9.1' : '9.2', overrun ? 'Overrun' : 'Combat', 'phasing', overrun
      ? 'The moving stack attacks an adjacent hex with the ground combat procedure (9.2), with the differences of 9.1c and 8.0.'
      : 'One combat, resolved completely by the nine steps of 9.2 before the next is declared.'),
    initial: 'attackerSupply',
    states: {
      attackerSupply: {
        id: id('attackerSupply'),
        meta: m('9.5b', 'Step 2: Attacker pays combat supply', 'phasing', `Put the attacking units in combat supply: expend tokens from dumps or loaded Transport Points within reach (the SAMPLE costs: 1T per RE), or internal stocks when no regular supply is available (9.5C). Attacker first; if you cannot pay, the ${name} is cancelled (9.5A). You may also call it off.`),
        always: { guard: 'attackerCannotPay', target: 'over', actions: 'cancelForNoSupply' },
        on: {
          PAY_COMBAT_SUPPLY: { guard: allowed('attackerSupply'), target: 'defenderSupply', actions: { type: 'pay', params: role('attacker') } },
          CANCEL_ATTACK: { target: 'over', actions: 'cancelAttack' },
        },
      },
      defenderSupply: {
        id: id('defenderSupply'),
        meta: m('9.5b', 'Step 2: Defender pays combat supply', 'non-phasing', 'Put the defending units in combat supply, or withhold it and defend at half strength (9.5B). A defender with nothing to pay with defends at half strength.'),
        always: { guard: 'defenderCannotPay', target: 'attackerAr', actions: 'defenderHasNoSupply' },
        on: {
          PAY_COMBAT_SUPPLY: { guard: allowed('defenderSupply'), target: 'attackerAr', actions: { type: 'pay', params: role('defender') } },
          WITHHOLD_COMBAT_SUPPLY: { guard: allowed('defenderSupply'), target: 'attackerAr', actions: 'withholdSupply' },
        },
      },
      attackerAr: {
        id: id('attackerAr'),
        meta: m('9.6', 'Step 3: Attacker\'s Action Rating unit', 'phasing', 'Announce the attacking unit whose Action Rating leads the attack (DG: AR -1; Strat: AR 0). It takes the first step your side loses in the result.'),
        on: { CHOOSE_AR_UNIT: { guard: allowed('attackerAr'), target: 'defenderAr', actions: { type: 'chooseAr', params: role('attacker') } } },
      },
      defenderAr: {
        id: id('defenderAr'),
        meta: m('9.6', 'Step 3: Defender\'s Action Rating unit', 'non-phasing', 'Announce the defending unit whose Action Rating leads the defence; it takes your side\'s first step loss.'),
        on: { CHOOSE_AR_UNIT: { guard: allowed('defenderAr'), target: 'terrain', actions: { type: 'chooseAr', params: role('defender') } } },
      },
      terrain: {
        id: id('terrain'),
        meta: m('9.4', 'Step 4: Terrain choices', 'non-phasing', 'For each attacking stack choose one terrain: a type in your hex or the hexside it attacks across (9.4b). Then choose one hex terrain for your defence (9.4c); it sets the Combat Table row.'),
        always: { guard: 'terrainComplete', target: 'odds' },
        on: { CHOOSE_TERRAIN: { guard: allowed('terrain'), actions: 'chooseTerrain' } },
      },
      odds: {
        meta: m('9.7', 'Step 4: Initial odds', 'automatic', 'Total the modified strengths, divide both by the smaller, round (4.2), and find the highest column not above the odds on the row of the defence\'s terrain; past the table, the last column (9.7b); zero strengths per 9.14a.'),
        entry: 'determineOdds',
        always: { target: 'drm' },
      },
      drm: {
        meta: m('9.6', 'Step 5: The DRM', 'automatic', 'Attacker\'s AR minus defender\'s AR: the DRM for both the Surprise roll and the combat roll.'),
        entry: 'determineDrm',
        always: { target: 'surprise' },
      },
      surprise: {
        id: id('surprise'),
        meta: m('9.8', 'Step 6: Surprise', 'phasing', `Roll two dice, add the DRM, subtract one for any defending hedgehog, and read the ${overrun ? 'overrun' : 'regular'} line of the Surprise Table (the bundled one is a SAMPLE); or enter who got Surprise on your own table.`),
        on: {
          ROLL_2D6: { target: 'surpriseDecided', actions: 'rollSurprise' },
          SURPRISE_RESULT: { target: 'surpriseDecided', actions: 'rollSurprise' },
        },
      },
      surpriseDecided: {
        meta: m('9.8', 'Surprise or not', 'automatic', 'With Surprise, one die of column shifts follows; without, no shift.'),
        always: [{ guard: 'surpriseOccurred', target: 'surpriseShift' }, { target: 'combatRoll' }],
      },
      surpriseShift: {
        id: id('surpriseShift'),
        meta: m('9.8', 'Step 6: Surprise shift', 'phasing', 'Roll one die: shift the odds column that many columns, right for attacker Surprise, left for defender Surprise, never past the table (9.1g).'),
        on: { ROLL: { target: 'combatRoll', actions: 'rollShift' } },
      },
      combatRoll: {
        id: id('combatRoll'),
        meta: m('9.9', 'Step 7: The combat roll', 'phasing', 'Roll two dice, add the DRM and subtract the defending hedgehog\'s full level; cross-index on the final column (the bundled Combat Table is a SAMPLE), or enter the result read from your own table.'),
        on: {
          ROLL_2D6: { target: 'results', actions: 'rollCombat' },
          COMBAT_RESULT: { guard: allowed('combatRoll'), target: 'results', actions: 'enterCombatResult' },
        },
      },
      results: {
        meta: m('9.10', 'Step 8: Executing the result', 'automatic', 'Attacker first, then defender, each starting with the AR unit: hard losses, then options as losses and retreat hexes, retreats, exploit; then the defender\'s DG, losses, options and retreats; then the advance (step 9).'),
        always: [
          ...specialRoutes(),
          awaits('attackerLoss', 'attackerLoss'), awaits('attackerOption', 'attackerOption'), awaits('attackerRetreat', 'attackerRetreat'),
          awaits('attackerRetreatLoss', 'attackerRetreatLoss'), ...(spec.kind === 'combat' ? [awaits('exploit', 'exploit')] : []),
          awaits('defenderDg', 'defenderDg'), awaits('defenderLoss', 'defenderLoss'), awaits('defenderOption', 'defenderOption'),
          awaits('defenderRetreat', 'defenderRetreat'), awaits('defenderRetreatLoss', 'defenderRetreatLoss'),
          awaits('advance', overrun ? 'overrunAdvance' : 'advance'),
          { target: 'over' },
        ],
      },
      attackerLoss: {
        id: id('attackerLoss'),
        meta: m('9.11', 'Step 8: Attacker step losses', 'phasing', 'Take the attacker\'s losses one step at a time: the first from the AR unit, then every unit one before any takes two (9.11c).'),
        on: { LOSE_STEP: { guard: allowed('attackerLoss'), target: 'results', actions: { type: 'loseStep', params: { role: 'attacker', retreat: false } } } },
      },
      attackerOption: {
        id: id('attackerOption'),
        meta: m('9.10a', 'Step 8: Attacker\'s option', 'phasing', 'Take the option as any mix of step losses and retreat hexes (9.10a); the attacker must always fulfil it (9.10c). With an exploit number, only an option taken wholly as losses earns Exploit (9.10d).'),
        on: { TAKE_OPTION: { guard: allowed('attackerOption'), target: 'results', actions: { type: 'takeOption', params: role('attacker') } } },
      },
      attackerRetreat: {
        id: id('attackerRetreat'),
        meta: m('9.12', 'Step 8: Attacker retreats', 'phasing', 'Each attacking stack retreats the option\'s hexes, ending the full distance from its hex, never through hexes enemy combat units held at the start (9.12f); a second hex makes it DG (9.12a), an enemy ZOC too (9.12e). Non-participants may tag along (9.12d).'),
        on: { RETREAT: { guard: allowed('attackerRetreat'), target: 'results', actions: { type: 'retreat', params: role('attacker') } } },
      },
      attackerRetreatLoss: {
        id: id('attackerRetreatLoss'),
        meta: m('9.12e', 'Step 8: Attacker retreat loss', 'phasing', 'Part of the retreating stack was DG when it entered an enemy ZOC: lose one step from the retreating DG units, your choice (9.11c does not apply).'),
        on: { LOSE_STEP: { guard: allowed('attackerRetreatLoss'), target: 'results', actions: { type: 'loseStep', params: { role: 'attacker', retreat: true } } } },
      },
      ...(spec.kind === 'combat' ? {
        exploit: {
          id: id('exploit'),
          meta: m('9.13', 'Step 8: Exploit result', 'phasing', 'Attacking units with an AR at least the exploit number, not DG, may change to Exploit Mode: mark them one at a time, DONE when you mark no more (9.13). They move and fight in the Exploitation Phase.'),
          on: {
            MARK_EXPLOIT: { guard: allowed('exploit'), target: 'results', actions: 'markExploit' },
            DONE: { target: 'results', actions: 'exploitDone' },
          },
        },
      } : {}),
      defenderDg: {
        meta: m('9.12a', 'Step 8: DG result', 'automatic', 'All the defending units enter DG Mode at once, before any retreat.'),
        entry: 'defenderDg',
        always: { target: 'results' },
      },
      defenderLoss: {
        id: id('defenderLoss'),
        meta: m('9.11', 'Step 8: Defender step losses', 'non-phasing', 'Take the defender\'s losses one step at a time: the first from the AR unit, then every unit one before any takes two (9.11c). Losses beyond what the hex can absorb are ignored (9.11b).'),
        on: { LOSE_STEP: { guard: allowed('defenderLoss'), target: 'results', actions: { type: 'loseStep', params: { role: 'defender', retreat: false } } } },
      },
      defenderOption: {
        id: id('defenderOption'),
        meta: m('9.10c', 'Step 8: Defender\'s option', 'non-phasing', 'Take the option as any mix of step losses and retreat hexes (9.10a). If the attacker retreated or could not take all of his options, you may ignore it (9.10c).'),
        on: {
          TAKE_OPTION: { guard: allowed('defenderOption'), target: 'results', actions: { type: 'takeOption', params: role('defender') } },
          IGNORE_OPTION: { guard: allowed('defenderOption'), target: 'results', actions: 'ignoreOption' },
        },
      },
      defenderRetreat: {
        id: id('defenderRetreat'),
        meta: m('9.12', 'Step 8: Defender retreats', 'non-phasing', 'The defending units retreat the option\'s hexes (as a stack or split up), ending the full distance from the hex; never through hexes enemy combat units held at the start; DG on the second hex and in enemy ZOCs; units that cannot retreat are eliminated.'),
        on: { RETREAT: { guard: allowed('defenderRetreat'), target: 'results', actions: { type: 'retreat', params: role('defender') } } },
      },
      defenderRetreatLoss: {
        id: id('defenderRetreatLoss'),
        meta: m('9.12e', 'Step 8: Defender retreat loss', 'non-phasing', 'Part of the retreating stack was DG when it entered an enemy ZOC: lose one step from the retreating DG units, your choice.'),
        on: { LOSE_STEP: { guard: allowed('defenderRetreatLoss'), target: 'results', actions: { type: 'loseStep', params: { role: 'defender', retreat: true } } } },
      },
      ...(overrun ? {
        overrunAdvance: {
          meta: m('9.12g', 'Step 9: The overrun advances', 'automatic', 'After a successful overrun the advance is required: the overrunning stack enters the hex (9.12g D), capturing what 9.14 says.'),
          entry: 'overrunAdvance',
          always: { target: 'results' },
        },
      } : {
        advance: {
          id: id('advance'),
          meta: m('9.12g', 'Step 9: Advance after combat', 'phasing', 'The defender\'s hex is vacant: attacking units that paid combat supply and did not retreat may advance into it, one at a time; DONE when no more advance. Entering it captures enemy non-combat pieces (9.14).'),
          on: {
            ADVANCE: { guard: allowed('advance'), target: 'results', actions: 'advance' },
            DONE: { target: 'results', actions: 'noAdvance' },
          },
        },
      }),
      ...specializedStates(spec.prefix, 'results'),
      over: { type: 'final', meta: m('9.2', `The ${name} is over`, 'automatic', `The ${name} is over; the segment goes on.`) },
    },
  });
}
