import { z } from 'zod';
import { formatPath, type InputProblem, type Result } from '../../core/violation.ts';
import { blitzCombatEvents, type BlitzCombatEvent } from './blitz-combat.ts';
import { combatEvents, type CombatEvent } from './combat.ts';
import { commonEvents, type CommonEvent } from './common.ts';
import { organizationEvents, type OrganizationEvent } from './organization.ts';
import { beachheadMaintenanceEvents, type BeachheadMaintenanceEvent } from './beachhead-maintenance.ts';
import { blitzEvents, type BlitzEvent } from './blitz.ts';
import { placementEvents, type PlacementEvent } from './placement.ts';
import { politicalEventsEvents, type PoliticalEventsEvent } from './political-events.ts';

/** Every event the DS turn machine understands (docs/events.md). */
export type DsEvent = CommonEvent | PoliticalEventsEvent | BeachheadMaintenanceEvent | PlacementEvent | BlitzEvent | OrganizationEvent
  | BlitzCombatEvent | CombatEvent;
export type DsEventType = DsEvent['type'];
export type EventOf<T extends DsEventType> = Extract<DsEvent, { type: T }>;

export const dsEventSchema = z.discriminatedUnion('type', [
  ...commonEvents, ...politicalEventsEvents, ...beachheadMaintenanceEvents, ...placementEvents, ...blitzEvents, ...organizationEvents,
  ...blitzCombatEvents, ...combatEvents,
]);
export const DS_EVENT_TYPES = dsEventSchema.options.map((o) => o.shape.type.value) as readonly DsEventType[];

/** An event from outside (a file, the CLI, the UI) checked for shape, with located problems. */
export function parseEvent(json: unknown, path: readonly PropertyKey[] = []): Result<DsEvent, InputProblem> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, errors: [{ path: formatPath(path), message: 'an event is a JSON object with a "type", e.g. {"type":"CONTINUE"}' }] };
  }
  const type = (json as { type?: unknown }).type;
  if (typeof type !== 'string' || !(DS_EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false, errors: [{ path: formatPath([...path, 'type']), message: `unknown event type ${JSON.stringify(type)}; known types: ${DS_EVENT_TYPES.join(', ')}` }] };
  }
  const r = dsEventSchema.safeParse(json);
  if (r.success) return { ok: true, value: r.data };
  return {
    ok: false,
    errors: r.error.issues.map((i) => ({
      path: formatPath([...path, ...i.path]),
      message: i.message,
    })),
  };
}

export type { SupportTarget } from './placement.ts';
