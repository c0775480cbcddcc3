import type { DsEvent, DsEventType } from '../../src/ds/events/index.ts';
import type { PlaceNames } from '../../src/ds/model/index.ts';
import { ACTION_KIND_LABELS, describeAction } from '../../src/ds/view/actions.ts';

/**
 * Where an action points on the board: a hex of the map, or an off-map place chosen from the place
 * list (`zone:<id>` for a Naval Zone's On Station Box, `convoys:<id>` for its Convoys Box,
 * `box:strategicWarfare`).
 */
export type ActionTarget = { readonly kind: 'hex'; readonly hex: string } | { readonly kind: 'place'; readonly key: string };

/** The key the map and place list use for a target: the hex id, or the place key. */
export const targetKey = (t: ActionTarget): string => (t.kind === 'hex' ? t.hex : t.key);

/** The target of an action the player points at, or undefined when the action is a plain choice. */
export function actionTarget(e: DsEvent): ActionTarget | undefined {
  switch (e.type) {
    case 'PLACE_SUPPORT':
      if (e.to.kind === 'hex') return { kind: 'hex', hex: e.to.hex };
      return { kind: 'place', key: e.to.kind === 'onStation' ? `zone:${e.to.zone}` : 'box:strategicWarfare' };
    case 'PLACE_CONVOY': return { kind: 'place', key: `convoys:${e.zone}` };
    case 'ATTACK': return { kind: 'hex', hex: e.target };
    case 'PLACE_BEACHHEAD': return { kind: 'hex', hex: e.arrowTo };
    case 'AIRDROP': case 'PLACE_BLITZ': case 'PLACE_CV_STRIKE': case 'RETREAT': case 'ADVANCE': case 'EXPLOIT':
    case 'PLACE_DETACHMENT': case 'PLACE_SNLF_BEACHHEAD':
      return { kind: 'hex', hex: e.hex };
    default: return undefined;
  }
}

/**
 * Fields that the target (and the finer choices made after it) replace: what is left is the
 * action's subject, the thing the player picks before pointing at the board. An attack is one
 * subject: the player points at the defending hex first, then picks the attacking force.
 */
const CHOSEN_ON_BOARD: Partial<Record<DsEventType, readonly string[]>> = {
  PLACE_SUPPORT: ['to'], PLACE_CONVOY: ['zone', 'mode'], ATTACK: ['target', 'attackers', 'hq', 'rangedSupport'],
  PLACE_BEACHHEAD: ['arrowTo'], PLACE_SNLF_BEACHHEAD: ['hex', 'arrowTo'],
  AIRDROP: ['hex'], PLACE_BLITZ: ['hex'], PLACE_CV_STRIKE: ['hex'], RETREAT: ['hex'], ADVANCE: ['hex'], EXPLOIT: ['hex'],
  PLACE_DETACHMENT: ['hex'],
};

/** The action with its board choice removed, as a stable key: actions sharing it are one choice. */
export function subjectKey(e: DsEvent): string {
  const drop = new Set(CHOSEN_ON_BOARD[e.type] ?? []);
  const kept = Object.entries(e).filter(([k]) => !drop.has(k));
  return JSON.stringify(kept);
}

/** One thing the player can choose now: a plain action, or a subject whose targets arm the map. */
export interface ActionChoice {
  readonly key: string;
  readonly kind: DsEventType;
  /** In words, without the target: "Place support unit: British Eastern Fleet CV". */
  readonly label: string;
  readonly actions: readonly DsEvent[];
  /** True when the player points at the board to finish the action. */
  readonly targeted: boolean;
}

/** The legal actions as choices, in the order they first appear. */
export function actionChoices(actions: readonly DsEvent[], names: PlaceNames = {}): ActionChoice[] {
  const byKey = new Map<string, DsEvent[]>();
  for (const a of actions) {
    const key = actionTarget(a) ? subjectKey(a) : JSON.stringify(a);
    byKey.set(key, [...(byKey.get(key) ?? []), a]);
  }
  return [...byKey].map(([key, list]) => {
    const first = list[0]!;
    const targeted = actionTarget(first) !== undefined;
    return { key, kind: first.type, label: targeted ? subjectLabel(first, names) : describeAction(first, names), actions: list, targeted };
  });
}

function subjectLabel(e: DsEvent, names: PlaceNames): string {
  const drop = new Set(CHOSEN_ON_BOARD[e.type] ?? []);
  const subject = Object.fromEntries(Object.entries(e).filter(([k]) => !drop.has(k))) as DsEvent;
  return Object.keys(subject).length > 1 ? describeAction(subject, names) : ACTION_KIND_LABELS[e.type];
}

const byTargetCache = new WeakMap<readonly DsEvent[], ReadonlyMap<string, readonly DsEvent[]>>();

/**
 * The armed choice's actions by target key, each target with the actions that point at it. Cached
 * per list: a choice's list is asked for on every render while it is armed.
 */
export function actionsByTarget(actions: readonly DsEvent[]): ReadonlyMap<string, readonly DsEvent[]> {
  let cached = byTargetCache.get(actions);
  if (!cached) { cached = groupByTarget(actions); byTargetCache.set(actions, cached); }
  return cached;
}

function groupByTarget(actions: readonly DsEvent[]): Map<string, DsEvent[]> {
  const out = new Map<string, DsEvent[]>();
  for (const a of actions) {
    const t = actionTarget(a);
    if (!t) continue;
    const k = targetKey(t);
    out.set(k, [...(out.get(k) ?? []), a]);
  }
  return out;
}

/**
 * The action the player meant by pointing at `hex` while `armed` is chosen, when no legal action
 * points there: the armed action re-aimed at that hex, so the legality check can say why not.
 */
export function reaimAt(armed: DsEvent, hex: string): DsEvent | undefined {
  switch (armed.type) {
    case 'PLACE_SUPPORT': return { ...armed, to: { kind: 'hex', hex } };
    case 'ATTACK': return { ...armed, target: hex };
    case 'PLACE_BEACHHEAD': return { ...armed, arrowTo: hex };
    case 'AIRDROP': case 'PLACE_BLITZ': case 'PLACE_CV_STRIKE': case 'RETREAT': case 'ADVANCE': case 'EXPLOIT':
    case 'PLACE_DETACHMENT': case 'PLACE_SNLF_BEACHHEAD':
      return { ...armed, hex };
    default: return undefined;
  }
}
