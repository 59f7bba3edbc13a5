import { defineMessages, translate, useMessages, type Translated } from '@intambwe/i18n';
import { launcherMessages } from './launcher-messages';

export { launcherMessages };

/**
 * Every sentence the chat widget shows to people, in English (ICU messages);
 * French, Kinyarwanda and Swahili in `widget/locales/<language>.po`
 * (`chatWidgetCatalogs`, loaded with the widget's code). The launcher's words
 * live in a module of their own so a page does not ship the widget's.
 */
export const chatMessageDescriptors = /* @__PURE__ */ defineMessages('chat', {
  /** The widget's name, in its header. */
  title: '{brand} Assistant',
  subtitle: 'Programs, jobs, courses and your account',
  welcome:
    "Hello! I'm the {brand} assistant. I can help you with our programs and courses, open jobs, your account, and how to reach us. How can I help you today?",
  /** SPEC §8: suggestions of the welcome message, and of any reply without its own (each is sent as a question). */
  defaultSuggestions: {
    tellMeMore: 'Tell me more',
    platformHelp: 'Platform help',
    courses: 'Course recommendations',
    jobTips: 'Job search tips',
  },
  /** SPEC §8: the reply added when a question fails. */
  failure: 'Sorry, I encountered an error. Please try again later.',
  /** 'Try again' sends the failed question again; the others send their text. */
  failureSuggestions: {
    tryAgain: 'Try again',
    platformHelp: 'Platform help',
    contactSupport: 'Contact support',
  },
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
  /** Read before each message by screen readers. */
  you: 'You said',
  assistant: 'Assistant said',
  suggestions: 'Suggested questions',
  quickActions: 'Quick actions',
  /** Quick actions above the input, short enough for one row on a phone: each sends its text. */
  quickActionItems: {
    jobs: 'Jobs',
    courses: 'Courses',
    howItWorks: 'How it works',
    contact: 'Contact us',
  },
  sources: 'Sources',
  opensInNewTab: '(opens in a new tab)',
});

export type ChatMessages = Translated<typeof chatMessageDescriptors>;

/** The English messages (tests, stories). */
export const chatMessages: ChatMessages = /* @__PURE__ */ translate(chatMessageDescriptors, 'en');

/** The widget's messages in the screen's language. */
export function useChatMessages(): ChatMessages {
  return useMessages(chatMessageDescriptors);
}
