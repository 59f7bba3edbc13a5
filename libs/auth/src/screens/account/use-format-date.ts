import { useLocale } from '@intambwe/i18n';
import { useMemo } from 'react';

/** A date as people of the page's language write it (the browser's English when it has no rules for the language). */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const locale = useLocale();
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    }
    return (iso) => {
      const time = iso ? Date.parse(iso) : Number.NaN;
      return Number.isNaN(time) ? '' : format.format(time);
    };
  }, [locale]);
}
