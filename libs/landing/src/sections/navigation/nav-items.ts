import type { SisterPlatform } from '@intambwe/contract';
import type { MessageDescriptor } from '@intambwe/i18n';
import { ANCHORS, type AnchorId } from '../../shared/links';
import { landingMessages } from '../../messages';

const m = landingMessages.nav;

export type NavItem =
  | { kind: 'anchor'; label: MessageDescriptor; anchor: AnchorId }
  | { kind: 'external'; label: MessageDescriptor; platform: SisterPlatform };

/** SPEC §2 navigation items, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'anchor', label: m.home, anchor: ANCHORS.hero },
  { kind: 'anchor', label: m.about, anchor: ANCHORS.about },
  { kind: 'anchor', label: m.services, anchor: ANCHORS.services },
  { kind: 'anchor', label: m.howItWorks, anchor: ANCHORS.howItWorks },
  { kind: 'external', label: m.elearning, platform: 'elearning' },
  { kind: 'external', label: m.jobPortal, platform: 'job_portal' },
  { kind: 'anchor', label: m.trendingJobs, anchor: ANCHORS.trendingJobs },
  { kind: 'anchor', label: m.testimonials, anchor: ANCHORS.testimonials },
];
