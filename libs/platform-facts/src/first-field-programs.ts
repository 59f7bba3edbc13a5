import { messageText } from '@intambwe/i18n/core';
import { factMessages } from './fact-messages';
import type { Program } from './program-fields';

/**
 * Programs of the first field (Student Academic Coaching), shown by default.
 * Kept apart from the full catalog so a page can show them without
 * downloading the other 14 fields.
 */
export function firstFieldPrograms(locale: string): Program[] {
  return Object.values(factMessages.firstFieldPrograms).map((program) => ({
    name: messageText(program.name, locale),
    description: messageText(program.description, locale),
  }));
}
