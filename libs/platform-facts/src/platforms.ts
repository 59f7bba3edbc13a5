import { SISTER_PLATFORMS, type SisterPlatform } from '@intambwe/contract';
import { messageText } from '@intambwe/i18n/core';
import { factMessages } from './fact-messages';

/**
 * The two sister platforms' cards (SPEC §3 "Static platform card"). `link`
 * names which configured platform URL the card points to: URLs differ per
 * deployment, so they come from the public configuration, never from here.
 */
export interface PlatformCard {
  id: SisterPlatform;
  title: string;
  description: string;
  features: readonly string[];
  buttonText: string;
  /** Which platform the card links to (its configured URL: `platformUrl` of @intambwe/contract). */
  link: SisterPlatform;
  coaching: {
    title: string;
    details: readonly string[];
  };
}

/** The two cards in `locale`. */
export function platformCards(locale: string): PlatformCard[] {
  return SISTER_PLATFORMS.map((id) => {
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
