import { defineMessages } from '@intambwe/i18n';

/** Services section (its catalog: sections/locales). */
export const servicesMessages = /* @__PURE__ */ defineMessages('landing.services', {
  eyebrow: 'Our Services',
  title: 'Programs for every stage of your career',
  subtitle: 'Choose a field of interest to see its programs. Every program combines live sessions with a recognised certificate.',
  fieldsLabel: 'Fields of interest',
  programsIn: 'Programs in {field}',
  programCount: '{count, plural, one {# program} other {# programs}}',
  loadingPrograms: 'Loading programs…',
  programsFailed: 'The programs could not be loaded. Check your connection and try again.',
  retry: 'Try Again',
  startJourney: 'Start Your Journey Today',
});
