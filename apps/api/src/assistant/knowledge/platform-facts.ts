import { loadCatalogs } from '@intambwe/i18n/core';
import type { Locale } from '@intambwe/i18n/locales';
import {
  aboutStatistics,
  aboutTexts,
  coreValues,
  howItWorksStatistics,
  howItWorksSteps,
  loadProgramCatalog,
  platformCards,
  platformFactCatalogs,
  programFields,
  programTags,
  type CoreValue,
  type HowItWorksStep,
  type PlatformCard,
  type Program,
  type ProgramField,
  type Statistic,
} from '@intambwe/platform-facts';

/** The platform facts the landing page shows (@intambwe/platform-facts, libs/platform-facts), in one language. */
export interface PlatformFacts {
  aboutSummary: string;
  vision: string;
  mission: string;
  values: readonly CoreValue[];
  statistics: readonly Statistic[];
  steps: readonly HowItWorksStep[];
  platforms: readonly PlatformCard[];
  fields: readonly ProgramField[];
  catalog: Readonly<Record<string, readonly Program[]>>;
  programTags: readonly string[];
}

/**
 * Reads the shared platform facts in `locale`, the program catalog included (a
 * lazily loaded module in browsers): their catalogs for the language are loaded
 * first, once per process. A fact not translated yet is read in English.
 */
export async function loadPlatformFacts(locale: Locale = 'en'): Promise<PlatformFacts> {
  await loadCatalogs(locale, platformFactCatalogs);
  const { programCatalog } = await loadProgramCatalog();
  const statistics = [...aboutStatistics(locale), ...howItWorksStatistics(locale)];
  const about = aboutTexts(locale);
  return {
    aboutSummary: about.summary,
    vision: about.vision,
    mission: about.mission,
    values: coreValues(locale),
    statistics: statistics.filter(
      (stat, index) => statistics.findIndex((s) => s.value === stat.value && s.label === stat.label) === index,
    ),
    steps: howItWorksSteps(locale),
    platforms: platformCards(locale),
    fields: programFields(locale),
    catalog: programCatalog(locale),
    programTags: programTags(locale),
  };
}
