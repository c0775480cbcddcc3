import { describe, expect, it } from 'vitest';
import { collapse } from '../../../src/diagram/collapse.ts';
import { toDot } from '../../../src/diagram/dot.ts';
import { exportIds } from '../../../src/diagram/ids.ts';
import { DIAGRAM_JSON_FORMAT, toJson } from '../../../src/diagram/json.ts';
import { machineByKey, machineKeys } from '../../../src/diagram/machines.ts';
import { RULESETS } from '../../support/rulesets.ts';

const MACHINE_KEYS = machineKeys(RULESETS);
import { toMermaid } from '../../../src/diagram/mermaid.ts';
import { diagramModel } from '../../../src/diagram/model.ts';
import { splitLabel, stateFacts, transitionFacts } from './machine-facts.ts';

const machineOf = (key: string) => machineByKey(RULESETS, key) ?? (() => { throw new Error(key); })();

interface Parsed {
  readonly states: Map<string, { label: string; parent: string | null }>;
  readonly initials: Set<string>;
  readonly transitions: string[];
}

const decode = (s: string) => s.replace(/#quot;/g, '"').replace(/#59;/g, ';');

/** Reads a stateDiagram-v2 back: declared states with the composite they sit in, `[*] -->` lines, transitions. */
function parseMermaid(text: string): Parsed {
  const states = new Map<string, { label: string; parent: string | null }>();
  const initials = new Set<string>();
  const transitions: string[] = [];
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    let m: RegExpExecArray | null;
    if ((m = /^\s*state "(.*)" as (\w+)$/.exec(line))) states.set(m[2]!, { label: decode(m[1]!), parent: stack.at(-1) ?? null });
    else if ((m = /^\s*state (\w+) \{$/.exec(line))) stack.push(m[1]!);
    else if (/^\s*\}$/.test(line)) stack.pop();
    else if ((m = /^\s*\[\*\] --> (\w+)$/.exec(line))) { if (stack.length > 0) initials.add(m[1]!); }
    else if ((m = /^\s*(\w+) --> (\w+) : (.+)$/.exec(line))) {
      const { event, guard } = splitLabel(decode(m[3]!));
      transitions.push(`${m[1]}|${event}|${m[2]}|${guard}`);
    }
  }
  expect(stack).toEqual([]);
  return { states, initials, transitions: transitions.sort() };
}

/** Reads the DOT back: clusters (by nesting), state nodes (anchors of clusters included), edges. */
function parseDot(text: string): Parsed {
  const states = new Map<string, { label: string; parent: string | null }>();
  const initials = new Set<string>();
  const transitions: string[] = [];
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    let m: RegExpExecArray | null;
    if ((m = /^\s*subgraph "cluster_(\w+)" \{$/.exec(line))) stack.push(m[1]!);
    else if (/^\s*\}$/.test(line)) stack.pop();
    else if ((m = /^\s*"(\w+)__initial" -> "(\w+)"/.exec(line))) initials.add(m[2]!);
    else if ((m = /^\s*"(\w+)" -> "(\w+)" \[label="((?:[^"\\]|\\.)*)"/.exec(line))) {
      const { event, guard } = splitLabel(m[3]!.replace(/\\"/g, '"'));
      transitions.push(`${m[1]}|${event}|${m[2]}|${guard}`);
    } else if ((m = /^\s*"(\w+)" \[(.*)\];$/.exec(line)) && !m[1]!.endsWith('__initial')) {
      const own = m[2]!.includes('style=invis');
      // A cluster's anchor node belongs to the cluster's parent level, as the state it stands for.
      states.set(m[1]!, { label: /label="((?:[^"\\]|\\.)*)"/.exec(m[2]!)?.[1] ?? '', parent: (own ? stack.at(-2) : stack.at(-1)) ?? null });
    }
  }
  expect(stack).toEqual([]);
  return { states, initials, transitions: transitions.sort() };
}

