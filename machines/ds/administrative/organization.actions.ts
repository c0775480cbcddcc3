import { applyOrganizationEvent } from '../../../src/ds/apply/organization/apply-plan.ts';
import {
  breakdownsStep, combinationsStep, conversionsStep, detachmentsStep, voluntaryEliminationsStep,
} from '../../../src/ds/legal/organization.ts';
import { allowedIn } from '../../../src/ds/legal/step.ts';
import { update } from '../update.ts';

/** Guards and actions of the Organization Segment (2.3): each step's guard is its own legality check. */
export const organizationGuards = {
  combinationAllowed: allowedIn(combinationsStep),
  conversionAllowed: allowedIn(conversionsStep),
  voluntaryEliminationAllowed: allowedIn(voluntaryEliminationsStep),
  breakdownAllowed: allowedIn(breakdownsStep),
  detachmentAllowed: allowedIn(detachmentsStep),
};

export const organizationActions = {
  organize: update(({ context, event }) => applyOrganizationEvent(context, event)),
};
