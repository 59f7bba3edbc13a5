import { islandsOf } from '@intambwe/ui/static';
import { landingIslands } from '../island-registry';

/** Places one of the landing page's islands (see islands.ts): `<LandingIsland name="landing.newsletter" props={{}} />`. */
export const LandingIsland = islandsOf(landingIslands);
