import { messageText } from '@intambwe/i18n';
import { contentMessages } from './content-messages';

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
    title: messageText(contentMessages.steps[id].title, locale),
    description: messageText(contentMessages.steps[id].description, locale),
  }));
}
