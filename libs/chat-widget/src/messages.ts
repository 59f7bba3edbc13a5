import { launcherMessages } from './launcher-messages';

export { launcherMessages };

/**
 * Every string the chat widget shows to people. English first; other languages
 * (French, Kinyarwanda, Swahili) come through the same keys. The launcher's
 * strings live in a module of their own so the page does not ship the widget's.
 */
export const chatMessages = {
  /** The widget's name, in its header. */
  title: (brand: string) => `${brand} Assistant`,
  subtitle: 'Programs, jobs, courses and your account',
  welcome: (brand: string) =>
    `Hello! I'm the ${brand} assistant. I can help you with our programs and courses, open jobs, your account, and how to reach us. How can I help you today?`,
  /** SPEC §8: suggestions of the welcome message, and of any reply without its own. */
  defaultSuggestions: ['Tell me more', 'Platform help', 'Course recommendations', 'Job search tips'],
  /** SPEC §8: the reply added when a question fails. */
  failure: 'Sorry, I encountered an error. Please try again later.',
  /** The first of these sends the failed question again; the others send their text. */
  failureSuggestions: ['Try again', 'Platform help', 'Contact support'],
  thinking: 'Thinking...',
  inputLabel: 'Your question',
  placeholder: 'Ask me anything…',
  send: 'Send message',
  minimize: 'Minimize chat',
  restore: 'Restore chat',
  maximize: 'Maximize chat',
  exitMaximized: 'Exit full screen',
  close: 'Close chat',
  conversation: 'Conversation',
  you: 'You said',
  assistant: 'Assistant said',
  suggestions: 'Suggested questions',
  quickActions: 'Quick actions',
  /** Quick actions above the input, short enough for one row on a phone: each sends its text. */
  quickActionItems: ['Jobs', 'Courses', 'How it works', 'Contact us'],
  sources: 'Sources',
  opensInNewTab: '(opens in a new tab)',
  notConfigured: 'The assistant is not configured: pass apiClient, or wrap the page in PlatformProvider.',
};

export type ChatMessages = typeof chatMessages;
