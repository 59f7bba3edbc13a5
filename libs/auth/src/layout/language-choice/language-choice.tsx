import { HStack, Link } from '@chakra-ui/react';
import { LOCALE_NAMES, LOCALES, rememberLocale, splitLocalePath, useLocale, usePathInLocale } from '@intambwe/i18n';
import { useLocation } from 'react-router';
import { useAuthMessages } from '../../messages';

/**
 * The four languages as plain links to this screen in each (each name in its
 * own language): they work before the app has started, and the choice is kept
 * for the next visit. Shown only where the host places screens in languages
 * (the web app does; a sister platform picks one language for its screens).
 */
export function LanguageChoice() {
  const m = useAuthMessages();
  const locale = useLocale();
  const pathInLocale = usePathInLocale();
  const { pathname, search } = useLocation();
  if (!pathInLocale) return null;
  const { path } = splitLocalePath(pathname);
  return (
    <HStack as="nav" aria-label={m.layout.language} justify="center" gap="1" flexWrap="wrap" fontSize="sm">
      {LOCALES.map((option) => {
        const current = option === locale;
        return (
          <Link
            key={option}
            href={`${pathInLocale(path, option)}${search}`}
            hrefLang={option}
            lang={option}
            aria-current={current ? 'page' : undefined}
            onClick={() => rememberLocale(option)}
            px="2"
            py="1.5"
            borderRadius="l2"
            color={current ? 'fg' : 'fg.muted'}
            fontWeight={current ? 'semibold' : 'normal'}
            textDecoration={current ? 'none' : 'underline'}
            _hover={{ color: 'fg' }}
          >
            {LOCALE_NAMES[option]}
          </Link>
        );
      })}
    </HStack>
  );
}
LanguageChoice.displayName = 'LanguageChoice';
