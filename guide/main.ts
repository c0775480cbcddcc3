import '../components/turn-guide/turn-guide.ts';
import { connectStatelyInspector } from '../components/inspector-panel/recorder.ts';
import { parseScenario } from '../src/ds/scenario/index.ts';
import teaching from '../scenarios/teaching-java-1942.json';

// The guide walks a new player through one faction turn of the bundled teaching scenario;
// a broken file shows its located problems instead. With ?inspect in the URL the turn is also
// sent to Stately's online inspector (it needs the internet; the built-in one does not).
const guide = document.querySelector('tc-turn-guide');
const result = parseScenario(teaching);
if (result.ok && guide) {
  const stately = await connectStatelyInspector(location.search).catch(() => undefined);
  if (stately) guide.externalInspect = (e) => stately.inspect.next?.(e);
  guide.game = result.value;
} else if (!result.ok) {
  const pre = document.createElement('pre');
  pre.className = 'problems';
  pre.textContent = `The bundled scenario has problems:\n${result.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}`;
  document.body.replaceChildren(pre);
}
