/** Services section. English first; other languages come through the same keys. */
export const servicesMessages = {
  eyebrow: 'Our Services',
  title: 'Programs for every stage of your career',
  subtitle: 'Choose a field of interest to see its programs. Every program combines live sessions with a recognised certificate.',
  fieldsLabel: 'Fields of interest',
  programsIn: (field: string) => `Programs in ${field}`,
  programCount: (count: number) => `${count} programs`,
  loadingPrograms: 'Loading programs…',
  programsFailed: 'The programs could not be loaded. Check your connection and try again.',
  retry: 'Try Again',
  startJourney: 'Start Your Journey Today',
} as const;
