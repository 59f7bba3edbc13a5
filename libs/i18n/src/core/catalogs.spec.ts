import { catalogsReady, joinCatalogs, loadCatalogs, messageText, type CatalogLoaders } from './catalogs';
import { defineMessages } from './define';

const own = defineMessages('joined.own', { title: 'Sign in' });
const shared = defineMessages('joined.shared', { offline: 'You are offline' });

describe('joinCatalogs', () => {
  it('loads every part for a language, as one catalog a host names once', async () => {
    const loads: string[] = [];
    const loader = (name: string, catalog: Record<string, string>) => async () => {
      loads.push(name);
      return { default: catalog };
    };
    const ownCatalogs: CatalogLoaders = {
      fr: loader('own fr', { 'joined.own.title': 'Se connecter' }),
      sw: loader('own sw', { 'joined.own.title': 'Ingia' }),
    };
    const sharedCatalogs: CatalogLoaders = { fr: loader('shared fr', { 'joined.shared.offline': 'Vous êtes hors ligne' }) };
    const joined = joinCatalogs(ownCatalogs, sharedCatalogs);

    await loadCatalogs('fr', [joined]);
    expect(loads.sort()).toEqual(['own fr', 'shared fr']);
    expect(catalogsReady('fr', [joined])).toBe(true);
    expect(messageText(own.title, 'fr')).toBe('Se connecter');
    expect(messageText(shared.offline, 'fr')).toBe('Vous êtes hors ligne');

    // A language only one part translates: that part's words, English for the rest.
    await loadCatalogs('sw', [joined]);
    expect(messageText(own.title, 'sw')).toBe('Ingia');
    expect(messageText(shared.offline, 'sw')).toBe('You are offline');
    expect(Object.keys(joined).sort()).toEqual(['fr', 'sw']);
  });
});
