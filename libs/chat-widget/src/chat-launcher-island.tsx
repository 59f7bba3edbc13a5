import { chatLauncherCatalogs } from './catalogs';
import { ChatLauncher } from './chat-launcher';
import type { ChatConfig } from './types';

/** What a prerendered page gives the launcher island: plain data (it travels in the page as JSON). */
export type ChatLauncherIslandProps = Pick<ChatConfig, 'platform' | 'extras' | 'brandName'> & {
  /** Where the launcher is ('landing', 'login'...), sent with every question as context.page. */
  page: string;
};

/**
 * The launcher as an island of a prerendered page, hydrated on a root of its
 * own: its words (`chatLauncherCatalogs`, the note about a dropped connection
 * included) are loaded before it hydrates. The API client and the brand come
 * from the PlatformProvider and the language from the I18nProvider the host
 * wraps its islands in.
 */
export function ChatLauncherIsland(props: ChatLauncherIslandProps) {
  return <ChatLauncher {...props} />;
}
ChatLauncherIsland.displayName = 'ChatLauncherIsland';
ChatLauncherIsland.catalogs = [chatLauncherCatalogs] as const;
