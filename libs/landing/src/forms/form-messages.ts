import { defineMessages, knownSentence, translate, useMessages } from '@intambwe/i18n';
import { useCallback } from 'react';

/**
 * Sentences the landing page's forms (contact, newsletter) receive in English
 * and show in the page's language: the contract's validation rules of these
 * fields, the shared client's failures (SPEC §8) and the server's answers. The
 * English texts are those sentences word for word (form-messages.spec.ts holds
 * them equal); English pages show them as they come. Catalog: sections/locales.
 */
export const formSentenceMessages = /* @__PURE__ */ defineMessages('landing.forms', {
  validation: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 100 characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    emailTooLong: 'Email must be at most 254 characters',
    subjectTooLong: 'Subject must be at most 150 characters',
    messageRequired: 'Message is required',
    messageTooShort: 'Message must be at least 10 characters',
    messageTooLong: 'Message must be at most 5000 characters',
  },
  failures: {
    connectionRefused: 'Unable to connect to server. Please ensure the server is running.',
    timeout: 'Request timeout. Please check your connection and try again.',
    network: 'Network error. Please check your connection and try again.',
    server: 'Server error. Please try again later.',
    unexpectedAnswer: 'The server sent an answer this app cannot read. Please try again later.',
    internal: 'Something went wrong on our side. Please try again later.',
    unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    rateLimited: 'Too many requests. Please wait {seconds} seconds and try again.',
  },
  answers: {
    contactReceived: 'Thank you! Your message has been sent. We usually reply within one business day.',
    newsletterConfirmationSent: 'Almost done! Please confirm your subscription with the link we have sent to your inbox.',
  },
});

const RATE_LIMITED = /^Too many requests\. Please wait (\d+) seconds? and try again\.$/;

/** A sentence a form received in English, in the page's language (any other text as it came). */
export function useLocalizedSentence(): (text: string) => string {
  const translated = useMessages(formSentenceMessages);
  return useCallback(
    (text: string) => {
      const english = translate(formSentenceMessages, 'en');
      const limited = RATE_LIMITED.exec(text);
      if (limited && english !== translated) return translated.failures.rateLimited({ seconds: Number(limited[1]) });
      return knownSentence(text, english, translated);
    },
    [translated],
  );
}
