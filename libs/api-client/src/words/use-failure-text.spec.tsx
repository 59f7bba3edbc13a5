import { I18nProvider, loadCatalogs } from '@intambwe/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClientCatalogs } from '../catalogs';
import { ApiError } from '../http/api-error';
import { useFailureText } from './use-failure-text';

const inLanguage = (locale: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nProvider locale={locale}>{children}</I18nProvider>;
  };

describe('useFailureText (with the catalogs of libs/api-client)', () => {
  it.each([
    ['fr', 'Erreur réseau. Vérifiez votre connexion et réessayez.', 'Le message doit comporter au moins 10 caractères'],
    ['sw', 'Hitilafu ya mtandao. Tafadhali angalia muunganisho wako kisha ujaribu tena.', 'Ujumbe lazima uwe na angalau herufi 10'],
  ])('%s: an offline failure and a field code in the page language', async (locale, offline, tooShort) => {
    await loadCatalogs(locale, [apiClientCatalogs]);
    const { result } = renderHook(() => useFailureText(), { wrapper: inLanguage(locale) });
    expect(result.current.failureText(new ApiError({ kind: 'network' }))).toBe(offline);
    expect(result.current.fieldText('MESSAGE_TOO_SHORT')).toBe(tooShort);
    // A form error kept as a field code shows its words; words already chosen show as they are.
    expect(result.current.fieldError('MESSAGE_TOO_SHORT')).toBe(tooShort);
    expect(result.current.fieldError('Words chosen before')).toBe('Words chosen before');
    expect(result.current.fieldError(undefined)).toBeUndefined();
  });

  it('rw: a wait with its number', async () => {
    await loadCatalogs('rw', [apiClientCatalogs]);
    const { result } = renderHook(() => useFailureText(), { wrapper: inLanguage('rw') });
    const text = result.current.failureText(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 }));
    expect(text).toBe('Wasabye inshuro nyinshi cyane. Tegereza amasegonda 30, wongere ugerageze.');
  });
});
