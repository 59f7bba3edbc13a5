import { WithCatalogs } from '@intambwe/i18n';
import { Suspense, type ComponentType } from 'react';
import { SECTION_CATALOGS } from '../sections/catalogs';

/**
 * A section, dialog or page part that shows the sections' words: it renders
 * once the sections' catalog of the page's language is here (at once in
 * English, which needs none; the page fetches it ahead once idle). Put it where
 * the part's code is loaded, so a part below the fold waits for its words only
 * when it is needed.
 */
export function withSectionWords<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function WithSectionWords(props: P) {
    return (
      <WithCatalogs catalogs={SECTION_CATALOGS}>
        <Part {...props} />
      </WithCatalogs>
    );
  }
  WithSectionWords.displayName = `WithSectionWords(${Part.displayName ?? Part.name})`;
  return WithSectionWords;
}

/** The same for a part opened on demand (a dialog), with a boundary of its own: it shows as soon as its words are here. */
export function withSectionWordsOnDemand<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  const Worded = withSectionWords(Part);
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Worded {...props} />
      </Suspense>
    );
  }
  OnDemand.displayName = `OnDemand(${Part.displayName ?? Part.name})`;
  return OnDemand;
}
