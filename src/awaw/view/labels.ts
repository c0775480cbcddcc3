import { FREE_MOVE_LABEL } from '../../core/free-move-view.ts';
import { attackTargets, type AwawEvent, type AwawEventType } from '../events/index.ts';
import type { AwawGame } from '../model/game.ts';
import { FACTION_NAMES, isFaction } from '../model/ids.ts';
import { hexOf, unit } from '../model/queries.ts';

/** Events in words, for buttons, headings and the log. */
export const KIND_LABELS: Readonly<Record<AwawEventType, string>> = {
  CONTINUE: 'Continue', DONE: 'Done', ROLL: 'Roll the die', AIRDROP: 'Airdrop', INTERCEPT: 'Interception result',
  ATTACK: 'Attack', GROUND_SUPPORT: 'Ground support', DEFENSIVE_AIR: 'Defensive air support', CHOOSE_RESULT: 'Take another result',
  KEEP_RESULT: 'Keep the result', LOSE: 'Eliminate a unit', LOSE_AIR: 'Lose air factors', ANOTHER_ROUND: 'Another round',
  END_ATTACK: 'Abandon the attack', ADVANCE: 'Advance after combat', PLACE_EXPLOITER: 'Place on the breakthrough hex',
  EXPLOIT: 'Exploit', ATTRITION: 'Attrition', LEAVE_OUT: 'Leave a unit out', TAKE_2C: 'Take 2C', OCCUPY: 'Select a hex to occupy',
  RETREAT: 'Retreat', ELIMINATE: 'Eliminate voluntarily', MOVE: 'Move', OVERRUN: 'Overrun', INTERCEPT_DAS: 'Intercept defensive air support',
  ELIMINATE_EXCESS: 'Eliminate an excess unit', BUILD_PARTISAN: 'Build a partisan', FREE_MOVE: FREE_MOVE_LABEL,
};

/** A hex in words: "Stalingrad (eN52)" or the id. */
export function hexName(g: AwawGame, id: string): string {
  const name = hexOf(g, id)?.name;
  return name ? `${name} (${id})` : id;
}

/** An attrition zone in words: "Russia's zone at Kalach (eJ47)" for `russia@eJ47` (its faction and first hex). */
export function zoneName(g: AwawGame, zone: string): string {
  const [faction, hex] = zone.split('@');
  return faction && hex && isFaction(faction) ? `${FACTION_NAMES[faction]}'s zone at ${hexName(g, hex)}` : zone;
}

const unitName = (g: AwawGame, id: string): string => unit(g, id)?.name ?? id;

/**
 * An event in full words, names resolved in `g`. The guide also asks for an event without the
 * fields the board fills (the subject before a hex is clicked: "Airdrop 7th Flieger"), so those
 * words are left out when the field is.
 */
export function describeEvent(e: AwawEvent, g: AwawGame): string {
  const at = (word: string, hex: string | undefined): string => (hex === undefined ? '' : ` ${word} ${hexName(g, hex)}`);
  switch (e.type) {
    case 'ROLL': return e.value === undefined ? 'Roll the die' : `Die read: ${e.value}`;
    case 'AIRDROP': return `Airdrop ${unitName(g, e.unit)}${at('onto', e.hex)}`;
    case 'INTERCEPT': return `${unitName(g, e.unit)}: transport ${e.outcome === 'aborted' ? 'forced to abort' : 'shot down'}`;
    case 'ATTACK': return `Attack${e.target === undefined ? '' : ` ${attackTargets(e).map((h) => hexName(g, h)).join(' and ')}`} with ${e.attackers.map((id) => unitName(g, id)).join(', ')}`;
    case 'GROUND_SUPPORT': return `Ground support: ${e.factors} ${FACTION_NAMES[e.faction]} air factors`;
    case 'DEFENSIVE_AIR': return `Defensive air support: ${e.factors} ${FACTION_NAMES[e.faction]} air factors`;
    case 'CHOOSE_RESULT': return `Take ${e.result}`;
    case 'LOSE': return `Eliminate ${unitName(g, e.unit)}`;
    case 'LOSE_AIR': return `Lose ${e.factors} ${FACTION_NAMES[e.faction]} air factors`;
    case 'ADVANCE': return `Advance ${unitName(g, e.unit)}${at('into', e.hex)}`;
    case 'PLACE_EXPLOITER': return `Place ${unitName(g, e.unit)}${at('on', e.hex)}`;
    case 'EXPLOIT': return `Exploit with ${unitName(g, e.unit)}${e.path === undefined ? '' : ` through ${e.path.map((h) => hexName(g, h)).join(', ')}`}`;
    case 'ATTRITION': return `${isFaction(e.faction) ? FACTION_NAMES[e.faction] : e.faction} attrition against ${zoneName(g, e.zone)}`;
    case 'LEAVE_OUT': return `Leave ${unitName(g, e.unit)} out of the attrition`;
    case 'OCCUPY': return `Occupy${e.hex === undefined ? '' : ` ${hexName(g, e.hex)}`} with ${e.units.map((id) => unitName(g, id)).join(', ')}`;
    case 'RETREAT': return `Retreat ${unitName(g, e.unit)}${at('to', e.hex)}`;
    case 'ELIMINATE': return `Eliminate ${unitName(g, e.unit)} voluntarily (back to its force pool)`;
    case 'MOVE': return `Move ${e.units.map((id) => unitName(g, id)).join(' and ')}${e.path === undefined ? at('to', e.to) : ` through ${e.path.map((h) => hexName(g, h)).join(', ')}`}`;
    case 'OVERRUN': return `Overrun${e.hex === undefined ? '' : ` ${hexName(g, e.hex)}`} with ${e.units.map((id) => unitName(g, id)).join(' and ')}`;
    case 'INTERCEPT_DAS': return `${FACTION_NAMES[e.faction]} interception turns back ${e.factors} defensive air support factors`;
    case 'ELIMINATE_EXCESS': return `Eliminate ${unitName(g, e.unit)} (overstacked)`;
    case 'BUILD_PARTISAN': return `Build ${unitName(g, e.unit)}${at('in', e.hex)}`;
    case 'FREE_MOVE': return `${KIND_LABELS[e.type]}: ${unitName(g, e.piece)}${at('to', e.to)}`;
    default: return KIND_LABELS[e.type];
  }
}
