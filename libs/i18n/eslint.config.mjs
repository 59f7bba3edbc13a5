import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';
import { boundaryRules, i18nCoreRules } from '../../tools/eslint/boundaries.mjs';

export default [...nx.configs['flat/react'], ...baseConfig, ...boundaryRules('i18n'), ...i18nCoreRules()];
