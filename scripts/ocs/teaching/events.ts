/**
 * The teaching events: the North Korean player turn of 1 September 1950, played through the
 * machine. Dice are given (the player's own dice read into the file), so the bundled SAMPLE
 * tables give the results the story needs; one result is read from "your own chart".
 *   Movement Phase: a move, then an overrun with Surprise near Pohang (9.1c, 9.8).
 *   Combat Segment: 1. across the Naktong at the bulge, an option split between a loss and a
 *   retreat (9.10a); 2. at Hyonpung, a DG result and a retreat into an enemy ZOC that costs a
 *   step (9.12a, 9.12e); 3. north of Taegu, attacker Surprise (9.8); 4. an exploit result for the
 *   NK 107th Tanks (9.13); 5. Pohang falls and the advance captures the dump and K-3 (9.14b, f).
 *   Exploitation Phase: the tanks move and attack again (9.13a); then Clean Up.
 */
type Ev = Record<string, unknown>;
const E: Ev[] = [];
const e = (type: string, fields: Record<string, unknown> = {}) => { E.push({ type, ...fields }); };
const cont = (n = 1) => { for (let i = 0; i < n; i++) e('CONTINUE'); };
const pay = (side: string, source: string, tokens: number) => e('PAY_COMBAT_SUPPLY', { side, draws: [{ source, tokens }], internalStocks: [] });
const ar = (side: string, unit: string) => e('CHOOSE_AR_UNIT', { side, unit });
const terrain = (stack: string, kind: 'hex' | 'hexside', t: string) => e('CHOOSE_TERRAIN', { stack, kind, terrain: t });
const roll = (...dice: number[]) => (dice.length === 1 ? e('ROLL', { value: dice[0] }) : e('ROLL_2D6', { dice }));

/** Where each combat's last event is, for the test that checks the state after it. */
export const COMBAT_ENDS: Record<string, number> = {};
const mark = (name: string) => { COMBAT_ENDS[name] = E.length; };

cont(2); // Aircraft Refit, Reinforcement
e('MOVE', { units: ['nk-203-tank'], to: 'A06.05' });
e('OVERRUN', { units: ['nk-12-recon'], target: 'A18.02' });
pay('nk', 'nk-dump-pohang', 1); pay('un', 'un-dump-pohang', 1);
ar('nk', 'nk-12-recon'); ar('un', 'rok-3-23');
terrain('A17.02', 'hex', 'hills'); terrain('defence', 'hex', 'hills');
roll(5, 4); roll(5); roll(5, 6);
e('LOSE_STEP', { unit: 'rok-3-23' });
mark('overrun');
e('DONE');
cont(3); // Supply, Reaction, Barrage

e('ATTACK', { target: 'A06.10', attackers: ['nk-9-div', 'nk-2-div'] });
pay('nk', 'nk-dump-naktong', 6); pay('un', 'un-dump-miryang', 2);
ar('nk', 'nk-9-div'); ar('un', 'un-2-9');
terrain('A05.10', 'hexside', 'majorRiver'); terrain('A05.11', 'hexside', 'majorRiver'); terrain('defence', 'hex', 'open');
roll(3, 4); roll(4, 4);
e('TAKE_OPTION', { side: 'nk', losses: 1 }); e('LOSE_STEP', { unit: 'nk-9-div' });
e('TAKE_OPTION', { side: 'un', losses: 1 }); e('LOSE_STEP', { unit: 'un-2-9' });
e('RETREAT', { units: ['un-2-9'], to: 'A07.11' });
e('ADVANCE', { unit: 'nk-9-div' }); e('DONE'); // the NK 2nd stays west of the river
mark('naktong');

e('ATTACK', { target: 'A07.08', attackers: ['nk-10-div', 'nk-4-div'] });
pay('nk', 'nk-dump-naktong', 5); pay('un', 'un-organic-24', 3);
ar('nk', 'nk-4-div'); ar('un', 'un-24-21');
terrain('A06.07', 'hexside', 'majorRiver'); terrain('A06.08', 'hex', 'village'); terrain('defence', 'hex', 'village');
roll(2, 5);
e('COMBAT_RESULT', { result: 'Ae4, DL1o1DG' });
e('LOSE_STEP', { unit: 'un-24-21' });
e('TAKE_OPTION', { side: 'un', losses: 0 });
e('RETREAT', { units: ['un-24-21'], to: 'A07.09' });
e('LOSE_STEP', { unit: 'un-24-21' });
e('ADVANCE', { unit: 'nk-10-div' }); e('DONE');
mark('hyonpung');

e('ATTACK', { target: 'A08.04', attackers: ['nk-13-div'] });
pay('nk', 'nk-dump-taegu', 3); pay('un', 'un-dump-taegu', 1);
ar('nk', 'nk-13-div'); ar('un', 'rok-1-12');
terrain('A07.04', 'hex', 'hills'); terrain('defence', 'hex', 'hills');
roll(5, 4); roll(2); roll(3, 4);
e('LOSE_STEP', { unit: 'rok-1-12' });
e('DONE');
mark('surprise');

e('ATTACK', { target: 'A10.04', attackers: ['nk-1-div', 'nk-107-tank'] });
pay('nk', 'nk-dump-taegu', 5); pay('un', 'un-dump-taegu', 2);
ar('nk', 'nk-107-tank'); ar('un', 'rok-1-11');
terrain('A10.03', 'hex', 'hills'); terrain('A11.04', 'hex', 'hills'); terrain('defence', 'hex', 'hills');
roll(2, 3); roll(4, 5);
e('MARK_EXPLOIT', { unit: 'nk-107-tank' });
e('LOSE_STEP', { unit: 'rok-1-11' });
e('TAKE_OPTION', { side: 'un', losses: 0 });
e('RETREAT', { units: ['rok-1-11'], to: 'A09.05' });
e('ADVANCE', { unit: 'nk-1-div' }); e('DONE');
mark('exploit');

e('ATTACK', { target: 'A19.03', attackers: ['nk-12-div', 'nk-12-recon'] });
pay('nk', 'nk-dump-pohang', 4); pay('un', 'un-dump-pohang', 1);
ar('nk', 'nk-12-div'); ar('un', 'rok-3-22');
terrain('A19.02', 'hex', 'village'); terrain('A18.02', 'hex', 'village'); terrain('defence', 'hex', 'village');
roll(1, 2); roll(4, 4);
e('LOSE_STEP', { unit: 'rok-3-22' });
e('ADVANCE', { unit: 'nk-12-div' });
roll(4); roll(5);
e('DISPLACE', { piece: 'un-f51', hex: 'A15.16' });
e('DONE'); // the recon battalion stays
mark('pohang');
e('DONE');

e('MOVE', { units: ['nk-107-tank'], to: 'A11.05' });
e('DONE');
cont(1); // Barrage
e('ATTACK', { target: 'A12.05', attackers: ['nk-107-tank'] });
pay('nk', 'nk-dump-taegu', 2); pay('un', 'un-dump-taegu', 1);
ar('nk', 'nk-107-tank'); ar('un', 'rok-8-21');
terrain('A11.05', 'hex', 'hills'); terrain('defence', 'hex', 'hills');
roll(3, 3); roll(4, 4);
e('LOSE_STEP', { unit: 'rok-8-21' });
e('ADVANCE', { unit: 'nk-107-tank' });
mark('exploitation');
e('DONE');
cont(3); // Clean Up; the UN player turn: Aircraft Refit, Reinforcement

export const TEACHING_EVENTS: readonly Ev[] = E;
