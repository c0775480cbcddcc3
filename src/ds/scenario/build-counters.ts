import type { Counter } from '../model/counters.ts';
import type { GroundSide, GroundUnit, GroundUnitType, StepSlot, UnitValues } from '../model/ground-units.ts';
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

type GroundData = Extract<CounterData, { kind: 'ground' }>;
type SlotData = NonNullable<GroundData['composition']>[number];

const defaultMarks = (colonial: boolean, kwantung: boolean, type: GroundUnitType): 'dots' | 'squares' =>
  (colonial || kwantung || type === 'garrison' ? 'squares' : 'dots');

function buildSlot(s: SlotData): StepSlot {
  return {
    stepType: s.stepType, holdingBox: s.holdingBox,
    ...(s.nationalities !== undefined && { nationalities: s.nationalities }),
    ...(s.designation !== undefined && { designation: s.designation }),
    ...(s.unitType !== undefined && { unitType: s.unitType }),
  };
}

/**
 * The back of a ground unit: every field it does not print defaults to the face's, except the Step
 * Value (one less than a multi-step face, two behind a one-step face: 2.3.1.1) and the step marks.
 */
function buildBack(g: GroundData, b: NonNullable<GroundData['back']>): GroundSide {
  const type = b.type ?? g.type;
  const colonial = b.colonial ?? g.colonial;
  const kwantung = b.kwantung ?? g.kwantung;
  return {
    name: b.name ?? g.name, type, values: parseValues(b.values), steps: b.steps ?? (g.steps > 1 ? g.steps - 1 : 2),
    stepMarks: b.stepMarks ?? defaultMarks(colonial, kwantung, type), elite: b.elite ?? g.elite, colonial, kwantung,
    exp: b.exp ?? g.exp, designations: b.designations ?? g.designations,
    ...(b.label !== undefined && { label: b.label }),
    ...(b.fortKind !== undefined && { fortKind: b.fortKind }),
    ...(b.composition !== undefined && { composition: b.composition.map(buildSlot) }),
  };
}

function buildGround(g: GroundData): GroundUnit {
  return {
    kind: 'ground', id: g.id, name: g.name, nationality: g.nationality, type: g.type,
    values: parseValues(g.values), steps: g.steps, stepMarks: g.stepMarks ?? defaultMarks(g.colonial, g.kwantung, g.type),
    elite: g.elite, colonial: g.colonial, kwantung: g.kwantung, exp: g.exp, delayStripe: g.delayStripe,
    designations: g.designations,
    ...(g.fortKind !== undefined && { fortKind: g.fortKind }),
    ...(g.composition !== undefined && { composition: g.composition.map(buildSlot) }),
    ...(g.restrictedTo !== undefined && { restrictedTo: g.restrictedTo }),
    ...(g.back !== undefined && { back: buildBack(g, g.back) }),
  };
}

/**
 * A side's fields must agree: `fortKind` only on a fortress side; a Force Pool composition (2.3)
 * lists exactly as many steps as the side has, and only on a multi-step side.
 */
function checkSide(side: GroundSide, path: readonly PropertyKey[], problems: Problems): void {
  if (side.fortKind !== undefined && side.type !== 'fortress') problems.add([...path, 'fortKind'], 'only fortress units have a fortKind');
  if (side.composition === undefined) return;
  if (side.steps < 2) problems.add([...path, 'composition'], 'only a multi-step side has a composition (2.3 Force Pool Display)');
  else if (side.composition.length !== side.steps) {
    problems.add([...path, 'composition'], `a ${side.steps}-step side lists ${side.steps} steps in its composition, not ${side.composition.length}`);
  }
}

/** A ground unit's sides, and the hexes it is restricted to (2.3.2.4), must be consistent and known. */
function checkGround(unit: GroundUnit, path: readonly PropertyKey[], reg: Registries, problems: Problems): void {
  checkSide(unit, path, problems);
  if (unit.back) checkSide(unit.back, [...path, 'back'], problems);
  unit.restrictedTo?.forEach((h, j) => expectKnown(problems, [...path, 'restrictedTo', j], h, reg.hexes, 'hex'));
}

/** Turns validated counter records into model counters, reporting inconsistent fields. */
export function buildCounters(data: ScenarioData, reg: Registries, problems: Problems): Map<string, Counter> {
  const out = new Map<string, Counter>();
  data.counters.forEach((c, i) => {
    const path = ['counters', i];
    if (out.has(c.id)) return; // reported as a duplicate id already
    if (c.kind === 'ground') {
      const unit = buildGround(c);
      checkGround(unit, path, reg, problems);
      out.set(c.id, unit);
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
