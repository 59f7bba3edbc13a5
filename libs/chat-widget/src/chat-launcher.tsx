import { catalogsReady, loadCatalogs, plainTexts, useLocale, warmIntl } from '@intambwe/i18n';
import { savesData, usePrefetchWhenIdle } from '@intambwe/ui';
import { buttonClass, cx, nextIdlePeriod, Spinner, staticClasses, VisuallyHidden } from '@intambwe/ui/static';
import { Bot } from 'lucide-react';
import { Component, startTransition, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { chatLauncherCatalogs, chatWidgetCatalogs } from './catalogs';
import type { chatLauncherStyles } from './chat-launcher.styles';
import { launcherMessageDescriptors } from './launcher-messages';
import type { ChatConfig, ChatView } from './types';
import type { ChatWidgetProps } from './widget/chat-widget';

export interface ChatLauncherProps extends ChatConfig {
  /**
   * How the widget's code and words in a language are fetched: `loadChatWidget`
   * by default. A host may wrap it (its own retries); stories use it to show a
   * dropped connection.
   */
  loadWidget?: (locale: string, options?: LoadChatWidgetOptions) => Promise<ComponentType<ChatWidgetProps>>;
}

const c = staticClasses<typeof chatLauncherStyles>('chat-launcher');
const launcherButton = cx(buttonClass({ variant: 'solid', size: 'lg', icon: true, round: true, palette: 'brand' }), c.button);

type Widget = ComponentType<ChatWidgetProps>;

/** The widget is its own chunk: nothing of it is downloaded before the page is idle (or the first press). */
let widgetModule: Promise<typeof import('./widget/chat-widget')> | null = null;

function widgetCode(): Promise<typeof import('./widget/chat-widget')> {
  if (!widgetModule) {
    const request = import('./widget/chat-widget');
    widgetModule = request;
    request.catch(() => {
      if (widgetModule === request) widgetModule = null;
    });
  }
  return widgetModule;
}

export interface LoadChatWidgetOptions {
  /**
   * A prefetch while the page is idle: the code's download, the words' and Intl's worker each start
   * in their own idle period, and the first formatting in another, so no press waits behind all of
   * them at once (on a phone, tens of milliseconds together). A press loads without pacing.
   */
  paced?: boolean;
}

const ignore = () => undefined;

/**
 * Loads the widget's code and, given a language, its words in that language
 * and what its first render needs in it (all before the first open, so the
 * panel opens whole at once; Intl's data off the main thread, `warmIntl`).
 * Called with no language it prefetches the code only. A failed download is
 * tried again on the next call.
 */
export function loadChatWidget(locale?: string, { paced = false }: LoadChatWidgetOptions = {}): Promise<Widget> {
  const code = widgetCode();
  if (!locale) return code.then((module) => module.ChatWidget);
  if (paced) return loadInIdleSteps(code, locale);
  return Promise.all([code, loadCatalogs(locale, [chatWidgetCatalogs]), warmIntl(locale)]).then(([module]) =>
    preparedWidget(module, locale),
  );
}

/** The widget once its first render's work in `locale` is done (its times' formatter made). */
function preparedWidget(module: Awaited<ReturnType<typeof widgetCode>>, locale: string): Widget {
  module.prepareChatWidget(locale);
  return module.ChatWidget;
}

async function loadInIdleSteps(code: ReturnType<typeof widgetCode>, locale: string): Promise<Widget> {
  // A failure is reported once, below, after the other steps: handled meanwhile, not an unhandled rejection.
  code.catch(ignore);
  await nextIdlePeriod();
  const words = loadCatalogs(locale, [chatWidgetCatalogs]);
  words.catch(ignore);
  await nextIdlePeriod();
  const [module] = await Promise.all([code, words, warmIntl(locale)]);
  await nextIdlePeriod();
  return preparedWidget(module, locale);
}

const LAUNCHER_CATALOGS = [chatLauncherCatalogs];

/**
 * The launcher's words in the page's language. A host loads them with the
 * page (`chatLauncherCatalogs`, the island's `catalogs`); one that did not gets
 * them here, English showing until they come. They include the note shown
 * when the widget cannot be downloaded: nothing is fetched to say so.
 */
function useLauncherTexts(locale: string) {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (catalogsReady(locale, LAUNCHER_CATALOGS)) return;
    let current = true;
    loadCatalogs(locale, LAUNCHER_CATALOGS).then(
      () => current && setLoaded((count) => count + 1),
      () => undefined, // English stays
    );
    return () => {
      current = false;
    };
  }, [locale]);
  // Four lookups, read on each render: the words show as soon as their catalog is in.
  return plainTexts(launcherMessageDescriptors, locale);
}

