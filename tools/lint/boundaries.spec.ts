import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Proves the dependency rules of ARCHITECTURE.md bite: each probe is a file a
 * developer might write in the wrong place, linted with the project's own
 * configuration, and must be rejected with a message saying where code belongs.
 */
const root = join(import.meta.dirname, '..', '..');

async function lintProbe(project: string, code: string, file = 'src/boundary-probe.ts') {
  const eslint = new ESLint({ cwd: join(root, project) });
  const [result] = await eslint.lintText(code, { filePath: join(root, project, file) });
  return result.messages.filter((message) => message.severity === 2);
}

describe('module boundaries', () => {
  it.each([
    ['libs/ui', "import { useAuth } from '@intambwe/auth';\nexport const probe = useAuth;\n", 'libs/ui is the design system'],
    [
      'libs/ui',
      "import { fetchJobs } from '@intambwe/api-client';\nexport const probe = fetchJobs;\n",
      'libs/ui is the design system',
    ],
    ['libs/api-client', "import { Logo } from '@intambwe/ui';\nexport const probe = Logo;\n", 'libs/api-client is the wire'],
    [
      'libs/auth',
      "import { LandingPage } from '@intambwe/landing';\nexport const probe = LandingPage;\n",
      'libs/auth is imported on its own by the sister platforms',
    ],
    [
      'libs/chat-widget',
      "import { useAuth } from '@intambwe/auth';\nexport const probe = useAuth;\n",
      'libs/chat-widget must work on any page',
    ],
    [
      'libs/landing',
      "import { ChatLauncher } from '@intambwe/chat-widget';\nexport const probe = ChatLauncher;\n",
      'libs/landing does not mount other features',
    ],
    [
      'apps/api',
      "import { createApiClient } from '@intambwe/api-client';\nexport const probe = createApiClient;\n",
      'apps/api may import only @intambwe/contract',
    ],
    [
      'apps/api',
      "import { useState } from 'react';\nexport const probe = useState;\n",
      'apps/api may import only @intambwe/contract',
    ],
    [
      'apps/api',
      "import { translate } from '@intambwe/i18n';\nexport const probe = translate;\n",
      'apps/api may import only @intambwe/contract',
    ],
    [
      'apps/api',
      "import { LandingPage } from '@intambwe/landing';\nexport const probe = LandingPage;\n",
      'apps/api may import only @intambwe/contract',
    ],
    [
      'apps/api',
      "import { businessHoursIn } from '@intambwe/landing/content';\nexport const probe = businessHoursIn;\n",
      'apps/api may import only @intambwe/contract',
    ],
    ['apps/api', "import { Box } from '@chakra-ui/react';\nexport const probe = Box;\n", 'apps/api may import only @intambwe/contract'],
    ['apps/api', "import { useAuth } from '@intambwe/auth';\nexport const probe = useAuth;\n", 'apps/api may import only @intambwe/contract'],
    ['apps/api', "import { Logo } from '@intambwe/ui';\nexport const probe = Logo;\n", 'apps/api may import only @intambwe/contract'],
    ['apps/api', "import { ChatLauncher } from '@intambwe/chat-widget';\nexport const probe = ChatLauncher;\n", 'apps/api may import only @intambwe/contract'],
    ['libs/platform-facts', "import { useState } from 'react';\nexport const probe = useState;\n", 'libs/platform-facts holds the platform facts'],
    ['libs/platform-facts', "import { Box } from '@chakra-ui/react';\nexport const probe = Box;\n", 'libs/platform-facts holds the platform facts'],
    ['libs/platform-facts', "import { LandingPage } from '@intambwe/landing';\nexport const probe = LandingPage;\n", 'libs/platform-facts holds the platform facts'],
    ['libs/platform-facts', "import { useAuth } from '@intambwe/auth';\nexport const probe = useAuth;\n", 'libs/platform-facts holds the platform facts'],
    ['libs/platform-facts', "import { translate } from '@intambwe/i18n';\nexport const probe = translate;\n", 'libs/platform-facts holds the platform facts'],
    [
      'libs/contract',
      "import { useState } from 'react';\nexport const probe = useState;\n",
      'libs/contract is the HTTP contract',
    ],
    ['libs/contract', "import ky from 'ky';\nexport const probe = ky;\n", 'libs/contract is the HTTP contract'],
    ['libs/listings', "import { useState } from 'react';\nexport const probe = useState;\n", 'libs/listings holds the rules'],
    [
      'libs/listings',
      "import { LandingPage } from '@intambwe/landing';\nexport const probe = LandingPage;\n",
      'libs/listings holds the rules',
    ],
    ['libs/listings', "import { translate } from '@intambwe/i18n';\nexport const probe = translate;\n", 'libs/listings holds the rules'],
    ['libs/i18n', "import { Logo } from '@intambwe/ui';\nexport const probe = Logo;\n", 'libs/i18n is the language layer'],
    [
      'libs/landing',
      "import { useAuth } from '../../auth/src/state/auth-context';\nexport const probe = useAuth;\n",
      'never by a relative path',
    ],
    [
      'apps/web',
      "import { LandingPage } from '@intambwe/landing/src/landing-page';\nexport const probe = LandingPage;\n",
      'not its source files',
    ],
  ])('%s rejects %j', async (project, code, explanation) => {
    const errors = await lintProbe(project, code);
    expect(errors.map((error) => error.message).join('\n')).toContain(explanation);
  });

  it.each([
    ['libs/landing', "import { useAuth } from '@intambwe/auth';\nexport const probe = useAuth;\n"],
    ['libs/auth', "import { PasswordInput } from '@intambwe/ui';\nexport const probe = PasswordInput;\n"],
    ['libs/auth', "import { useMessages } from '@intambwe/i18n';\nexport const probe = useMessages;\n"],
    ['libs/ui', "import { usePlainTexts } from '@intambwe/i18n';\nexport const probe = usePlainTexts;\n"],
    ['apps/api', "import { negotiateLocale } from '@intambwe/i18n/locales';\nexport const probe = negotiateLocale;\n"],
    ['apps/api', "import { translate } from '@intambwe/i18n/core';\nexport const probe = translate;\n"],
    ['apps/api', "import { JobSchema } from '@intambwe/contract';\nexport const probe = JobSchema;\n"],
    ['apps/api', "import { programFields } from '@intambwe/platform-facts';\nexport const probe = programFields;\n"],
    ['libs/landing', "import { heroStatistics } from '@intambwe/platform-facts';\nexport const probe = heroStatistics;\n"],
    ['libs/platform-facts', "import { messageText } from '@intambwe/i18n/core';\nexport const probe = messageText;\n"],
    ['apps/api', "import { salaryText } from '@intambwe/listings';\nexport const probe = salaryText;\n"],
    ['libs/landing', "import { toJobCardView } from '@intambwe/listings';\nexport const probe = toJobCardView;\n"],
    ['libs/listings', "import { numberFormat } from '@intambwe/i18n/core';\nexport const probe = numberFormat;\n"],
    ['libs/api-client', "import { JobSchema } from '@intambwe/contract';\nexport const probe = JobSchema;\n"],
    ['libs/api-client', "import { defineMessages } from '@intambwe/i18n';\nexport const probe = defineMessages;\n"],
    ['apps/web', "import { LandingPage } from '@intambwe/landing';\nexport const probe = LandingPage;\n"],
  ])('%s allows %j', async (project, code) => {
    const errors = await lintProbe(project, code);
    expect(errors.filter((error) => /import|depend|boundar/i.test(error.message))).toEqual([]);
  });

  it('the server and the React-free libraries depend on no UI library and no React in their package.json', () => {
    const uiPackages = /^(react|react-dom|@chakra-ui\/.*|@emotion\/.*|@intambwe\/(landing|auth|ui|chat-widget|api-client))$/;
    for (const project of ['apps/api', 'libs/contract', 'libs/listings', 'libs/platform-facts']) {
      const manifest = JSON.parse(readFileSync(join(root, project, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      const names = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}));
      expect(names.filter((name) => uiPackages.test(name)), project).toEqual([]);
    }
  });

  it.each([
    ["import { useContext } from 'react';\nexport const probe = useContext;\n", 'no React'],
    ["import { I18nProvider } from '../react';\nexport const probe = I18nProvider;\n", 'nothing from outside core'],
    ["export const probe = () => localStorage.getItem('language');\n", 'no browser API'],
    ["export const probe = () => document.cookie;\n", 'no browser API'],
  ])('libs/i18n/src/core refuses %j (%s)', async (code) => {
    const errors = await lintProbe('libs/i18n', code, 'src/core/boundary-probe.ts');
    expect(errors.map((error) => error.message).join('\n')).toContain('libs/i18n/src/core is @intambwe/i18n/core');
  });

  it('the Nx tag rule rejects a feature that imports the app layer and a ui lib that imports a feature', async () => {
    const errors = await lintProbe(
      'libs/ui',
      "import { AuthProvider } from '@intambwe/auth';\nexport const probe = AuthProvider;\n",
    );
    expect(errors.some((error) => error.ruleId === '@nx/enforce-module-boundaries')).toBe(true);
  });
});
