import { apiMessages } from '@intambwe/api-client';
import { validationMessages } from '@intambwe/contract';
import { translate } from '@intambwe/i18n';
import { formSentenceMessages } from './form-messages';

/** The forms find these sentences by their English text: it must be the sender's, word for word. */
describe('the sentences the forms receive', () => {
  const english = translate(formSentenceMessages, 'en');

  it('are the contract rules of the contact and newsletter fields', () => {
    for (const [key, text] of Object.entries(english.validation)) {
      expect(text).toBe(validationMessages[key as keyof typeof validationMessages]);
    }
  });

  it("are the shared client's failures (SPEC §8)", () => {
    for (const key of ['connectionRefused', 'timeout', 'network', 'server', 'unexpectedAnswer'] as const) {
      expect(english.failures[key]).toBe(apiMessages[key]);
    }
  });
});
