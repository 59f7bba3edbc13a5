import type { MessageDescriptor } from '@intambwe/i18n';
import { footerMessages } from './messages';

const m = footerMessages;

/** A footer link: a route of this site, or one of the /app/* paths that live on a sister platform. */
export type FooterLink =
  | { kind: 'route'; label: MessageDescriptor; to: string }
  | { kind: 'app'; label: MessageDescriptor; path: '/app/jobs' | '/app/certificates' | '/app/interviews' };

/** SPEC §2: every footer link, grouped. */
export const FOOTER_GROUPS: readonly { title: MessageDescriptor; links: readonly FooterLink[] }[] = [
  {
    title: m.platform,
    links: [
      { kind: 'app', label: m.findJobs, path: '/app/jobs' },
      { kind: 'app', label: m.certificates, path: '/app/certificates' },
      { kind: 'route', label: m.companies, to: '/companies' },
      { kind: 'app', label: m.aiInterviewCoach, path: '/app/interviews' },
    ],
  },
  {
    title: m.company,
    links: [
      { kind: 'route', label: m.aboutUs, to: '/about' },
      { kind: 'route', label: m.blog, to: '/blog' },
      { kind: 'route', label: m.contactUs, to: '/contact' },
      { kind: 'route', label: m.support, to: '/support' },
    ],
  },
  {
    title: m.legal,
    links: [
      { kind: 'route', label: m.privacy, to: '/privacy' },
      { kind: 'route', label: m.terms, to: '/terms' },
      { kind: 'route', label: m.security, to: '/security' },
      { kind: 'route', label: m.cookies, to: '/cookies' },
      { kind: 'route', label: m.accessibility, to: '/accessibility' },
    ],
  },
];
