/**
 * Writes the committed pictures of the DS turn (`npx tsx scripts/write-diagrams.ts`):
 * docs/images/ds-turn.svg, collapsed to the segment level so that it reads on one 1920x1080
 * screen (the README shows it), and docs/images/ds-turn-full.svg, every step. The output is
 * deterministic (ELK runs with a fixed seed), so a rerun changes the files only when the machine
 * changed; `turnchart diagram` writes the same pictures.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULESETS } from '../machines/rulesets.ts';
import { machineByKey } from '../src/diagram/machines.ts';
import { modelAt, renderDiagram } from '../src/diagram/render.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Depth of the DS turn's segments: ds (0) > factionTurn (1) > phase (2) > segment (3). */
const SEGMENT_LEVEL = 3;

const machine = machineByKey(await RULESETS.loaded(), 'ds');
if (!machine) throw new Error('no DS turn machine');

const pictures = [
  { file: 'docs/images/ds-turn.svg', depth: SEGMENT_LEVEL, title: 'The Dai Senso! turn, to the segment level' },
  { file: 'docs/images/ds-turn-full.svg', depth: undefined, title: 'The Dai Senso! turn, every step' },
] as const;

for (const p of pictures) {
  const model = modelAt(machine, p.depth);
  writeFileSync(join(ROOT, p.file), await renderDiagram(model, 'svg', p.title));
  console.log(`${p.file}: ${model.nodes.length} states, ${model.edges.length} transitions`);
}
