import { messageText } from '@intambwe/i18n/core';
import { factMessages } from './fact-messages';

/** The five steps of SPEC §2 "How it works", in order. */
export type HowItWorksStepId = 'register' | 'learn' | 'assess' | 'certify' | 'grow';

export interface HowItWorksStep {
  id: HowItWorksStepId;
  title: string;
  description: string;
}

export const HOW_IT_WORKS_STEP_IDS: readonly HowItWorksStepId[] = ['register', 'learn', 'assess', 'certify', 'grow'];

/** The five steps in `locale`. */
export function howItWorksSteps(locale: string): HowItWorksStep[] {
  return HOW_IT_WORKS_STEP_IDS.map((id) => ({
    id,
    title: messageText(factMessages.steps[id].title, locale),
    description: messageText(factMessages.steps[id].description, locale),
  }));
}
