/**
 * The Chakra system (tokens, conditions, recipes) and emotion, evaluated in a
 * task of their own before the app (main.tsx).
 */
export { system } from '@intambwe/ui';
