import type { Counter } from '../model/counters.ts';
import type { GroundUnit, UnitValues } from '../model/ground-units.ts';
import type { Marker } from '../model/markers.ts';
import type { CounterInput } from './schema/counters.schema.ts';
import type { ScenarioData } from './schema/scenario.schema.ts';
import { expectKnown, type Registries } from './check-registries.ts';
import type { Problems } from './problems.ts';

type CounterData = ScenarioData['counters'][number];
type MarkerData = Extract<CounterData, { kind: 'marker' }>;

function parseValues(text: string): UnitValues {
  const [attack, defense, movement] = text.split('-').map(Number) as [number, number, number];
  return { attack, defense, movement };
}

/** Markers that belong to a faction and must say which (2.2.4 Blitz, 2.2.3.4 Beachhead...). */
const NEEDS_FACTION = new Set<Marker['type']>(['blitz', 'beachhead', 'airdrop', 'logistics', 'convoy']);

function buildMarker(m: MarkerData, path: readonly PropertyKey[], reg: Registries, problems: Problems): Marker | undefined {
  const base = {
    kind: 'marker' as const, id: m.id, delayStripe: m.delayStripe,
    ...(m.faction !== undefined && { faction: m.faction }),
    ...(m.nationality !== undefined && { nationality: m.nationality }),
  };
  const extraneous = (field: keyof MarkerData, only: string) => {
    if (m[field] !== undefined) problems.add([...path, field], `"${field}" is only for ${only}`);
  };
  if (NEEDS_FACTION.has(m.type) && m.faction === undefined) problems.add([...path, 'faction'], `a ${m.type} marker must name its faction`);
  if (m.type === 'detachment' && m.nationality === undefined) problems.add([...path, 'nationality'], 'a Detachment marker must name its nationality (2.3.5)');
  if (m.country !== undefined) expectKnown(problems, [...path, 'country'], m.country, reg.countries, 'country');
  if (m.type !== 'beachhead') { extraneous('level', 'Beachhead markers'); extraneous('snlf', 'Beachhead markers'); }
  if (m.type !== 'convoy') { extraneous('convoy', 'Convoy markers'); extraneous('mode', 'Convoy markers'); }
  if (m.type !== 'government') extraneous('leading', 'the Government marker');
  switch (m.type) {
    case 'beachhead':
      if (m.level === undefined) { problems.add([...path, 'level'], 'a Beachhead marker needs its level: 0, 1 or 2'); return undefined; }
      if (m.snlf && m.level !== 0) problems.add([...path, 'snlf'], 'SNLF Beachhead markers are Beachhead-0 (4.1.3.1)');
      return { ...base, type: 'beachhead', level: m.level, snlf: m.snlf ?? false };
    case 'convoy':
      if (m.convoy === undefined || m.mode === undefined) {
        problems.add(path, 'a Convoy marker needs its kind ("convoy": standard, scratch or fleetTrain) and its "mode" (troop or supply)');
        return undefined;
      }
      return { ...base, type: 'convoy', convoy: m.convoy, mode: m.mode };
    case 'government':
      return { ...base, type: 'government', leading: m.leading ?? 'army' };
    case 'cededLand': case 'mobilizing': case 'failure': case 'freePassage': case 'noOccupation':
      return { ...base, type: m.type, ...(m.country !== undefined && { country: m.country }) };
    default:
      return { ...base, type: m.type };
  }
}

function buildGround(g: Extract<CounterData, { kind: 'ground' }>): GroundUnit {
  const squares = g.colonial || g.kwantung || g.type === 'garrison';
  return {
    kind: 'ground', id: g.id, name: g.name, nationality: g.nationality, type: g.type,
    values: parseValues(g.values), steps: g.steps, stepMarks: g.stepMarks ?? (squares ? 'squares' : 'dots'),
    elite: g.elite, colonial: g.colonial, kwantung: g.kwantung, exp: g.exp, delayStripe: g.delayStripe,
    designations: g.designations,
    ...(g.fortKind !== undefined && { fortKind: g.fortKind }),
    ...(g.back !== undefined && { back: { ...parseValues(g.back.values), ...(g.back.label !== undefined && { label: g.back.label }) } }),
  };
}

/** Turns validated counter records into model counters, reporting inconsistent fields. */
export function buildCounters(data: ScenarioData, reg: Registries, problems: Problems): Map<string, Counter> {
  const out = new Map<string, Counter>();
  data.counters.forEach((c, i) => {
    const path = ['counters', i];
    if (out.has(c.id)) return; // reported as a duplicate id already
    if (c.kind === 'ground') {
      if (c.fortKind !== undefined && c.type !== 'fortress') problems.add([...path, 'fortKind'], 'only fortress units have a fortKind');
      out.set(c.id, buildGround(c));
    } else if (c.kind === 'support') {
      out.set(c.id, { kind: 'support', id: c.id, name: c.name, nationality: c.nationality, type: c.type, flipped: c.flipped, delayStripe: c.delayStripe });
    } else {
      const m = buildMarker(c, path, reg, problems);
      if (m) out.set(c.id, m);
    }
  });
  return out;
}

export type { CounterInput };
