import '../components/turn-guide/turn-guide.ts';
import { connectStatelyInspector } from '../components/inspector-panel/recorder.ts';
import { readScenario } from '../src/core/scenario-text.ts';
import { RULESETS } from '../machines/rulesets.ts';
import { z } from 'zod';

// The page's Content Security Policy forbids eval: zod must not try its compiled parsers (its
// probe would be reported as a blocked eval in the console).
z.config({ jitless: true });

// The composition root of the guide: it walks a new player through one turn of the bundled
// teaching scenario, played by the ruleset the scenario's `format` names (the registry picks it);
// a broken file shows its located problems instead. The scenario is data, fetched as a file (not
// bundled into the JavaScript). With ?inspect in the URL the turn is also sent to Stately's online
// inspector (it needs the internet; the built-in one does not).
const SCENARIO = new URL('../scenarios/teaching-java-1942.json', import.meta.url);

function showProblems(title: string, lines: readonly string[]): void {
  const pre = document.createElement('pre');
  pre.className = 'problems';
  pre.textContent = `${title}\n${lines.join('\n')}`;
  document.body.replaceChildren(pre);
}

const guide = document.querySelector('tc-turn-guide');
const response = await fetch(SCENARIO).catch((e: unknown) => e instanceof Error ? e : new Error(String(e)));
if (response instanceof Error || !response.ok) {
  showProblems(`The bundled scenario could not be read from ${SCENARIO.pathname}:`, [response instanceof Error ? response.message : `HTTP ${response.status}`]);
} else {
  const result = await readScenario(RULESETS, await response.text());
  if (!result.ok) {
    showProblems('The bundled scenario has problems:', result.errors.map((e) => `${e.path}: ${e.message}`));
  } else if (guide) {
    const stately = await connectStatelyInspector(location.search).catch(() => undefined);
    if (stately) guide.externalInspect = (e) => stately.inspect.next?.(e);
    document.title = `turnchart — ${result.value.ruleset.title} guide`;
    // A saved game may name its scenario by this file (the bundled events files do).
    guide.scenarioFile = 'scenarios/teaching-java-1942.json';
    guide.ruleset = result.value.ruleset;
    guide.game = result.value.game;
  }
}
