/**
 * The AI assistant. The page imports only the launcher: the widget is its own
 * chunk, fetched once the page is idle and opened on the first press.
 * Configure it through props or PlatformProvider. On a prerendered page the
 * launcher is an island (`chatIslands`). Its looks are plain CSS made at build
 * time from `@intambwe/chat-widget/static-styles`: no design-system runtime.
 *
 * Languages: the launcher and the widget speak the page's language (the
 * nearest I18nProvider of @intambwe/i18n; English without one) and send it
 * with every question. A host loads `chatLauncherCatalogs` with the page; the
 * widget's words (`chatWidgetCatalogs`) load with its code.
 */
export { ChatLauncher, loadChatWidget, type ChatLauncherProps, type LoadChatWidgetOptions } from './chat-launcher';
export { chatIslands } from './island-registry';
export type { ChatLauncherIslandProps } from './chat-launcher-island';
export { chatLauncherCatalogs, chatWidgetCatalogs } from './catalogs';
export type { ChatConfig, ChatMessage, ChatView } from './types';
export type { ChatWidgetProps } from './widget/chat-widget';
