import { Box, Button, Flex, Heading, IconButton, Portal, Text, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { defaultBrand, type PublicConfig } from '@intambwe/contract';
import { useApiClient, usePlatformConfig, type ApiClient } from '@intambwe/api-client';
import { useLocale, WithCatalogs } from '@intambwe/i18n';
import { usePrefersReducedMotion, useComponentRecipes } from '@intambwe/ui';
import { Bot, ChevronUp, Maximize2, Minimize2, Minus, X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { CHAT_WIDGET_CATALOGS } from '../catalogs';
import { useChatMessages } from '../messages';
import type { ChatConfig, ChatMessage, ChatView } from '../types';
import { Composer } from './composer';
import { MessageList, timeFormat } from './message-list';
import { plainText } from './parse-rich-text';
import { assistantMessage, useConversation } from './use-conversation';
import { useWideScreen } from './use-wide-screen';

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

function useOptionalApiClient(): ApiClient | null {
  try {
    return useApiClient();
  } catch {
    return null;
  }
}

/** Where the panel sits: full screen when maximized and always on small screens; docked otherwise. */
const frames = {
  fullScreen: {
    top: '0',
    insetStart: '0',
    insetEnd: '0',
    bottom: '0',
    w: '100%',
    h: '100dvh',
    borderRadius: '0',
    borderWidth: '0',
  },
  docked: {
    insetEnd: '6',
    bottom: '6',
    w: '380px',
    h: 'min(620px, calc(100dvh - 3rem))',
    borderRadius: 'xl',
    borderWidth: '1px',
  },
  minimizedWide: { insetEnd: '6', bottom: '6', w: '320px', borderRadius: 'xl', borderWidth: '1px' },
  minimizedSmall: {
    insetStart: '0',
    insetEnd: '0',
    bottom: '0',
    w: '100%',
    borderRadius: '0',
    borderWidth: '0',
    borderTopWidth: '1px',
  },
} satisfies Record<string, BoxProps>;

const headerButton = {
  size: 'sm',
  variant: 'ghost',
  color: 'brand.contrast',
  _hover: { bg: 'blackAlpha.200' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.contrast', outlineOffset: '-2px' },
} as const;

/**
 * The AI assistant chat (SPEC §2): a panel that is open, minimized (header
 * only) or maximized (full screen; always full screen on small screens). It
 * keeps its conversation while closed. Loaded on first open by ChatLauncher,
 * which loads its words in the page's language with its code; mounted on its
 * own, it waits for them (nothing shows meanwhile).
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
  useComponentRecipes();
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

  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
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
  const reducedMotion = usePrefersReducedMotion();
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

  if (view === 'closed') return null;
  const minimized = view === 'minimized';
  const maximized = view === 'maximized';
  const fullScreen = !minimized && (maximized || !wide);
  const frame = minimized
    ? wide
      ? frames.minimizedWide
      : frames.minimizedSmall
    : fullScreen
      ? frames.fullScreen
      : frames.docked;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onViewChange('closed');
    }
  };

  return (
    <Portal>
      <Box
        as="section"
        ref={panel}
        aria-labelledby={titleId}
        data-view={view}
        data-full-screen={fullScreen}
        onKeyDown={onKeyDown}
        position="fixed"
        zIndex="modal"
        display="flex"
        flexDirection="column"
        overflow="hidden"
        bg="bg.panel"
        color="fg"
        borderColor="border"
        boxShadow="xl"
        {...frame}
        {...(reducedMotion ? {} : { animationName: 'fade-in, slide-from-bottom', animationDuration: 'moderate' })}
      >
        <Flex as="header" align="center" gap="2" px="3" py="2" bg="brand.solid" color="brand.contrast" flexShrink="0">
          <Bot aria-hidden="true" />
          <Box flex="1" minW="0">
            <Heading as="h2" size="sm" id={titleId} lineClamp={2}>
              {m.title({ brand })}
            </Heading>
            {!minimized && (
              <Text fontSize="xs" truncate>
                {m.subtitle}
              </Text>
            )}
          </Box>
          {minimized ? (
            <IconButton
              ref={restore}
              aria-label={m.restore}
              title={m.restore}
              onClick={() => onViewChange('open')}
              {...headerButton}
            >
              <ChevronUp aria-hidden="true" />
            </IconButton>
          ) : (
            <IconButton aria-label={m.minimize} title={m.minimize} onClick={() => onViewChange('minimized')} {...headerButton}>
              <Minus aria-hidden="true" />
            </IconButton>
          )}
          {(wide || maximized) && (
            // Small screens are always full screen: there the toggle would do nothing.
            <IconButton
              aria-label={maximized ? m.exitMaximized : m.maximize}
              title={maximized ? m.exitMaximized : m.maximize}
              aria-pressed={maximized}
              onClick={() => onViewChange(maximized ? 'open' : 'maximized')}
              {...headerButton}
            >
              {maximized ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
            </IconButton>
          )}
          <IconButton aria-label={m.close} title={m.close} onClick={() => onViewChange('closed')} {...headerButton}>
            <X aria-hidden="true" />
          </IconButton>
        </Flex>

        {!minimized && (
          <Flex direction="column" flex="1" minH="0" w="100%" maxW={fullScreen && wide ? '3xl' : undefined} mx="auto">
            <MessageList messages={messages} pending={pending} onSuggestion={choose} />
            <Flex role="group" aria-label={m.quickActions} gap="2" px="3" py="2" flexShrink="0" wrap="wrap">
              {Object.values(m.quickActionItems).map((action) => (
                <Button key={action} size="xs" variant="subtle" disabled={pending} onClick={() => send(action)}>
                  {action}
                </Button>
              ))}
            </Flex>
            <Composer pending={pending} onSend={send} inputRef={inputRef} />
          </Flex>
        )}
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      </Box>
    </Portal>
  );
}
ChatPanel.displayName = 'ChatPanel';

/**
 * Does ahead, while the page is idle, what the first open would otherwise pay
 * for: the clock format of the language (Intl loads its data for it on first
 * use, about 40 ms on a phone at 4x CPU, in the press that opens the panel).
 */
export function prepareChatWidget(locale: string): void {
  timeFormat(locale);
}

export default ChatWidget;
