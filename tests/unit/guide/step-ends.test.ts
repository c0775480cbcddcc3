import { describe, expect, it } from 'vitest';
import { stepEndsWhen } from '../../../components/step-panel/step-ends.ts';
import { STEPS } from '../../../src/ds/legal/steps.ts';

describe('step panel: what ends the step, from the events it accepts', () => {
  it('a step taking Done lasts until the player declares it (2.2.3 placement)', () => {
    expect(stepEndsWhen(['PLACE_SUPPORT', 'PLACE_CONVOY', 'DONE'])).toMatch(/Done with this step.*as often as the rules allow/);
  });
  it('a confirm step ends on Continue; a die step on the roll or an entered result (4.2.2 Step 5)', () => {
    expect(stepEndsWhen(['CONTINUE'])).toBe('Ends when you choose “Continue”.');
    expect(stepEndsWhen(['ROLL', 'COMBAT_RESULT'])).toBe('Ends with one of: Roll the die; Enter the combat result.');
  });
  it('every step of the DS turn gets a sentence', () => {
    for (const step of STEPS) expect(stepEndsWhen(step.accepts), step.id).toMatch(/^Ends /);
  });
});
