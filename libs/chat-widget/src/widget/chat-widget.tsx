import { defaultBrand, type PublicConfig } from '@intambwe/contract';
import { useApiClient, usePlatformConfig, type ApiClient } from '@intambwe/api-client';
import { useLocale, WithCatalogs } from '@intambwe/i18n';
import { buttonClass, cx, headingClass, staticClasses, VisuallyHidden } from '@intambwe/ui/static';
import { Bot, ChevronUp, Maximize2, Minimize2, Minus, X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CHAT_WIDGET_CATALOGS } from '../catalogs';
import { useChatMessages } from '../messages';
import type { ChatConfig, ChatMessage, ChatView } from '../types';
import type { chatPanelStyles } from './chat-widget.styles';
import { Composer } from './composer';
import { MessageList, timeFormat } from './message-list';
import { plainText } from './parse-rich-text';
import { assistantMessage, useConversation } from './use-conversation';
import { useElementId } from './use-element-id';
import { useWideScreen } from './use-wide-screen';

const c = staticClasses<typeof chatPanelStyles>('chat-panel');
const headerButton = cx(buttonClass({ variant: 'ghost', size: 'sm', icon: true }), c.headerButton);
const quickAction = cx(buttonClass({ variant: 'subtle', size: 'sm' }), c.buttonXs);

export interface ChatWidgetProps extends ChatConfig {
  view: ChatView;
  onViewChange: (view: ChatView) => void;
  /** Messages to start with instead of the welcome message (stories, restoring a conversation). */
  initialMessages?: ChatMessage[];
}

/** PlatformProvider's configuration, or null on a page without it (sister platforms may pass props instead). */
function useOptionalPlatformConfig(): PublicConfig | null {
  try {
    return usePlatformConfig();
  } catch {
    return null;
  }
}

/** PlatformProvider's shared API client, or null on a page without it. */
function useOptionalApiClient(): ApiClient | null {
  try {
    return useApiClient();
  } catch {
    return null;
  }
}

/**
 * The AI assistant chat (SPEC §2): a panel that is open, minimized (header
 * only) or maximized (full screen; always full screen on small screens). It
 * keeps its conversation, and the question being typed, while closed (then hidden). Loaded
 * on first open by ChatLauncher, which loads its words in the page's language
 * with its code; mounted on its own, it waits for them (nothing shows meanwhile).
 * Its looks are plain CSS made at build time (`@intambwe/chat-widget/static-styles`).
 */
export function ChatWidget(props: ChatWidgetProps) {
  return (
    <Suspense fallback={null}>
      <WithCatalogs catalogs={CHAT_WIDGET_CATALOGS}>
        <ChatPanel {...props} />
      </WithCatalogs>
    </Suspense>
  );
}
ChatWidget.displayName = 'ChatWidget';

