import { transition, type AnyStateNode, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { replayDsGame } from '../../../machines/ds/replay.ts';
import { dsTurnMachine } from '../../../machines/ds/turn.machine.ts';
import type { DsGameState } from '../model/state.ts';

/** Where a node of the sequence stands in the turn being played. */
export type OutlineStatus = 'active' | 'done' | 'upcoming' | 'skipped';
/** Depth in the rulebook's sequence of play: Phase > Segment > Step (procedure steps are steps too). */
export type OutlineLevel = 'phase' | 'segment' | 'step';

/** One state node of the faction turn, as the rulebook names it (read from the machine's meta). */
export interface OutlineNode {
  readonly id: string;
  readonly rule: string;
  readonly title: string;
  readonly actor: string;
  readonly explain: string;
  readonly level: OutlineLevel;
  readonly children: readonly OutlineNode[];
}

/** An outline node marked against a position: its status, and why it was skipped (or what an automatic step did). */
export interface MarkedOutlineNode extends Omit<OutlineNode, 'children'> {
  readonly status: OutlineStatus;
  readonly note?: string;
  readonly children: readonly MarkedOutlineNode[];
}

/** A log line as the outline reads it (the turn context's log entries fit). */
export interface OutlineLogEntry {
  readonly rule: string;
  readonly message: string;
  readonly kind?: string;
}

interface NodeMeta { rule?: string; title?: string; actor?: string; explain?: string }

const LEVELS: readonly OutlineLevel[] = ['phase', 'segment'];

function readNode(node: AnyStateNode, depth: number): OutlineNode {
  const meta = (node.meta ?? {}) as NodeMeta;
  return {
    id: node.id,
    rule: meta.rule ?? '',
    title: meta.title ?? node.key,
    actor: meta.actor ?? '',
    explain: meta.explain ?? '',
    level: LEVELS[depth] ?? 'step',
    children: Object.values(node.states)
      .filter((child) => child.type !== 'final')
      .map((child) => readNode(child, depth + 1)),
  };
}

/** The state node of one faction turn (`ds.factionTurn`), found in the machine's own tree. */
function factionTurnNode(): AnyStateNode {
  const node = dsTurnMachine.root.states['factionTurn'];
  if (!node) throw new Error('the DS turn machine has no factionTurn state');
  return node;
}

let cached: readonly OutlineNode[] | undefined;

/** The phases of one faction turn, each with its segments and steps, in the machine's (= rulebook) order. */
export function turnOutline(): readonly OutlineNode[] {
  cached ??= readNode(factionTurnNode(), -1).children;
  return cached;
}

/** Every node of the outline in reading order (pre-order). */
export function flattenOutline<N extends { readonly children: readonly N[] }>(nodes: readonly N[]): N[] {
  return nodes.flatMap((n) => [n, ...flattenOutline(n.children)]);
}

/** Adds the step the turn rests in now (the deepest active node) to the visited list, once. */
export function withVisited(visited: readonly string[], activeIds: readonly string[]): string[] {
  const known = new Set(flattenOutline(turnOutline()).map((n) => n.id));
  const added = activeIds.filter((id) => known.has(id) && !visited.includes(id));
  return added.length > 0 ? [...visited, ...added] : [...visited];
}

type TurnSnapshot = SnapshotFrom<typeof dsTurnMachine>;

/** The steps a faction turn rests in from its start as `events` (all legal) are applied in order. */
export function visitedSteps(game: DsGameState, seed: number, events: readonly EventFromLogic<typeof dsTurnMachine>[]): string[] {
  let snap: TurnSnapshot = replayDsGame(game, seed, []).snapshot;
  let visited = withVisited([], Object.keys(snap.getMeta()));
  for (const e of events) {
    [snap] = transition(dsTurnMachine, snap, e);
    visited = withVisited(visited, Object.keys(snap.getMeta()));
  }
  return visited;
}

function lastLogOf(log: readonly OutlineLogEntry[], rule: string, automaticOnly = false): OutlineLogEntry | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.rule === rule && (!automaticOnly || e.kind === 'automatic')) return e;
  }
  return undefined;
}

const withRule = (e: OutlineLogEntry | undefined) => (e ? `${e.message} — ${e.rule}` : undefined);

/**
 * Marks the outline against a position. `activeIds` are the active state node ids (the keys of
 * `snapshot.getMeta()`), `visited` the ids the turn has rested in so far this faction turn, `log`
 * the turn log. A leaf before the active step is done when it was visited (or, for an automatic
 * step that never waits, when the log has a line of its rule), otherwise skipped, with the last
 * automatic log line of its rule (or of the nearest enclosing node's rule) as the reason.
 * With no active node of this faction turn, every leaf counts as before the active step.
 */
export function markOutline(
  outline: readonly OutlineNode[], activeIds: readonly string[], visited: readonly string[], log: readonly OutlineLogEntry[] = [],
): MarkedOutlineNode[] {
  const active = new Set(activeIds), seen = new Set(visited);
  const order = flattenOutline(outline);
  const frontier = order.reduce((at, n, i) => (active.has(n.id) ? i : at), order.length);
  const position = new Map(order.map((n, i) => [n.id, i]));

  const mark = (n: OutlineNode, ancestors: readonly OutlineNode[]): MarkedOutlineNode => {
    const children = n.children.map((c) => mark(c, [n, ...ancestors]));
    const base = { ...n, children };
    if (active.has(n.id)) return { ...base, status: 'active' };
    if (children.length > 0) {
      const statuses = new Set(children.map((c) => c.status));
      if (statuses.size === 1 && statuses.has('upcoming')) return { ...base, status: 'upcoming' };
      if (statuses.size === 1 && statuses.has('skipped')) return { ...base, status: 'skipped', note: children[0]!.note };
      return { ...base, status: statuses.has('upcoming') ? 'upcoming' : 'done' };
    }
    if (seen.has(n.id)) return { ...base, status: 'done' };
    if (position.get(n.id)! > frontier) return { ...base, status: 'upcoming' };
    const own = lastLogOf(log, n.rule);
    if (n.actor === 'automatic' && own) return { ...base, status: 'done', note: withRule(own) };
    const reason = [n, ...ancestors].map((a) => lastLogOf(log, a.rule, true)).find((e) => e !== undefined);
    return { ...base, status: 'skipped', note: withRule(reason) };
  };
  return outline.map((n) => mark(n, []));
}
