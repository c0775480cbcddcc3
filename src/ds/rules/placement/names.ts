import type { SupportTarget } from '../../events/index.ts';
import { FACTION_NAMES, type Faction } from '../../model/factions.ts';
import { NATIONALITY_INFO, type Nationality } from '../../model/nationalities.ts';
import type { DsGameState } from '../../model/state.ts';
import { SUPPORT_FACE_NAMES, supportFace, type SupportFace } from '../../model/support-units.ts';

/** How messages name things: places as printed on the map, with their ids. */

import { hexName, zoneName } from '../../model/names.ts';

export const hexLabel = hexName;
export const zoneLabel = zoneName;

export const nationalityName = (n: Nationality): string => NATIONALITY_INFO[n].name;
export const factionName = (f: Faction): string => FACTION_NAMES[f];
export const faceName = (f: SupportFace): string => SUPPORT_FACE_NAMES[f];

/** 'the Bay of Bengal On Station Box', 'Manila (w3824)', 'the Strategic Warfare Box'. */
export function targetLabel(state: DsGameState, to: SupportTarget): string {
  switch (to.kind) {
    case 'hex': return hexLabel(state, to.hex);
    case 'onStation': return `the ${zoneLabel(state, to.zone)} On Station Box`;
    case 'strategicWarfareBox': return 'the Strategic Warfare Box';
  }
}

/** '221 Group RAF (British Air Force)'; the id itself when it names no support unit. */
export function unitLabel(state: DsGameState, id: string): string {
  const c = state.counters.get(id)?.counter;
  if (c?.kind !== 'support') return `"${id}"`;
  return `${c.name} (${nationalityName(c.nationality)} ${faceName(supportFace(c))})`;
}

/** '1 hex', '4 hexes'. */
export const hexes = (n: number): string => `${n} hex${n === 1 ? '' : 'es'}`;

/** 'a, b or c'. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The phrase with its indefinite article: 'an Air Force', 'a US Bomber', 'an Australian'. */
export const a = (phrase: string): string => `${/^[AEIOaeio]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
/** The same at the start of a sentence. */
export const A = (phrase: string): string => `${/^[AEIOaeio]/.test(phrase) ? 'An' : 'A'} ${phrase}`;
