import { useIslandKey } from '@intambwe/ui/static';
import { useId } from 'react';

/**
 * An id for an element of the chat: unique on the page even when the chat is
 * one of several islands, each a React root of its own (their `useId` values
 * repeat from root to root; the island's key does not).
 */
export function useElementId(): string {
  return `${useIslandKey()}${useId()}`.replace(/[^\w-]/g, '');
}
