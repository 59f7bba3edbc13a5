import * as v from 'valibot';
import { defaultBrand } from './public-config-defaults';
import { OpenIdClientSettingsSchema } from './openid';

/**
 * Brand facts: one configurable place for the name, contacts, social links,
 * business hours and sister-platform names. The server states the same facts
 * (assistant answers, emails) and sends them to the site in /config.json.
 * Demo contact details are placeholders on example.com.
 */
export const BrandSchema = v.object({
  name: v.string(),
  tagline: v.string(),
  contactEmail: v.string(),
  supportEmail: v.string(),
  phone: v.string(),
  address: v.string(),
  socialLinks: v.array(v.object({ label: v.string(), href: v.string() })),
  /**
   * Opening hours as written in English (`days`, `hours`), and optionally as
   * data (ISO weekdays 1-7, 24-hour times, a zone label) so other languages
   * can show them their own way; without the data every language shows the text.
   */
  businessHours: v.array(
    v.object({
      days: v.string(),
      hours: v.string(),
      firstDay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
      lastDay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
      opens: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
      closes: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
      zone: v.optional(v.string()),
    }),
  ),
  platforms: v.object({
    elearning: v.object({ name: v.string() }),
    jobPortal: v.object({ name: v.string() }),
  }),
});
export type Brand = v.InferOutput<typeof BrandSchema>;

/**
 * Public settings the site reads at run time (GET /config.json), so one build
 * serves every deployment. Nothing secret ever goes here.
 */
export const PublicConfigSchema = v.object({
  apiBaseUrl: v.string(),
  siteUrl: v.string(),
  elearningUrl: v.string(),
  jobPortalUrl: v.string(),
  googleClientId: v.optional(v.string(), ''),
  googleScriptUrl: v.string(),
  brand: v.optional(BrandSchema, defaultBrand),
  /** The developer pages (/test-google) exist only where the server says so (ENABLE_TEST_PAGES=true). */
  enableTestPages: v.optional(v.boolean(), false),
  /**
   * On a sister platform: how it signs people in, as a relying party of the
   * front door's OpenID Provider. Absent on the front door itself, whose
   * screens sign people in with the API directly.
   */
  openId: v.optional(OpenIdClientSettingsSchema),
});
export type PublicConfig = v.InferOutput<typeof PublicConfigSchema>;
