/**
 * The AI assistant. The page imports only the launcher: the widget is its own
 * chunk, loaded on first open. Configure it through props or PlatformProvider.
 */
export { ChatLauncher, loadChatWidget, type ChatLauncherProps } from './chat-launcher';
export type { ChatConfig, ChatMessage, ChatView } from './types';
export type { ChatWidgetProps } from './widget/chat-widget';
