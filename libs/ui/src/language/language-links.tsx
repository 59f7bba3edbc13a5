import { HStack, Link, VisuallyHidden, type StackProps } from '@chakra-ui/react';
import { LOCALE_NAMES, LOCALES, rememberLocale, useLocale, usePathInLocale } from '@intambwe/i18n';

export interface LanguageLinksProps extends Omit<StackProps, 'children'> {
  /** The page's address in English (`/login`, `/`): each link goes to it in another language. */
  path: string;
  /** Kept on every link (a reset link's token, say). */
  search?: string;
  /** What the group is called (`aria-label` of its <nav>). */
  label: string;
  /** Two-letter codes (EN, FR, RW, SW) for a tight bar; each is still named in full, in its own language, after its code. */
  compact?: boolean;
}

/**
 * The four languages as plain links to this page in each, each named in its
 * own language (`lang`, `hreflang`, `aria-current` on the page's own). Plain
 * links: they work before the app has started, and load the page already in
 * the chosen language; the choice is kept for the next visit. Shown only where
 * the host places pages in languages (the web app does; a sister platform
 * shows its screens in one language and renders nothing here).
 */
export function LanguageLinks({ path, search = '', label, compact = false, ...rest }: LanguageLinksProps) {
  const locale = useLocale();
  const pathInLocale = usePathInLocale();
  if (!pathInLocale) return null;
  return (
    <HStack as="nav" aria-label={label} gap="1" flexWrap="wrap" fontSize="sm" {...rest}>
      {LOCALES.map((option) => {
        const current = option === locale;
        return (
          <Link
            key={option}
            href={`${pathInLocale(path, option)}${search}`}
            hrefLang={option}
            lang={option}
            title={compact ? LOCALE_NAMES[option] : undefined}
            aria-current={current ? 'page' : undefined}
            onClick={() => rememberLocale(option)}
            // Where no React runs (the public pages' static HTML), the page's own script keeps the choice for links so marked.
            data-language-link=""
            px="2"
            py="1.5"
            minW={compact ? '9' : undefined}
            justifyContent="center"
            borderRadius="l2"
            color={current ? 'fg' : 'fg.muted'}
            fontWeight={current ? 'semibold' : 'normal'}
            textDecoration={current || compact ? 'none' : 'underline'}
            textTransform={compact ? 'uppercase' : undefined}
            _hover={{ color: 'fg', bg: compact ? 'bg.muted' : undefined }}
          >
            {compact ? (
              <>
                {option}
                {/* The name a screen reader or voice control hears starts with the code a person sees. */}
                <VisuallyHidden> {LOCALE_NAMES[option]}</VisuallyHidden>
              </>
            ) : (
              LOCALE_NAMES[option]
            )}
          </Link>
        );
      })}
    </HStack>
  );
}
LanguageLinks.displayName = 'LanguageLinks';
