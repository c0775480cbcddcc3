import { describe, expect, it } from 'vitest';
import { stepEndsWhen } from '../../../components/step-panel/step-ends.ts';
import { STEPS } from '../../../src/ds/legal/steps.ts';
import type { AnyViews } from '../../../src/core/ruleset.ts';
import { dsViews } from '../../../src/ds/view/index.ts';

const views: AnyViews = dsViews;
const kindLabel = (type: string): string => views.kindLabel(type);

describe('step panel: what ends the step, from the events it accepts', () => {
  it('a step taking Done lasts until the player declares it (2.2.3 placement)', () => {
    expect(stepEndsWhen(['PLACE_SUPPORT', 'PLACE_CONVOY', 'DONE'], kindLabel)).toMatch(/Done with this step.*as often as the rules allow/);
  });
  it('a confirm step ends on Continue; a die step on the roll or an entered result (4.2.2 Step 5)', () => {
    expect(stepEndsWhen(['CONTINUE'], kindLabel)).toBe('Ends when you choose “Continue”.');
    expect(stepEndsWhen(['ROLL', 'COMBAT_RESULT'], kindLabel)).toBe('Ends with one of: Roll the die; Enter the combat result.');
  });
  it('R-FREE-MOVES a confirm step with free moves still ends on Continue only (3 Operational Movement)', () => {
    expect(stepEndsWhen(['CONTINUE', 'FREE_MOVE'], kindLabel)).toBe('Ends when you choose “Continue”; until then you may move your counters freely on the map (each an unchecked move in the log).');
  });
  it('every step of the DS turn gets a sentence', () => {
    for (const step of STEPS) expect(stepEndsWhen(step.accepts, kindLabel), step.id).toMatch(/^Ends /);
  });
});
