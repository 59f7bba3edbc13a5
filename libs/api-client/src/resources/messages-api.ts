import * as v from 'valibot';
import { ChatReplySchema, HealthSchema } from '@intambwe/contract';
import { successEnvelope } from '@intambwe/contract';
import type { ChatRequest, ContactRequest, NewsletterRequest } from '@intambwe/contract';
import type { ApiClient } from '../http/create-api-client';

const AcknowledgedSchema = v.object({ success: v.literal(true), message: v.optional(v.string()), data: v.optional(v.unknown()) });

/** POST /ai/chat: the assistant's reply and follow-up suggestions. */
export async function sendChatMessage(api: ApiClient, body: ChatRequest, signal?: AbortSignal) {
  return (await api.post('ai/chat', body, successEnvelope(ChatReplySchema), { signal, timeout: 30_000 })).data;
}

/** POST /contact: stored and sent to the support inbox. */
export async function sendContactMessage(api: ApiClient, body: ContactRequest) {
  return api.post('contact', body, AcknowledgedSchema);
}

/** POST /newsletter: idempotent. */
export async function subscribeToNewsletter(api: ApiClient, body: NewsletterRequest) {
  return api.post('newsletter', body, AcknowledgedSchema);
}

export async function fetchHealth(api: ApiClient) {
  return api.get('health', HealthSchema);
}
