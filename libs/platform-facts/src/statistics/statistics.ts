import { defineMessages, messageText } from '@intambwe/i18n/core';

/** Marketing statistics of SPEC §1 (fixed text; the figure is written the way each language writes it). */
export interface Statistic {
  /** The figure as shown ('10,000+'). */
  value: string;
  /** What it counts ('Students Trained'). */
  label: string;
}

/** The statistics in words: part of the first screen's catalog (the hero shows three of them). */
export const statisticsMessages = /* @__PURE__ */ defineMessages('facts.statistics', {
  studentsTrained: { value: '10,000+', label: 'Students Trained' },
  jobPlacementRate: { value: '85%', label: 'Job Placement Rate' },
  partnerCompanies: { value: '500+', label: 'Partner Companies' },
  africanCountries: { value: '15+', label: 'African Countries' },
  successRate: { value: '85%', label: 'Success Rate' },
  graduatesTrained: { value: '12,500+', label: 'Graduates Trained' },
  jobPlacement: { value: '94%', label: 'Job Placement' },
  satisfaction: { value: '4.9/5', label: 'Satisfaction' },
  averageSalaryGrowth: { value: '75%', label: 'Average Salary Growth' },
});

type StatisticId = keyof typeof statisticsMessages;

const statistics = (ids: readonly StatisticId[], locale: string): Statistic[] =>
  ids.map((id) => ({
    value: messageText(statisticsMessages[id].value, locale),
    label: messageText(statisticsMessages[id].label, locale),
  }));

const HERO: readonly StatisticId[] = ['studentsTrained', 'jobPlacementRate', 'partnerCompanies'];

/** Hero: three statistics. */
export const heroStatistics = (locale: string): Statistic[] => statistics(HERO, locale);

/** About: the hero's three plus countries and success rate. */
export const aboutStatistics = (locale: string): Statistic[] => statistics([...HERO, 'africanCountries', 'successRate'], locale);

/** The how-it-works band. */
export const howItWorksStatistics = (locale: string): Statistic[] =>
  statistics(['graduatesTrained', 'jobPlacement', 'satisfaction', 'averageSalaryGrowth'], locale);
