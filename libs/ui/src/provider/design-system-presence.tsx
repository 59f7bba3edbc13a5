import { createContext } from 'react';

/**
 * True inside UiProvider: the design system's runtime is there. A part that
 * comes in both kinds (Google's sign-in popup: with Chakra in the account
 * app, without it in an island of a public page) chooses by it.
 */
export const DesignSystemPresence = createContext(false);