/** Keeps the launcher (and the page) standing if the widget fails while rendering; the next press starts it afresh. */
class WidgetBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The floating AI assistant button. It is all the page ships of the assistant:
 * the widget's code and words are fetched once the page is idle (not for a
 * person who saves data: then on hover, focus or the first press), and it then
 * stays mounted so the conversation survives closing. Focus returns here on
 * close. When the widget cannot be downloaded (the connection dropped), a note
 * beside the button says so in the page's language, and the next press tries again.
 * What it loads is code and words, not server state, and it is part of every
 * page's first download: no react-query here (it stays in the lazy chunks).
 */
export function ChatLauncher({ loadWidget = loadChatWidget, ...props }: ChatLauncherProps) {
  const locale = useLocale();
  const m = useLauncherTexts(locale);
  const [view, setView] = useState<ChatView>('closed');
  const [Widget, setWidget] = useState<Widget | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // A widget that failed while rendering is mounted afresh on the next press.
  const [attempt, setAttempt] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The widget once its code and words are here: a press then opens it at once.
  const fetched = useRef<Widget | null>(null);
  const fetchWidget = (options?: LoadChatWidgetOptions) =>
    loadWidget(locale, options).then((component) => {
      fetched.current = component;
      return component;
    });
  // Fetched ahead, the widget is mounted closed: its conversation and words made, its panel made and hidden,
  // as a transition (in slices, put aside for any press). The press that opens it then only shows the panel.
  const fetchAhead = (options?: LoadChatWidgetOptions) =>
    fetchWidget(options).then((component) => {
      startTransition(() => setWidget((current: Widget | null) => current ?? component));
      return component;
    });

  // While the page is idle, in steps; on a hover or focus (a press may follow), at once.
  usePrefetchWhenIdle([() => fetchAhead({ paced: true })]);

  useEffect(() => {
    if (view !== 'closed') wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [view]);

  const open = () => {
    setFailed(false);
    // Fetched ahead (the usual case): the panel shows in this very press, no waiting on a promise.
    const ready = Widget ?? fetched.current;
    if (ready) {
      if (!Widget) setWidget(() => ready);
      setView('open');
      return;
    }
    setLoading(true);
    fetchWidget().then(
      (component) => {
        setWidget(() => component);
        setLoading(false);
        setView('open');
      },
      () => {
        setLoading(false);
        setFailed(true);
      },
    );
  };

  const onWidgetError = useCallback(() => {
    setView('closed');
    setWidget(null);
    setFailed(true);
    setAttempt((count) => count + 1);
  }, []);

  const isOpen = view !== 'closed';
  const prefetch = () => {
    if (!savesData()) void fetchAhead().catch(() => undefined);
  };

  return (
    <div className={c.root}>
      <button
        ref={button}
        type="button"
        aria-label={isOpen ? m.close : m.open}
        title={isOpen ? m.close : m.open}
        aria-expanded={isOpen}
        aria-busy={loading || undefined}
        className={launcherButton}
        onClick={() => (isOpen ? setView('closed') : loading ? undefined : open())}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {loading ? <Spinner size="sm" /> : <Bot aria-hidden="true" />}
      </button>
      <div role="status" className={c.status}>
        {loading && <VisuallyHidden>{m.loading}</VisuallyHidden>}
        {failed && <p className={c.note}>{m.loadFailed}</p>}
      </div>
      {Widget && (
        <WidgetBoundary key={attempt} onError={onWidgetError}>
          <Widget {...props} view={view} onViewChange={setView} />
        </WidgetBoundary>
      )}
    </div>
  );
}
ChatLauncher.displayName = 'ChatLauncher';
