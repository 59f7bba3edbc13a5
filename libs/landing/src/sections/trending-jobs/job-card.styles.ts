import { defineStaticStyles } from '@intambwe/ui/static-styles';

/** SPEC §9: a job card is 500 px high. */
export const JOB_CARD_HEIGHT = '500px';

export const jobCardStyles = defineStaticStyles('job-card', () => ({
  height: { h: JOB_CARD_HEIGHT },
  body: { gap: '4' },
  tags: { display: 'flex', gap: '2', minH: '6', flexWrap: 'wrap', alignItems: 'center' },
  jobType: { ms: 'auto' },
  title: { lineHeight: 'short', lineClamp: '2' },
  details: { display: 'flex', flexDirection: 'column', gap: '3', flex: '1' },
  detail: { display: 'flex', gap: '2', alignItems: 'flex-start', fontSize: 'sm', minW: '0' },
  term: { display: 'flex', gap: '2', color: 'fg.muted', flexShrink: 0 },
  icon: { mt: '0.5', display: 'inline-flex' },
  value: { color: 'fg.muted', minW: '0', lineClamp: '3' },
  unclamped: { lineClamp: 'unset' },
  strong: { color: 'fg', fontWeight: 'semibold' },
  employer: { color: 'fg', fontWeight: 'medium', fontSize: 'md' },
  skills: { mt: 'auto', pt: '3', borderTopWidth: '1px', flexWrap: 'wrap' },
  skillList: { display: 'flex', gap: '1.5', flexWrap: 'wrap', mt: '-0.5' },
  actions: { pt: '1' },
  skeletonBody: { gap: '4' },
  row: { display: 'flex', gap: '2' },
  column: { display: 'flex', flexDirection: 'column', gap: '3' },
  block: { borderRadius: 'l2' },
  skeletonBadge: { w: '20', h: '5' },
  skeletonType: { w: '16', h: '5', ms: 'auto' },
  skeletonTitle: { w: '80%', h: '7' },
  line60: { w: '60%', h: '4' },
  line50: { w: '50%', h: '4' },
  line70: { w: '70%', h: '4' },
  line40: { w: '40%', h: '4' },
  line55: { w: '55%', h: '4' },
  skeletonButton: { w: 'full', h: '10', mt: 'auto' },
}));
