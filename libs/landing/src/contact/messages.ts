import { defineMessages } from '@intambwe/i18n';

/** Contact form and dialog (catalog: sections/locales; the contact page loads it too). */
export const contactMessages = /* @__PURE__ */ defineMessages('landing.contact', {
  title: 'Contact us',
  description: 'Questions about programs, partnerships or your account? Send us a message and we will reply by email.',
  name: 'Your name',
  email: 'Email address',
  subject: 'Subject',
  subjectHint: 'Optional',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending…',
  successTitle: 'Message sent',
  sent: 'Thank you! Your message has been sent. We usually reply within one business day.',
  sendAnother: 'Send another message',
  failureTitle: 'Your message was not sent',
  close: 'Close',
  closeDialog: 'Close the contact form',
});
