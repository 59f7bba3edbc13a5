import { messageText } from '@intambwe/i18n/core';
import { factMessages } from './fact-messages';

/** The about section's texts (SPEC §1): vision, mission and the four core values. */
export type CoreValueId = 'customer-centered' | 'partnerships' | 'integrity' | 'professionalism';

export interface CoreValue {
  id: CoreValueId;
  title: string;
  description: string;
}

export interface AboutTexts {
  summary: string;
  vision: string;
  mission: string;
}

export const CORE_VALUE_IDS: readonly CoreValueId[] = ['customer-centered', 'partnerships', 'integrity', 'professionalism'];

/** Who we are, the vision and the mission, in `locale`. */
export function aboutTexts(locale: string): AboutTexts {
  const { summary, vision, mission } = factMessages.about;
  return { summary: messageText(summary, locale), vision: messageText(vision, locale), mission: messageText(mission, locale) };
}

/** The four core values, in order, in `locale`. */
export function coreValues(locale: string): CoreValue[] {
  return CORE_VALUE_IDS.map((id) => ({
    id,
    title: messageText(factMessages.values[id].title, locale),
    description: messageText(factMessages.values[id].description, locale),
  }));
}
