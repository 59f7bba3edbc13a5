/**
 * The Chakra system (tokens, conditions, recipes), made in steps between which
 * the page stays responsive (a build-time addition to Chakra,
 * tools/vite/chakra-lazy-system.mts), before the app needs it (main.tsx).
 */
import { createSystemInSteps } from '@chakra-ui/react';
import { prepareSystem } from '@intambwe/ui';
import { nextTask } from '../app/scheduling';

export const systemReady = prepareSystem((configs) => createSystemInSteps(nextTask, ...configs));
