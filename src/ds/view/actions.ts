import { FREE_MOVE_LABEL } from '../../core/free-move-view.ts';
import type { DsEvent, DsEventType, EventOf, SupportTarget } from '../events/index.ts';
import { FACTION_NAMES, isFaction, type PlaceNames } from '../model/index.ts';

/**
 * DS events in the guide's words: the kind of each event (for buttons and headings) and an event
 * in full, names resolved, chart results in the rules' words.
 */

/** The kind of an action, as the guide groups and names it. */
export const ACTION_KIND_LABELS: Readonly<Record<DsEventType, string>> = {
  CONTINUE: 'Continue',
  FREE_MOVE: FREE_MOVE_LABEL,
  DONE: 'Done with this step',
  ROLL: 'Roll the die',
  POLITICAL_RESULT: 'Enter the Political Events result',
  PLACE_SNLF_BEACHHEAD: 'Place SNLF Beachhead-0',
  KEEP_BEACHHEAD: 'Keep Beachhead',
  RETURN_BEACHHEAD: 'Return Beachhead',
  INLAND_ADVANCE: 'Advance inland',
  PLACE_SUPPORT: 'Place support unit',
  CONTEST: 'Contest',
  DECLINE_CONTEST: 'Decline to contest',
  PLACE_CV_STRIKE: 'Place CV Strike',
  PLACE_BEACHHEAD: 'Place Beachhead marker',
  DECLINE_BEACHHEAD: 'Place no Beachhead marker',
  ESCORT_CONVOY: 'Escort the convoy',
  DEVASTATION_TARGET: 'Choose the Devastation target',
  PLACE_CONVOY: 'Place convoy marker',
  PLACE_BLITZ: 'Place Blitz marker',
  CABINET_CRISIS_RESULT: 'Enter the Cabinet Crisis result',
  COMBINE: 'Combine units',
  CONVERT: 'Convert unit',
  ELIMINATE: 'Eliminate unit',
  BREAK_DOWN: 'Break down unit',
  PLACE_DETACHMENT: 'Place Detachment',
  REMOVE_DETACHMENT: 'Remove Detachment',
  AIRDROP: 'Airdrop',
  BEACHHEAD_LANDING: 'Beachhead Landing',
  SNLF_LANDING: 'SNLF Landing',
  AIRDROP_LANDING: 'Airdrop Landing',
  ATTACK: 'Declare attack',
  DEFENSIVE_SUPPORT: 'Declare Defensive Support',
  COMBAT_RESULT: 'Enter the combat result',
  ATTACKER_CHOICE: 'Attacker’s choice',
  RETREAT: 'Retreat',
  VOLUNTARY_CONVERSION: 'Convert a Retreat into a step loss',
  LOSE_STEP: 'Lose a step',
  ADVANCE: 'Advance after combat',
  EXPLOIT: 'Exploit',
};

const UNIT_KEYS = new Set(['piece', 'unit', 'units', 'into', 'marker', 'attackers', 'detachment', 'hq', 'rangedSupport', 'replacements']);
// `to` names a hex in a free move; PLACE_SUPPORT's `to` is a support target, an object, named above.
const HEX_KEYS = new Set(['hex', 'target', 'arrowTo', 'to']);
const FIELD_WORDS: Readonly<Record<string, string>> = {
  into: 'into', arrowTo: 'arrow to', target: 'against', attackers: 'with', rangedSupport: 'Ranged Support by', to: 'to',
  hex: 'at', zone: 'in', mode: 'as', replacements: 'replaced by', side: 'on side', hq: 'HQ',
};

function targetText(t: SupportTarget, names: PlaceNames): string {
  if (t.kind === 'hex') return names.hex ? names.hex(t.hex) : t.hex;
  if (t.kind === 'onStation') return `${names.zone ? names.zone(t.zone) : t.zone} On Station Box`;
  return 'the Strategic Warfare Box';
}

function valueText(key: string, v: unknown, names: PlaceNames): string {
  if (Array.isArray(v)) return v.map((x) => valueText(key, x, names)).join(', ') || 'none';
  if (key === 'to' && typeof v === 'object' && v !== null) return targetText(v as SupportTarget, names);
  if (typeof v !== 'string') return String(v);
  if (UNIT_KEYS.has(key)) return names.unit ? names.unit(v) : v;
  if (HEX_KEYS.has(key)) return names.hex ? names.hex(v) : v;
  if (key === 'zone') return names.zone ? names.zone(v) : v;
  if (key === 'faction' && isFaction(v)) return FACTION_NAMES[v];
  return v;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What turnchart does with a Political Events result, in the words of 2.1 (PE-4..PE-9): the
 * fields a result carries besides its printed text.
 */
function politicalEffects(e: EventOf<'POLITICAL_RESULT'>): string[] {
  const out: string[] = [];
  if (e.rollOn !== undefined) out.push('roll again on the table it names');
  if (e.rule !== undefined) out.push(`an italicized event: see rule ${e.rule}`);
  if (e.blitzMarkers) out.push(`${plural(e.blitzMarkers, 'Blitz marker')} awarded`);
  if (e.snlfBeachheads) out.push(`${plural(e.snlfBeachheads, 'SNLF Beachhead-0 marker')} to place`);
  if (e.stepLosses) out.push(`${plural(e.stepLosses, 'step')} to eliminate (4.2.6.2)`);
  return out;
}

/** A chart result in words: the result as printed, then what it does, never the event's field names. */
function resultText(e: EventOf<'POLITICAL_RESULT' | 'CABINET_CRISIS_RESULT' | 'COMBAT_RESULT'>): string {
  if (e.type === 'COMBAT_RESULT') return `${ACTION_KIND_LABELS[e.type]}: ${e.result}`;
  const effects = e.type === 'POLITICAL_RESULT' ? politicalEffects(e) : [];
  return `${ACTION_KIND_LABELS[e.type]}: “${e.result}”${effects.length > 0 ? ` — ${effects.join('; ')}` : ''}`;
}

/** An action in full words: "Place support unit: British Eastern Fleet CV to w2717". */
export function describeAction(e: DsEvent, names: PlaceNames = {}): string {
  if (e.type === 'POLITICAL_RESULT' || e.type === 'CABINET_CRISIS_RESULT' || e.type === 'COMBAT_RESULT') return resultText(e);
  const { type, ...fields } = e as { type: DsEventType } & Record<string, unknown>;
  const parts = Object.entries(fields).filter(([, v]) => v !== undefined).map(([k, v]) => {
    const word = k === 'faction' || k === 'unit' || k === 'piece' || k === 'marker' || k === 'value' ? '' : (FIELD_WORDS[k] ?? k);
    return `${word ? `${word} ` : ''}${valueText(k, v, names)}`;
  });
  return parts.length > 0 ? `${ACTION_KIND_LABELS[type]}: ${parts.join(' ')}` : ACTION_KIND_LABELS[type];
}
