import { IconButton, VisuallyHidden } from '@chakra-ui/react';
import { catalogsReady, loadCatalogs, plainTexts, useLocale } from '@intambwe/i18n';
import { Bot } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { chatLauncherCatalogs, chatWidgetCatalogs } from './catalogs';
import { launcherMessageDescriptors } from './launcher-messages';
import type { ChatConfig, ChatView } from './types';
import type { ChatWidgetProps } from './widget/chat-widget';

export type ChatLauncherProps = ChatConfig;

/** The widget is its own chunk: nothing of it is downloaded before the first open (or hover). */
let widgetModule: Promise<typeof import('./widget/chat-widget')> | null = null;

/**
 * Loads the widget's code and, given a language, its words in that language
 * and what its first render needs in it (all before the first open, so the
 * panel opens whole at once). Called with no language it prefetches the code only.
 */
export function loadChatWidget(locale?: string): Promise<ComponentType<ChatWidgetProps>> {
  widgetModule ??= import('./widget/chat-widget');
  widgetModule.catch(() => {
    widgetModule = null; // a failed download is tried again on the next open
  });
  if (!locale) return widgetModule.then((module) => module.ChatWidget);
  return Promise.all([widgetModule, loadCatalogs(locale, [chatWidgetCatalogs])]).then(([module]) => {
    module.prepareChatWidget(locale);
    return module.ChatWidget;
  });
}

const LAUNCHER_CATALOGS = [chatLauncherCatalogs];

/**
 * The launcher's words in the page's language. A host loads them with the
 * page (`chatLauncherCatalogs`); one that did not gets them here, English
 * showing until they come.
 */
function useLauncherTexts() {
  const locale = useLocale();
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

/**
 * The floating AI assistant button. It is all the page ships of the assistant:
 * the widget is loaded on first open (prefetched on hover or focus), then stays
 * mounted so the conversation survives closing. Focus returns here on close.
 */
export function ChatLauncher(props: ChatLauncherProps) {
  const m = useLauncherTexts();
  const locale = useLocale();
  const [view, setView] = useState<ChatView>('closed');
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (view !== 'closed') wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [view]);

  const open = useCallback(() => {
    setFailed(false);
    if (Widget) {
      setView('open');
      return;
    }
    setLoading(true);
    loadChatWidget(locale).then(
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
  }, [Widget, locale]);

  const isOpen = view !== 'closed';
  const prefetch = () => {
    void loadChatWidget(locale).catch(() => undefined);
  };

  return (
    <>
      <IconButton
        ref={button}
        aria-label={isOpen ? m.close : m.open}
        title={isOpen ? m.close : m.open}
        aria-expanded={isOpen}
        aria-busy={loading || undefined}
        borderRadius="full"
        size="lg"
        boxShadow="lg"
        colorPalette="brand"
        onClick={() => (isOpen ? setView('closed') : open())}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Bot aria-hidden="true" />
      </IconButton>
      <VisuallyHidden role="status">{loading ? m.loading : failed ? m.loadFailed : ''}</VisuallyHidden>
      {Widget && <Widget {...props} view={view} onViewChange={setView} />}
    </>
  );
}
ChatLauncher.displayName = 'ChatLauncher';
