/**
 * A profile picture address we keep (it ends up in an `<img src>` on our pages
 * and the sister platforms'): https only, on Google's image hosts
 * (`lh3.googleusercontent.com` and the other `*.googleusercontent.com` names,
 * where Google serves account pictures). Nothing else: no http, no other host,
 * no credentials or port in the address.
 */
const GOOGLE_PICTURE = /^https:\/\/[a-z0-9-]{1,63}\.googleusercontent\.com(?:\/[^\s\\]*)?$/;

export function isGooglePictureUrl(value: string): boolean {
  return GOOGLE_PICTURE.test(value);
}
