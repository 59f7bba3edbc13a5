/** The query parameter the server's confirmation link sends people back with (apps/api newsletter routes). */
export const NEWSLETTER_PARAM = 'newsletter';
