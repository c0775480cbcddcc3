import '../components/guide-app/guide-app.ts';
import { RULESETS } from '../machines/rulesets.ts';
import { lazyRuleset, makeRegistry } from '../src/core/registry.ts';
import { loadCatalog, scenarioUrl } from './scenarios.ts';

// The composition root of the guide: the registry, the bundled scenarios and the page's address
// handed to the app (components/guide-app), which shows the start screen or, with ?scenario=<id>,
// that scenario's game. Rulesets, scenarios and the guide itself are loaded when first needed, so
// the start screen comes up on a small bundle. With ?inspect in the URL the turn is also sent to
// Stately's online inspector (it needs the internet; the built-in one does not).

// zod is told not to compile parsers (the page's policy forbids eval) before any ruleset loads.
const zodReady = import('./zod-config.ts');
const rulesets = makeRegistry(RULESETS.entries.map((entry) => lazyRuleset(entry, () => zodReady.then(() => entry.load()))));

function showProblem(message: string): void {
  const pre = document.createElement('pre');
  pre.className = 'problems';
  pre.textContent = message;
  document.body.replaceChildren(pre);
}

const app = document.querySelector('tc-guide-app');
const catalog = await loadCatalog().catch((e: unknown) => e instanceof Error ? e : new Error(String(e)));
if (catalog instanceof Error) showProblem(`The guide could not start: ${catalog.message}`);
else if (app) {
  if (new URLSearchParams(location.search).has('inspect')) {
    const { connectStatelyInspector } = await import('../components/inspector-panel/recorder.ts');
    const stately = await connectStatelyInspector(location.search).catch(() => undefined);
    if (stately) app.externalInspect = (e) => stately.inspect.next?.(e);
  }
  app.addEventListener('guide-navigate', (e) => {
    const { search, title } = e.detail;
    document.title = title;
    // ?inspect stays on: it is how the page was asked to run, not which game it shows.
    const inspect = new URLSearchParams(location.search).has('inspect');
    const wanted = inspect ? (search ? `${search}&inspect` : '?inspect') : search;
    if (wanted !== location.search) history.pushState(null, '', wanted || location.pathname);
  });
  addEventListener('popstate', () => { app.search = location.search; });
  app.rulesets = rulesets;
  app.catalog = catalog;
  app.scenarioUrl = scenarioUrl;
  app.search = location.search;
}
