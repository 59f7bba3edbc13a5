import { PlatformProvider } from '@intambwe/api-client';
import { defaultPublicConfig } from '@intambwe/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { ChatLauncher, chatIslands, loadChatWidget, type ChatLauncherProps } from './index';
import { chatLauncherCatalogs } from './catalogs';
import { chatMessages as m, launcherMessages } from './messages';
import { reply, stubChatApi, wideScreen, type Answer } from './testing/stub-chat-api';

/**
 * Renders the launcher with a stubbed network edge. `answers` are used in order
 * (the last one repeats); 'hold' keeps a request pending until `release()`.
 * No design-system provider: the chat runs without Chakra's runtime.
 */
function setup(answers: Answer[] = [reply('Hello from the assistant.')], props: ChatLauncherProps = { page: 'landing' }) {
  const { api, bodies, release } = stubChatApi(answers);
  const user = userEvent.setup();
  render(
    <PlatformProvider config={defaultPublicConfig} apiClient={api}>
      <main>
        <ChatLauncher {...props} />
      </main>
    </PlatformProvider>,
  );
  return { user, bodies, release };
}

const conversation = () => screen.getByRole('region', { name: m.conversation });
const launcher = () => screen.getByRole('button', { name: /the AI assistant/ });
const panel = () => screen.getByRole('region', { name: `${defaultPublicConfig.brand.name} Assistant` });
const queryPanel = () => screen.queryByRole('region', { name: `${defaultPublicConfig.brand.name} Assistant` });
const input = () => screen.getByRole('textbox', { name: m.inputLabel });

async function openWidget(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  return await screen.findByRole('region', { name: `${defaultPublicConfig.brand.name} Assistant` });
}