/** The machine's facts in export ids, to compare with what a format parses back to. */
function expected(key: string) {
  const machine = machineOf(key);
  const ids = exportIds(diagramModel(machine));
  const id = (s: string) => ids.get(s)!;
  const facts = stateFacts(machine);
  return {
    states: new Map(facts.map((f) => [id(f.id), f.parent === null ? null : id(f.parent)])),
    initials: new Set(facts.filter((f) => f.initial).map((f) => id(f.id))),
    transitions: transitionFacts(machine).map((t) => {
      const [source, event, target, guard] = t.split('|') as [string, string, string, string];
      return `${id(source)}|${event}|${id(target)}|${guard}`;
    }).sort(),
  };
}

describe('exports: mermaid, DOT and JSON hold exactly the machine\'s states and transitions', () => {
  it.each(MACHINE_KEYS)('%s: export ids are distinct and mermaid-safe', (key) => {
    const ids = [...exportIds(diagramModel(machineOf(key))).values()];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\w+$/);
  });

  it.each(MACHINE_KEYS)('%s: mermaid parses back to the same states, nesting, initial states and transitions', (key) => {
    const text = toMermaid(diagramModel(machineOf(key)));
    expect(text).toMatch(/^%%.*\nstateDiagram-v2\n/);
    const parsed = parseMermaid(text);
    const want = expected(key);
    expect(new Map([...parsed.states].map(([id, s]) => [id, s.parent]))).toEqual(want.states);
    expect(parsed.initials).toEqual(want.initials);
    expect(parsed.transitions).toEqual(want.transitions);
  });

  it.each(MACHINE_KEYS)('%s: DOT parses back to the same states, clusters, initial states and transitions', (key) => {
    const text = toDot(diagramModel(machineOf(key)));
    expect(text).toMatch(new RegExp(`^(//[^\\n]*\\n)*digraph "${machineOf(key).id}" \\{\\n {2}compound=true;`));
    const parsed = parseDot(text);
    const want = expected(key);
    expect(new Map([...parsed.states].map(([id, s]) => [id, s.parent]))).toEqual(want.states);
    expect(parsed.initials).toEqual(want.initials);
    expect(parsed.transitions).toEqual(want.transitions);
  });

  it('DOT marks final states with a double border and dashes eventless transitions', () => {
    const model = diagramModel(machineOf('ds'));
    const text = toDot(model);
    const finals = model.nodes.filter((n) => n.type === 'final').length;
    expect(text.match(/peripheries=2/g)?.length).toBe(finals);
    expect(text.match(/style=dashed/g)?.length).toBe(model.edges.filter((e) => e.eventless).length);
  });

  it('mermaid escapes quotes and semicolons in labels', () => {
    const model = diagramModel(machineOf('ds/marker'));
    const odd = { ...model, nodes: model.nodes.map((n, i) => (i === 1 ? { ...n, label: 'say "hi"; now' } : n)) };
    const parsed = parseMermaid(toMermaid(odd));
    expect([...parsed.states.values()].map((s) => s.label)).toContain('say "hi"; now');
  });

  it.each(MACHINE_KEYS)('%s: JSON holds the model as is', (key) => {
    const model = diagramModel(machineOf(key));
    const doc = JSON.parse(toJson(model)) as { format: string; machine: string; nodes: { id: string }[]; edges: unknown[] };
    expect(doc.format).toBe(DIAGRAM_JSON_FORMAT);
    expect(doc.machine).toBe(machineOf(key).id);
    expect(doc.nodes.map((n) => n.id)).toEqual(stateFacts(machineOf(key)).map((f) => f.id));
    expect(doc.edges).toEqual(JSON.parse(JSON.stringify(model.edges)));
  });

  it('a collapsed model exports only the shown states (mermaid)', () => {
    const model = collapse(diagramModel(machineOf('ds')), 3);
    const parsed = parseMermaid(toMermaid(model));
    const ids = exportIds(model);
    expect(new Set(parsed.states.keys())).toEqual(new Set(model.nodes.map((n) => ids.get(n.id))));
    expect(toMermaid(model)).toMatch(/class .*ds_admin_support.* collapsed/);
  });
});
