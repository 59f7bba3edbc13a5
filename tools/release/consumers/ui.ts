import { createElement } from 'react';
import {
  LanguageLinks,
  PasswordInput,
  StatusMessage,
  UiProvider,
  notify,
  oppositeColorMode,
  parseColorMode,
  resolveColorMode,
  useColorMode,
  type ColorMode,
  type ColorModeContextValue,
} from '@intambwe/ui';
import { buttonClass, cx, islandsOf, type IslandComponent } from '@intambwe/ui/static';
import { exact, type Equal } from './expect';

exact<Equal<ColorMode, 'light' | 'dark'>>();
exact<Equal<ReturnType<typeof parseColorMode>, ColorMode | null>>();
exact<Equal<ReturnType<typeof resolveColorMode>, ColorMode>>();
// @ts-expect-error: the opposite of a colour mode is asked of a colour mode
oppositeColorMode('blue');
exact<Equal<ReturnType<typeof notify.success>, string>>();
// @ts-expect-error: a toast has a title
notify.error();

export function Toggle() {
  const mode = useColorMode();
  exact<Equal<typeof mode, ColorModeContextValue>>();
  // @ts-expect-error: only light and dark
  mode.setColorMode('sepia');
  return createElement(PasswordInput, { name: 'password', showLabel: 'Show', hideLabel: 'Hide' });
}
createElement(UiProvider, { forcedColorMode: 'dark', children: createElement(Toggle) });
// @ts-expect-error: only light and dark can be forced
createElement(UiProvider, { forcedColorMode: 'sepia', children: createElement(Toggle) });
createElement(LanguageLinks, { path: '/login', label: 'Languages' });
// @ts-expect-error: the language links need their group's name
createElement(LanguageLinks, { path: '/login' });
// @ts-expect-error: a status message has a title
createElement(StatusMessage, { description: 'Nothing yet' });

// The static kit for islands: class names, and islands whose props are their components'.
exact<Equal<ReturnType<typeof buttonClass>, string>>();
exact<Equal<ReturnType<typeof cx>, string>>();
// @ts-expect-error: a button's look is one of its variants
buttonClass({ variant: 'sparkly' });
declare const Counter: IslandComponent<{ start: number }>;
const Island = islandsOf({ 'demo.counter': async () => Counter });
createElement(Island, { name: 'demo.counter', props: { start: 1 } });
// @ts-expect-error: an island's props are its component's
createElement(Island, { name: 'demo.counter', props: { start: 'one' } });
