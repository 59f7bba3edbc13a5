import baseConfig from '../../eslint.config.mjs';
import { boundaryRules } from '../../tools/eslint/boundaries.mjs';

export default [...baseConfig, ...boundaryRules('contract')];
