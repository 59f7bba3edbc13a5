/**
 * The AI assistant. The page imports only the launcher: the widget is its own
 * chunk, loaded on first open. Configure it through props or PlatformProvider.
 *
 * Languages: the launcher and the widget speak the page's language (the
 * nearest I18nProvider of @intambwe/i18n; English without one) and send it
 * with every question. A host loads `chatLauncherCatalogs` with the page; the
 * widget's words (`chatWidgetCatalogs`) load with its code.
 */
export { ChatLauncher, loadChatWidget, type ChatLauncherProps } from './chat-launcher';
export { chatLauncherCatalogs, chatWidgetCatalogs } from './catalogs';
export type { ChatConfig, ChatMessage, ChatView } from './types';
export type { ChatWidgetProps } from './widget/chat-widget';
