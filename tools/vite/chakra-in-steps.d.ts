import type { SystemConfig, SystemContext } from '@chakra-ui/react';

declare module '@chakra-ui/react' {
  /** Added to Chakra at build time (tools/vite/chakra-lazy-system.mts): createSystem, awaiting `step()` between its passes. */
  export function createSystemInSteps(step: () => Promise<void>, ...configs: SystemConfig[]): Promise<SystemContext>;
}
