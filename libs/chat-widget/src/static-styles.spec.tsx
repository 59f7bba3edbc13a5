import { PlatformProvider } from '@intambwe/api-client';
import { defaultPublicConfig } from '@intambwe/contract';
import { getSystem } from '@intambwe/ui';
import { kitStyles, renderStaticStyles } from '@intambwe/ui/static-styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatLauncher } from './chat-launcher';
import { chatMessages as m, launcherMessages } from './messages';
import { chatWidgetStaticStyles } from './static-styles';
import { reply, stubChatApi, wideScreen } from './testing/stub-chat-api';

/** The page's stylesheet as the build makes it: the kit's looks, then the chat's. */
const css = renderStaticStyles(getSystem(), [kitStyles, ...chatWidgetStaticStyles]);

/** Our classes (the kit's and the chat's; lucide names its icons too). */
const classesIn = (root: Element) =>
  [root, ...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]).filter((name) => /^(ui|chat)-/.test(name));

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const styled = (name: string) => new RegExp(`\\.${escaped(name)}(?![\\w-])`).test(css);

describe('the chat’s static styles', () => {
  it('give a rule to every class the launcher and the widget use, in each state', { timeout: 30_000 }, async () => {
    wideScreen();
    const { api } = stubChatApi([
      'offline',
      reply('1. **First**, see [jobs](https://jobs.example.com/jobs)\n2. then [us](/#contact)\n\n- a list\n\nA paragraph.', ['More'], [
        { title: 'Open jobs', href: 'https://jobs.example.com/jobs' },
      ]),
    ]);
    const user = userEvent.setup();
    const used = new Set<string>();
    const collect = () => classesIn(document.body).forEach((name) => used.add(name));
    render(
      <PlatformProvider config={defaultPublicConfig} apiClient={api}>
        <ChatLauncher page="landing" />
        <ChatLauncher page="landing" loadWidget={() => Promise.reject(new TypeError('Failed to fetch'))} />
      </PlatformProvider>,
    );
    const [launcher, offlineLauncher] = screen.getAllByRole('button', { name: launcherMessages.open });
    if (!launcher || !offlineLauncher) throw new Error('two launchers expected');
    await user.click(offlineLauncher);
    await screen.findByText(launcherMessages.loadFailed);
    collect();

    await user.click(launcher);
    const panel = await screen.findByRole('region', { name: /Assistant$/ });
    await user.type(within(panel).getByRole('textbox'), 'first{Shift>}{Enter}{Enter}{Enter}{/Shift}');
    collect(); // the input at 3 rows
    await user.keyboard('{Enter}');
    await within(panel).findAllByText(m.failure); // the failure reply
    collect();
    await user.click(within(panel).getByRole('button', { name: m.failureSuggestions.tryAgain }));
    await within(panel).findAllByText('Open jobs'); // a reply with a list, links and sources
    collect();
    await user.click(within(panel).getByRole('button', { name: m.maximize }));
    collect();
    await user.click(within(panel).getByRole('button', { name: m.minimize }));
    collect();

    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((name) => !styled(name))).toEqual([]);
  });

  it('keep the kit’s looks first, so the chat’s adjustments (an extra-small button) come after them', () => {
    const kitSmall = css.indexOf('.ui-button-sm{');
    const extraSmall = css.indexOf('.chat-panel-buttonXs{');
    expect(kitSmall).toBeGreaterThanOrEqual(0);
    expect(extraSmall).toBeGreaterThan(kitSmall);
  });
});
