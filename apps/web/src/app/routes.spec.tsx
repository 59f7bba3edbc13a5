import { defaultPublicConfig } from '@intambwe/contract';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { userEvent } from '@testing-library/user-event';
import { preloadable } from '@intambwe/ui';
import { AppProviders } from './providers';
import { RootLayout } from './root-layout';
import { describeRouteError, RouteErrorScreen } from './route-error-screen';
import { AppRoutes, lazyRoutes, preloadScreenFor } from './routes';

function renderAt(path: string, routes = <AppRoutes />, config = defaultPublicConfig) {
  return render(
    <AppProviders config={config}>
      <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
    </AppProviders>,
  );
}

// Screens render whole in jsdom (the landing page is long): give them time on a busy 2-core machine.
describe('the route table (SPEC §2)', { timeout: 20_000 }, () => {
  it('shows the landing page at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Intambwe Careers' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each(['/blog', '/app/jobs', '/companies', '/a/b/c'])('shows the landing page for the unknown path %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Intambwe Careers' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each(['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/select-role', '/unlock', '/terms', '/contact'])(
    'renders a screen at %s without crashing',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    },
  );

  it('routes the Google test page only where the server enables test pages (ENABLE_TEST_PAGES)', async () => {
    const view = renderAt('/test-google');
    expect(await screen.findByRole('heading', { level: 1, name: 'Intambwe Careers' }, { timeout: 10_000 })).toBeInTheDocument();
    view.unmount();
    renderAt('/test-google', <AppRoutes />, { ...defaultPublicConfig, enableTestPages: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Google Sign-In Test' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('preloads the screen of a path so it renders without a loading state', async () => {
    await preloadScreenFor('/register');
    renderAt('/register');
    expect(screen.getByRole('heading', { level: 1, name: /create/i })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page…')).not.toBeInTheDocument();
  });

  it('knows every lazy route of SPEC §2 once', () => {
    const paths = lazyRoutes.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/select-role', '/test-google', '/unlock', '/elearning', '/jobs']));
  });
});

describe('lazy screens', () => {
  it('shows the loading state, then the screen', async () => {
    let arrive: (component: () => React.JSX.Element) => void = () => undefined;
    const Screen = preloadable<object>(() => new Promise<() => React.JSX.Element>((resolve) => (arrive = resolve)));
    renderAt('/late', (
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/late" element={<Screen />} />
        </Route>
      </Routes>
    ));
    expect(await screen.findByLabelText('Loading page…')).toBeInTheDocument();
    await act(async () => arrive(() => <h1>Arrived</h1>));
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
  });

});

describe('the router error screen (SPEC §8)', () => {
  function Boom(): never {
    throw new Error('The chunk could not be loaded');
  }

  const table = (
    <>
      <nav>
        <Link to="/broken">Open the broken screen</Link>
        <Link to="/fine">Open a working screen</Link>
      </nav>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/broken" element={<Boom />} />
          <Route path="/fine" element={<h1>Fine again</h1>} />
        </Route>
      </Routes>
    </>
  );

  it('shows the heading and the message of a failing route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken', table);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The chunk could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('starts afresh when the person moves on to another route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', table);
    await userEvent.click(screen.getByRole('link', { name: 'Open the broken screen' }));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Open a working screen' }));
    expect(await screen.findByRole('heading', { name: 'Fine again' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('shows the status of a failing response', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(describeRouteError({ status: 500 })).toBe('500');
    expect(describeRouteError(new Error('boom'))).toBe('boom');
    expect(describeRouteError('plain text')).toBe('plain text');
    expect(describeRouteError(null)).toBe('Unknown error');
  });

  it('renders the fallback on its own', () => {
    render(
      <AppProviders config={defaultPublicConfig}>
        <RouteErrorScreen error={new Error('Stale chunk')} />
      </AppProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Stale chunk');
  });
});
