import { messageText } from '@intambwe/i18n/core';
import { factMessages } from './fact-messages';

/**
 * The two sister platforms' cards (SPEC §3 "Static platform card"). `link`
 * names which configured platform URL the card points to: URLs differ per
 * deployment, so they come from the public configuration, never from here.
 */
export type SisterPlatformId = 'elearning' | 'jobPortal';

export interface PlatformCard {
  id: SisterPlatformId;
  title: string;
  description: string;
  features: readonly string[];
  buttonText: string;
  /** Which configured URL the card links to (`elearningUrl` or `jobPortalUrl`). */
  link: SisterPlatformId;
  coaching: {
    title: string;
    details: readonly string[];
  };
}

export const SISTER_PLATFORM_IDS: readonly SisterPlatformId[] = ['elearning', 'jobPortal'];

/** The two cards in `locale`. */
export function platformCards(locale: string): PlatformCard[] {
  return SISTER_PLATFORM_IDS.map((id) => {
    const words = factMessages.platforms[id];
    const text = (descriptor: Parameters<typeof messageText>[0]) => messageText(descriptor, locale);
    return {
      id,
      title: text(words.title),
      description: text(words.description),
      features: Object.values(words.features).map(text),
      buttonText: text(words.buttonText),
      link: id,
      coaching: { title: text(words.coachingTitle), details: Object.values(words.coachingDetails).map(text) },
    };
  });
}