describe('ChatLauncher: rendering', () => {
  it('is closed at first: only the launcher button, no panel and no request', () => {
    const { bodies } = setup();
    expect(launcher()).toHaveAccessibleName(launcherMessages.open);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(queryPanel()).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('opens with a welcome message and the four default suggestions, focus in the input', async () => {
    const { user } = setup();
    const region = await openWidget(user);
    expect(within(conversation()).getByText(/I'm the Intambwe Careers assistant/)).toBeInTheDocument();
    const suggestions = within(region).getByRole('group', { name: m.suggestions });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tell me more', 'Platform help', 'Course recommendations', 'Job search tips']);
    await waitFor(() => expect(input()).toHaveFocus()); // focus moves in once the panel is shown
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveAttribute('data-view', 'open');
  });
});

describe('ChatLauncher: the time of each message', () => {
  it("shows each message's time in the page's clock", async () => {
    const { user } = setup();
    await openWidget(user);
    const time = conversation().querySelector('time');
    expect(time).not.toBeNull();
    const expected = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date(time?.getAttribute('dateTime') ?? ''));
    await waitFor(() => expect(time).toHaveTextContent(expected));
  });
});

describe('ChatLauncher: states and transitions', () => {
  it('closes from the header, returns focus to the launcher, and keeps the conversation for the next open', async () => {
    const { user } = setup([reply('Our hours are Monday to Friday.')]);
    await openWidget(user);
    await user.type(input(), 'opening hours{Enter}');
    await within(conversation()).findByText('Our hours are Monday to Friday.');
    await user.click(screen.getByRole('button', { name: m.close }));
    expect(queryPanel()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();

    await user.click(launcher());
    const region = await screen.findByRole('region', { name: `${defaultPublicConfig.brand.name} Assistant` });
    expect(within(conversation()).getByText('Our hours are Monday to Friday.')).toBeInTheDocument();
    expect(within(conversation()).getAllByText(/I'm the Intambwe Careers assistant/)).toHaveLength(1);
    expect(region).toHaveAttribute('data-view', 'open');
  });

  it('minimizes to the header only, and restores', async () => {
    const { user } = setup();
    await openWidget(user);
    await user.click(screen.getByRole('button', { name: m.minimize }));
    expect(panel()).toHaveAttribute('data-view', 'minimized');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.conversation })).not.toBeInTheDocument();
    const restore = screen.getByRole('button', { name: m.restore });
    expect(restore).toHaveFocus();
    await user.click(restore);
    expect(panel()).toHaveAttribute('data-view', 'open');
    await waitFor(() => expect(input()).toHaveFocus()); // focus moves in once the panel is shown
  });

  it('on a wide screen it docks beside the page, maximizes to full screen and back', async () => {
    wideScreen();
    const { user } = setup();
    await openWidget(user);
    const maximize = screen.getByRole('button', { name: m.maximize });
    expect(maximize).toHaveAttribute('aria-pressed', 'false');
    expect(panel()).toHaveAttribute('data-full-screen', 'false');
    await user.click(maximize);
    expect(panel()).toHaveAttribute('data-view', 'maximized');
    expect(panel()).toHaveAttribute('data-full-screen', 'true');
    const exit = screen.getByRole('button', { name: m.exitMaximized });
    expect(exit).toHaveAttribute('aria-pressed', 'true');
    await user.click(exit);
    expect(panel()).toHaveAttribute('data-view', 'open');
    expect(panel()).toHaveAttribute('data-full-screen', 'false');
  });

  it('on a small screen it is always full screen, with no maximize toggle', async () => {
    const { user } = setup();
    await openWidget(user);
    expect(panel()).toHaveAttribute('data-full-screen', 'true');
    expect(screen.queryByRole('button', { name: m.maximize })).not.toBeInTheDocument();
  });

  it('maximizes from the minimized state too', async () => {
    wideScreen();
    const { user } = setup();
    await openWidget(user);
    await user.click(screen.getByRole('button', { name: m.minimize }));
    await user.click(screen.getByRole('button', { name: m.maximize }));
    expect(panel()).toHaveAttribute('data-view', 'maximized');
    await waitFor(() => expect(input()).toHaveFocus()); // focus moves in once the panel is shown
  });

  it('the launcher closes an open widget too', async () => {
    const { user } = setup();
    await openWidget(user);
    expect(launcher()).toHaveAccessibleName(launcherMessages.close);
    await user.click(launcher());
    expect(queryPanel()).not.toBeInTheDocument();
  });
});

describe('ChatLauncher: fetched ahead', () => {
  it('fetches the widget and its words once the page is idle and makes its panel hidden; the press then only shows it', async () => {
    const loadWidget = vi.fn(loadChatWidget);
    const { api, bodies } = stubChatApi([reply('Hi.')]);
    render(
      <PlatformProvider config={defaultPublicConfig} apiClient={api}>
        <ChatLauncher page="landing" loadWidget={loadWidget} />
      </PlatformProvider>,
    );
    expect(loadWidget).not.toHaveBeenCalled(); // not during start-up
    await waitFor(() => expect(loadWidget).toHaveBeenCalledWith('en', { paced: true }));
    await act(() => loadWidget.mock.results[0]?.value);
    // Mounted closed, ready: its panel made but hidden (nothing on screen or for a screen reader, nothing asked).
    const made = await waitFor(() => {
      const section = document.querySelector('section[data-view="closed"]');
      expect(section).toHaveTextContent(`${defaultPublicConfig.brand.name} Assistant`);
      return section;
    });
    expect(made).not.toBeVisible();
    expect(queryPanel()).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    fireEvent.click(launcher());
    // No waiting on a download or a promise: the panel is there when the press has been handled, the very
    // element made ahead, only shown.
    expect(panel()).toHaveAttribute('data-view', 'open');
    expect(panel()).toBe(made);
    expect(panel()).toBeVisible();
    expect(loadWidget).toHaveBeenCalledTimes(1);
  });
});

describe('ChatLauncher: what is typed is kept', () => {
  it('a question being typed survives minimizing, restoring, closing and opening again', async () => {
    const { user, bodies } = setup();
    await openWidget(user);
    await user.type(input(), 'How do I apply{Shift>}{Enter}{/Shift}for a job');
    await user.click(screen.getByRole('button', { name: m.minimize }));
    await user.click(screen.getByRole('button', { name: m.restore }));
    expect(input()).toHaveValue('How do I apply\nfor a job');
    expect(input()).toHaveAttribute('rows', '2');
    await user.keyboard('{Escape}');
    await user.click(launcher());
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveValue('How do I apply\nfor a job');
    expect(bodies).toHaveLength(0);
  });
});

describe('chatIslands', () => {
  it("'chat.launcher' hydrates over its prerendered HTML without a mismatch, and opens on press", { timeout: 20_000 }, async () => {
    const Island = await chatIslands['chat.launcher']();
    const { api } = stubChatApi([reply('Hi.')]);
    const page = (
      <PlatformProvider config={defaultPublicConfig} apiClient={api}>
        <Island page="landing" />
      </PlatformProvider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(page);
    document.body.append(host);
    expect(within(host).getByRole('button', { name: launcherMessages.open })).toHaveAttribute('aria-expanded', 'false');
    const problems: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(host, page, { onRecoverableError: (error) => problems.push(error), onCaughtError: (error) => problems.push(error) }),
    );
    try {
      expect(problems).toEqual([]);
      const user = userEvent.setup();
      await user.click(within(host).getByRole('button', { name: launcherMessages.open }));
      expect(await screen.findByRole('region', { name: `${defaultPublicConfig.brand.name} Assistant` })).toBeInTheDocument();
    } finally {
      act(() => root.unmount());
      host.remove();
    }
  });


  it("'chat.launcher' is the launcher for a page's island: its words load before it hydrates, its props are plain data", async () => {
    const Island = await chatIslands['chat.launcher']();
    expect(Island.catalogs).toEqual([chatLauncherCatalogs]);
    const props = JSON.parse(JSON.stringify({ page: 'login', platform: 'homepage' })) as { page: string; platform: string };
    const { api, bodies } = stubChatApi([reply('From the island.')]);
    const user = userEvent.setup();
    render(
      <PlatformProvider config={defaultPublicConfig} apiClient={api}>
        <Island {...props} />
      </PlatformProvider>,
    );
    await openWidget(user);
    await user.type(input(), 'hello{Enter}');
    await within(conversation()).findByText('From the island.');
    expect(bodies).toEqual([{ message: 'hello', context: { page: 'login', platform: 'homepage', extras: { locale: 'en' } } }]);
  });
});

describe('ChatLauncher: keyboard', () => {
  it('opens with Enter on the launcher and closes with Escape, focus back on the launcher', async () => {
    const { user } = setup();
    await user.tab();
    expect(launcher()).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('region', { name: `${defaultPublicConfig.brand.name} Assistant` });
    await waitFor(() => expect(input()).toHaveFocus()); // focus moves in once the panel is shown
    await user.keyboard('{Escape}');
    expect(queryPanel()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('Escape closes a maximized or minimized widget as well', async () => {
    wideScreen();
    const { user } = setup();
    await openWidget(user);
    await user.click(screen.getByRole('button', { name: m.maximize }));
    await user.keyboard('{Escape}');
    expect(queryPanel()).not.toBeInTheDocument();
    await user.click(launcher());
    await user.click(await screen.findByRole('button', { name: m.minimize }));
    await user.keyboard('{Escape}');
    expect(queryPanel()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('Enter sends; Shift+Enter adds a line without sending', async () => {
    const { user, bodies } = setup([reply('Two lines received.')]);
    await openWidget(user);
    await user.type(input(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input()).toHaveValue('first line\nsecond line');
    expect(bodies).toHaveLength(0);
    await user.keyboard('{Enter}');
    await within(conversation()).findByText('Two lines received.');
    expect(bodies).toEqual([
      { message: 'first line\nsecond line', context: { page: 'landing', platform: 'homepage', extras: { locale: 'en' } } },
    ]);
    expect(input()).toHaveValue('');
  });

  it('the input grows with its lines up to 3 rows', async () => {
    const { user } = setup();
    await openWidget(user);
    expect(input()).toHaveAttribute('rows', '1');
    await user.type(input(), 'one{Shift>}{Enter}{/Shift}two');
    expect(input()).toHaveAttribute('rows', '2');
    await user.type(input(), '{Shift>}{Enter}{/Shift}three');
    expect(input()).toHaveAttribute('rows', '3');
    await user.type(input(), '{Shift>}{Enter}{/Shift}four{Shift>}{Enter}{/Shift}five');
    expect(input()).toHaveAttribute('rows', '3');
  });

  it('the send button sends too, and is disabled while the input is blank', async () => {
    const { user, bodies } = setup([reply('Sent by button.')]);
    await openWidget(user);
    const send = screen.getByRole('button', { name: m.send });
    expect(send).toBeDisabled();
    await user.type(input(), '   ');
    expect(send).toBeDisabled();
    await user.type(input(), 'jobs');
    await user.click(send);
    await within(conversation()).findByText('Sent by button.');
    expect(bodies.map((b) => b.message)).toEqual(['jobs']);
  });
});

describe('ChatLauncher: sending', () => {
  it("sends {message, context: {page, platform, extras}} trimmed (extras with the page's language), shows the question, then the reply with its suggestions and sources", async () => {
    const { user, bodies } = setup(
      [
        reply(
          'Open jobs matching “kigali”:\n- **Junior Software Developer**, Kigali\nSee [Intambwe Jobs](https://jobs.example.com/jobs).',
          ['Remote jobs', 'Job search tips'],
          [{ title: 'Intambwe Jobs: open jobs', href: 'https://jobs.example.com/jobs' }],
        ),
      ],
      { page: 'login', platform: 'elearning', extras: { courseId: 'c1' } },
    );
    await openWidget(user);
    await user.type(input(), '   jobs in kigali  {Enter}');
    const conversation = screen.getByRole('region', { name: m.conversation });
    expect(within(conversation).getByText('jobs in kigali')).toBeInTheDocument();
    expect(await within(conversation).findByText('Junior Software Developer')).toBeInTheDocument();
    expect(bodies).toEqual([
      { message: 'jobs in kigali', context: { page: 'login', platform: 'elearning', extras: { courseId: 'c1', locale: 'en' } } },
    ]);
    const link = within(conversation).getByRole('link', { name: /^Intambwe Jobs\W*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://jobs.example.com/jobs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(conversation).getByRole('link', { name: /Intambwe Jobs: open jobs/ })).toHaveAttribute(
      'href',
      'https://jobs.example.com/jobs',
    );
    const suggestions = screen.getByRole('group', { name: m.suggestions });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Remote jobs', 'Job search tips']);
  });

  it('announces the reply in a polite live region', async () => {
    const { user } = setup([reply('We are open on Saturday from 9:00 AM.')]);
    await openWidget(user);
    await user.type(input(), 'saturday?{Enter}');
    await within(conversation()).findByText('We are open on Saturday from 9:00 AM.');
    const status = within(panel()).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('We are open on Saturday from 9:00 AM.');
  });

  it('a reply without suggestions offers the default ones', async () => {
    const { user } = setup([reply('Plain answer.')]);
    await openWidget(user);
    await user.type(input(), 'hello{Enter}');
    await within(conversation()).findByText('Plain answer.');
    const suggestions = screen.getByRole('group', { name: m.suggestions });
    expect(within(suggestions).getAllByRole('button')).toHaveLength(4);
  });

  it('a suggestion chip and a quick action send their text', async () => {
    const { user, bodies } = setup([reply('About us.'), reply('Jobs list.')]);
    await openWidget(user);
    await user.click(screen.getByRole('button', { name: 'Tell me more' }));
    await within(conversation()).findByText('About us.');
    const quick = screen.getByRole('group', { name: m.quickActions });
    await user.click(within(quick).getByRole('button', { name: 'Jobs' }));
    await within(conversation()).findByText('Jobs list.');
    expect(bodies.map((b) => b.message)).toEqual(['Tell me more', 'Jobs']);
  });

  it('does not send a blank message', async () => {
    const { user, bodies } = setup();
    await openWidget(user);
    await user.type(input(), '   {Shift>}{Enter}{/Shift}  {Enter}');
    expect(bodies).toHaveLength(0);
    expect(within(conversation()).getAllByRole('listitem')).toHaveLength(1); // the welcome message only
  });

  it("while pending: 'Thinking...', input, send, quick actions and suggestions disabled; nothing more is sent", async () => {
    const { user, bodies, release } = setup(['hold']);
    await openWidget(user);
    await user.type(input(), 'first question{Enter}');
    expect(within(conversation()).getByText(m.thinking)).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: m.send })).toBeDisabled();
    for (const button of within(screen.getByRole('group', { name: m.quickActions })).getAllByRole('button'))
      expect(button).toBeDisabled();
    expect(within(panel()).getByRole('status')).toHaveTextContent(m.thinking);

    await user.click(within(screen.getByRole('group', { name: m.quickActions })).getByRole('button', { name: 'Courses' }));
    await user.keyboard('{Enter}');
    expect(bodies).toHaveLength(1);

    await release();
    await within(conversation()).findByText('Released answer.');
    expect(within(conversation()).queryByText(m.thinking)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    await waitFor(() => expect(input()).toHaveFocus()); // focus moves in once the panel is shown
  });

  it('sends once when Enter is pressed twice quickly', async () => {
    const { user, bodies, release } = setup(['hold']);
    await openWidget(user);
    await user.type(input(), 'twice');
    await user.keyboard('{Enter}{Enter}');
    await release();
    await within(conversation()).findByText('Released answer.');
    expect(bodies.map((b) => b.message)).toEqual(['twice']);
  });
});

describe('ChatLauncher: failure', () => {
  it.each<[string, Answer]>([
    ['a server error', { status: 500, body: { success: false, error: 'boom', code: 'INTERNAL_ERROR' } }],
    ['a rate limit', { status: 429, body: { success: false, error: 'Too many requests.', code: 'RATE_LIMITED' } }],
    ['a dropped connection', 'offline'],
    ['an answer that breaks the contract', { status: 200, body: { success: true, data: { text: 'wrong shape' } } }],
  ])('on %s it replies with the failure message and Try again, Platform help, Contact support', async (_case, answer) => {
    const { user } = setup([answer]);
    await openWidget(user);
    await user.type(input(), 'jobs{Enter}');
    expect(await within(conversation()).findByText(m.failure)).toBeInTheDocument();
    const suggestions = screen.getByRole('group', { name: m.suggestions });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Try again', 'Platform help', 'Contact support']);
    expect(input()).toBeEnabled();
  });

  it('Try again sends the failed question again', async () => {
    const { user, bodies } = setup(['offline', reply('Now it works.')]);
    await openWidget(user);
    await user.type(input(), 'jobs in kigali{Enter}');
    await within(conversation()).findByText(m.failure);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await within(conversation()).findByText('Now it works.');
    expect(bodies.map((b) => b.message)).toEqual(['jobs in kigali', 'jobs in kigali']);
  });

  it('Contact support on the failure reply sends its text', async () => {
    const { user, bodies } = setup(['offline', reply('Write to us.')]);
    await openWidget(user);
    await user.type(input(), 'help{Enter}');
    await within(conversation()).findByText(m.failure);
    await user.click(within(screen.getByRole('group', { name: m.suggestions })).getByRole('button', { name: 'Contact support' }));
    await within(conversation()).findByText('Write to us.');
    expect(bodies.map((b) => b.message)).toEqual(['help', 'Contact support']);
  });
});

describe('ChatLauncher: safe replies', () => {
  it('shows HTML from the server as text, and keeps only safe links', async () => {
    const { user } = setup([reply('<img src=x onerror="alert(1)"> [click](javascript:alert(1)) and [ours](/#services)')]);
    await openWidget(user);
    await user.type(input(), 'hi{Enter}');
    const conversation = screen.getByRole('region', { name: m.conversation });
    expect(await within(conversation).findByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(conversation.querySelector('img')).toBeNull();
    expect(within(conversation).queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
    expect(within(conversation).getByRole('link', { name: 'ours' })).toHaveAttribute('href', '/#services');
  });
});

describe('ChatLauncher: on its own (sister platforms)', () => {
  it('works without PlatformProvider when given an API client and a brand name', async () => {
    const { api, bodies } = stubChatApi([reply('Hi from the job portal.')]);
    const user = userEvent.setup();
    render(<ChatLauncher apiClient={api} brandName="Intambwe Jobs" platform="job_portal" page="jobs" />);
    await user.click(screen.getByRole('button', { name: launcherMessages.open }));
    const region = await screen.findByRole('region', { name: 'Intambwe Jobs Assistant' });
    await user.type(within(region).getByRole('textbox'), 'hello{Enter}');
    await within(conversation()).findByText('Hi from the job portal.');
    expect(bodies).toEqual([{ message: 'hello', context: { page: 'jobs', platform: 'job_portal', extras: { locale: 'en' } } }]);
  });

  it('replies with the failure message when it has no API client at all', async () => {
    const user = userEvent.setup();
    render(<ChatLauncher />);
    await user.click(screen.getByRole('button', { name: launcherMessages.open }));
    const region = await screen.findByRole('region', { name: /Assistant$/ });
    await user.type(within(region).getByRole('textbox'), 'hello{Enter}');
    await waitFor(() => expect(within(conversation()).getByText(m.failure)).toBeInTheDocument());
  });
});