function ChatPanel({
  view,
  onViewChange,
  initialMessages,
  page,
  platform = 'homepage',
  extras,
  apiClient,
  brandName,
}: ChatWidgetProps) {
  const m = useChatMessages();
  const locale = useLocale();
  const platformConfig = useOptionalPlatformConfig();
  const platformApi = useOptionalApiClient();
  const brand = brandName ?? platformConfig?.brand.name ?? defaultBrand.name;
  const api = apiClient ?? platformApi;
  // The page's language goes with every question: the assistant answers in it when a question is too short to tell.
  // A host that states a language in `extras` is taken at its word.
  const context = useMemo(() => ({ page, platform, extras: { locale, ...extras } }), [page, platform, extras, locale]);
  const words = useMemo(
    () => ({
      defaultSuggestions: Object.values(m.defaultSuggestions),
      failure: m.failure,
      failureSuggestions: Object.values(m.failureSuggestions),
    }),
    [m],
  );
  const { messages, pending, send, choose } = useConversation({
    api,
    context,
    words,
    initialMessages: () => initialMessages ?? [assistantMessage(m.welcome({ brand }), { suggestions: words.defaultSuggestions })],
  });
  // What is being typed outlives the input (it is not rendered while minimized or closed).
  const [draft, setDraft] = useState('');

  const titleId = useElementId();
  const input = useRef<HTMLTextAreaElement | null>(null);
  // The panel renders in a portal, so the input may mount after the effect that wants it focused.
  const focusInputOnMount = useRef(false);
  const inputRef = useCallback((element: HTMLTextAreaElement | null) => {
    input.current = element;
    if (element && focusInputOnMount.current) {
      focusInputOnMount.current = false;
      element.focus();
    }
  }, []);
  const focusInput = () => {
    if (input.current) input.current.focus();
    else focusInputOnMount.current = true;
  };
  const restore = useRef<HTMLButtonElement>(null);
  const wide = useWideScreen();

  // Focus: the input when the panel opens or is restored; the restore button when minimized.
  const previousView = useRef<ChatView>('closed');
  useEffect(() => {
    const before = previousView.current;
    previousView.current = view;
    if (before === view) return;
    if ((view === 'open' || view === 'maximized') && (before === 'closed' || before === 'minimized')) focusInput();
    else if (view === 'minimized') restore.current?.focus();
  }, [view]);

  // The input was disabled while the reply was pending: give focus back when it arrives.
  useEffect(() => {
    if (pending || (view !== 'open' && view !== 'maximized')) return;
    const active = document.activeElement;
    if (!active || active === document.body) focusInput();
  }, [pending, view]);

  // A polite live region announces 'Thinking...' and then each reply.
  const last = messages.at(-1);
  const announcement = pending ? m.thinking : last && !last.isUser ? plainText(last.text) : '';

  if (typeof document === 'undefined') return null;
  // Closed, the panel is made all the same, hidden (display: none, out of the accessibility tree and the tab
  // order): the press that opens it then only shows it, instead of creating its elements then.
  const closed = view === 'closed';
  const minimized = view === 'minimized';
  const maximized = view === 'maximized';
  const fullScreen = !minimized && (maximized || !wide);
  const frame = minimized ? (wide ? c.minimizedWide : c.minimizedSmall) : fullScreen ? c.fullScreen : c.docked;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onViewChange('closed');
    }
  };

  return createPortal(
    // Not modal: the page stays usable beside a docked panel; Escape closes it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      hidden={closed}
      aria-labelledby={titleId}
      data-view={view}
      data-full-screen={fullScreen}
      onKeyDown={onKeyDown}
      className={cx(c.panel, frame)}
    >
      <header className={c.header}>
        <Bot aria-hidden="true" />
        <div className={c.heading}>
          <h2 id={titleId} className={cx(headingClass('sm'), c.title)}>
            {m.title({ brand })}
          </h2>
          {!minimized && <p className={c.subtitle}>{m.subtitle}</p>}
        </div>
        {minimized ? (
          <button
            ref={restore}
            type="button"
            aria-label={m.restore}
            title={m.restore}
            className={headerButton}
            onClick={() => onViewChange('open')}
          >
            <ChevronUp aria-hidden="true" />
          </button>
        ) : (
          <button type="button" aria-label={m.minimize} title={m.minimize} className={headerButton} onClick={() => onViewChange('minimized')}>
            <Minus aria-hidden="true" />
          </button>
        )}
        {(wide || maximized) && (
          // Small screens are always full screen: there the toggle would do nothing.
          <button
            type="button"
            aria-label={maximized ? m.exitMaximized : m.maximize}
            title={maximized ? m.exitMaximized : m.maximize}
            aria-pressed={maximized}
            className={headerButton}
            onClick={() => onViewChange(maximized ? 'open' : 'maximized')}
          >
            {maximized ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          </button>
        )}
        <button type="button" aria-label={m.close} title={m.close} className={headerButton} onClick={() => onViewChange('closed')}>
          <X aria-hidden="true" />
        </button>
      </header>

      {!minimized && (
        <div className={cx(c.body, fullScreen && wide && c.bodyNarrow)}>
          <MessageList messages={messages} pending={pending} onSuggestion={choose} />
          <div role="group" aria-label={m.quickActions} className={c.quickActions}>
            {Object.values(m.quickActionItems).map((action) => (
              <button key={action} type="button" className={quickAction} disabled={pending} onClick={() => send(action)}>
                {action}
              </button>
            ))}
          </div>
          <Composer pending={pending} value={draft} onValueChange={setDraft} onSend={send} inputRef={inputRef} />
        </div>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </section>,
    document.body,
  );
}
ChatPanel.displayName = 'ChatPanel';

/**
 * Does ahead, while the page is idle, what the first open would otherwise pay
 * for: the clock format of the language. Made after `warmIntl` (the launcher
 * waits for it), it takes a fraction of a millisecond; made cold, Intl would
 * load its data for it here, a long task on a phone.
 */
export function prepareChatWidget(locale: string): void {
  timeFormat(locale);
}

export default ChatWidget;
