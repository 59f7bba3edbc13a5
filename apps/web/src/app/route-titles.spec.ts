import { routeMetaTable } from './route-meta';
import { titleForPath } from './route-titles';

describe('route titles', () => {
  it('names each screen with the brand', () => {
    expect(titleForPath('/login', 'Intambwe Careers')).toBe('Sign in | Intambwe Careers');
    expect(titleForPath('/register/', 'Acme')).toBe('Create your account | Acme');
  });

  it('gives unknown paths the landing page title, as they show the landing page', () => {
    expect(titleForPath('/blog/post', 'Acme')).toBe(titleForPath('/', 'Acme'));
  });

  it('match the titles the prerendered pages carry', () => {
    for (const [path, meta] of Object.entries(routeMetaTable('Acme'))) expect(titleForPath(path, 'Acme')).toBe(meta.title);
    for (const [path, meta] of Object.entries(routeMetaTable('Acme', 'fr')))
      expect(titleForPath(`/fr${path}`, 'Acme')).toBe(meta.title);
  });
});
