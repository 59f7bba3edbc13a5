import { IconButton, VisuallyHidden } from '@chakra-ui/react';
import { Bot } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { launcherMessages as m } from './launcher-messages';
import type { ChatConfig, ChatView } from './types';
import type { ChatWidgetProps } from './widget/chat-widget';

export type ChatLauncherProps = ChatConfig;

/** The widget is its own chunk: nothing of it is downloaded before the first open (or hover). */
let widgetModule: Promise<ComponentType<ChatWidgetProps>> | null = null;
export function loadChatWidget(): Promise<ComponentType<ChatWidgetProps>> {
  widgetModule ??= import('./widget/chat-widget').then((module) => module.ChatWidget);
  widgetModule.catch(() => {
    widgetModule = null; // a failed download is tried again on the next open
  });
  return widgetModule;
}

/**
 * The floating AI assistant button. It is all the page ships of the assistant:
 * the widget is loaded on first open (prefetched on hover or focus), then stays
 * mounted so the conversation survives closing. Focus returns here on close.
 */
export function ChatLauncher(props: ChatLauncherProps) {
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
    loadChatWidget().then(
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
  }, [Widget]);

  const isOpen = view !== 'closed';
  const prefetch = () => {
    void loadChatWidget().catch(() => undefined);
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
