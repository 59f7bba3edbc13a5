import { ESLint } from 'eslint';
import { join } from 'node:path';

/**
 * The chat runs in the browser without the design system's runtime: its lint
 * configuration refuses Chakra, emotion and the style builders in the code
 * that ships, and lets the build-time styles modules use them. Each probe is
 * a file a developer might write, linted with the library's own configuration.
 */
const library = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: library });

async function errorsIn(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(library, 'src', file) });
  return (result?.messages ?? []).filter((message) => message.severity === 2 && /import/i.test(message.message)).map((message) => message.message);
}

describe('no design-system runtime in the chat', () => {
  // The first run loads the configuration and the TypeScript parser: seconds on a busy machine.
  beforeAll(() => errorsIn('probe.ts', 'export {};\n'), 120_000);

  it.each([
    ['widget/probe.tsx', "import { Box } from '@chakra-ui/react';\nexport const probe = Box;\n"],
    ['widget/probe.tsx', "import { buttonRecipe } from '@chakra-ui/react/theme';\nexport const probe = buttonRecipe;\n"],
    ['probe.tsx', "import { css } from '@emotion/react';\nexport const probe = css;\n"],
    ['probe.tsx', "import { UiProvider } from '@intambwe/ui';\nexport const probe = UiProvider;\n"],
    ['probe.tsx', "import { kitStyles } from '@intambwe/ui/static-styles';\nexport const probe = kitStyles;\n"],
    ['widget/probe.tsx', "import { chatPanelStyles } from './chat-widget.styles';\nexport const probe = chatPanelStyles;\n"],
    ['probe.ts', "import { chatWidgetStaticStyles } from './static-styles';\nexport const probe = chatWidgetStaticStyles;\n"],
  ])('refuses in %s: %j', async (file, code) => {
    expect((await errorsIn(file, code)).join('\n')).toContain("without the design system's runtime");
  });

  it.each([
    ['widget/probe.tsx', "import type { chatPanelStyles } from './chat-widget.styles';\nexport type Probe = typeof chatPanelStyles;\n"],
    ['probe.tsx', "import { savesData, usePrefetchWhenIdle } from '@intambwe/ui';\nexport const probe = [savesData, usePrefetchWhenIdle];\n"],
    ['probe.tsx', "import { buttonClass } from '@intambwe/ui/static';\nexport const probe = buttonClass;\n"],
    ['widget/probe.styles.ts', "import { buttonRecipe } from '@chakra-ui/react/theme';\nimport { defineStaticStyles } from '@intambwe/ui/static-styles';\nexport const probe = defineStaticStyles('probe', () => ({ a: buttonRecipe.base ?? {} }));\n"],
  ])('allows in %s: %j', async (file, code) => {
    expect(await errorsIn(file, code)).toEqual([]);
  });
});
