/** Every sentence the server sends to people (the `error` of failures, neutral notices, emails). */
export const serverMessages = {
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send a JSON object.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  payloadTooLarge: 'The request body is too large.',
  notFound: 'Not found.',
  routeNotFound: 'No such API route.',
  rateLimited: (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`,
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  courseNotFound: 'Course not found.',
};

export const contactMessages = {
  received: 'Thank you! Your message has been sent. We usually reply within one business day.',
  subscribed: "You're subscribed! Watch your inbox for career tips and new programs.",
  supportSubject: (subject: string | undefined, name: string) => `[Contact form] ${subject || 'Message'} from ${name}`,
};
