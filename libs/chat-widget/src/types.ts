import type { ApiClient } from '@intambwe/api-client';

/** SPEC §2: closed, open, minimized (header only), maximized (full screen). */
export type ChatView = 'closed' | 'open' | 'minimized' | 'maximized';

/** SPEC §3 'AI chat message', plus the sources a reply cites. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
  suggestions?: string[];
  sources?: Array<{ title: string; href: string }>;
  /** The failure reply: its 'Try again' sends the failed question again. */
  isError?: boolean;
}

/**
 * How a page configures the assistant. Everything is optional: inside a
 * PlatformProvider the API client and brand come from it; a sister platform
 * without one passes `apiClient` (and `brandName`) itself.
 */
export interface ChatConfig {
  /** Where the widget is mounted ('landing', 'login'...), sent as context.page. */
  page?: string;
  /** Which platform hosts it ('homepage', 'elearning', 'job_portal': the platform ids of @intambwe/contract), sent as context.platform. */
  platform?: string;
  /** Anything else the host wants the assistant to know, sent as context.extras. */
  extras?: Record<string, unknown>;
  /** The API client to use instead of PlatformProvider's. */
  apiClient?: ApiClient;
  /** The brand in the header and welcome, instead of PlatformProvider's. */
  brandName?: string;
}
