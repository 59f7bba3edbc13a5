import { ISLAND_FAILED_ATTRIBUTE } from '@intambwe/ui/static';
import { showIslandFailure } from './island-failure';
import { pageNotesTemplate } from './page-notes';

describe('showIslandFailure', () => {
  let island: HTMLElement;
  const note = () => island.nextElementSibling;
  // What the browser says of its connection (`navigator.onLine`): offline unless a test says otherwise.
  let connected = true;
  const setOnline = (value: boolean) => void (connected = value);
  beforeAll(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => connected }));
  afterAll(() => Reflect.deleteProperty(navigator, 'onLine'));

  beforeEach(() => {
    setOnline(false);
    const notes = pageNotesTemplate(
      {
        unavailable: 'Cette partie de la page n’a pas pu se charger.',
        broken: 'Cette partie de la page ne fonctionne plus.',
        offline: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
      },
      (text) => text,
    );
    document.body.innerHTML = `${notes}<main><div id="island" data-island="landing.contact-form"><form></form></div><p id="after">Next</p></main>`;
    island = document.getElementById('island') as HTMLElement;
  });

  it('marks the island with the attribute the design system names', () => {
    showIslandFailure(island, { pressed: false });
    expect(island.hasAttribute(ISLAND_FAILED_ATTRIBUTE)).toBe(true);
  });

  it('says quietly, after the island and in the page’s language, that a part nobody pressed could not load', () => {
    showIslandFailure(island, { pressed: false });
    expect(note()?.getAttribute('role')).toBe('status');
    expect(note()?.textContent).toBe('Cette partie de la page n’a pas pu se charger.');
    expect(island.innerHTML).toBe('<form></form>'); // the island's own HTML stays as React will hydrate it
  });

  it('says a lost press out loud, with the words for no connection when there is none', () => {
    showIslandFailure(island, { pressed: false });
    showIslandFailure(island, { pressed: true });
    expect(document.querySelectorAll('[data-island-note]')).toHaveLength(1);
    expect(note()?.getAttribute('role')).toBe('alert');
    expect(note()?.textContent).toBe('Erreur réseau. Vérifiez votre connexion et réessayez.');
  });

  it('says a press lost while online that the part could not load', () => {
    setOnline(true);
    showIslandFailure(island, { pressed: true });
    expect(note()?.getAttribute('role')).toBe('alert');
    expect(note()?.textContent).toBe('Cette partie de la page n’a pas pu se charger.');
  });

  it('puts a new alert in for each lost press, so each is announced', () => {
    showIslandFailure(island, { pressed: true });
    const first = note();
    showIslandFailure(island, { pressed: true });
    expect(note()).not.toBe(first);
    expect(first?.isConnected).toBe(false);
  });

  it('removes its note and the mark once the code has come, and never the page’s own next element', () => {
    showIslandFailure(island, { pressed: true });
    showIslandFailure(island, null);
    expect(island.hasAttribute(ISLAND_FAILED_ATTRIBUTE)).toBe(false);
    expect(note()?.id).toBe('after');
    showIslandFailure(island, null);
    expect(note()?.id).toBe('after');
  });
});
