import '../components/scenario-view/scenario-view.ts';
import { parseScenario } from '../src/ds/scenario/index.ts';
import teaching from '../scenarios/teaching-java-1942.json';

// The guide opens on the bundled teaching scenario; a broken file shows its located problems.
const view = document.querySelector('tc-scenario-view');
const result = parseScenario(teaching);
if (result.ok && view) {
  view.gameState = result.value;
} else if (!result.ok) {
  const pre = document.createElement('pre');
  pre.className = 'problems';
  pre.textContent = `The bundled scenario has problems:\n${result.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}`;
  document.body.replaceChildren(pre);
}
