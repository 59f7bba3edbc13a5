import { defaultPublicConfig } from '@intambwe/contract';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { userEvent } from '@testing-library/user-event';
import { preloadable } from '@intambwe/ui';
import { loadCatalogs, splitLocalePath } from '@intambwe/i18n';
import { catalogsForPath } from './languages';
import { AppProviders } from './providers';
import { RootLayout } from './root-layout';
import { describeRouteError, RouteErrorScreen } from './route-error-screen';
import { APP_PATHS, AppRoutes, appRoutes, preloadScreenFor } from './routes';

function renderAt(path: string, routes = <AppRoutes />, config = defaultPublicConfig) {
  return render(
    <AppProviders config={config}>
      <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
    </AppProviders>,
  );
}

/** Stands in for the browser's address, to see where a document navigation goes (the app cannot show those pages). */
function watchDocumentNavigations() {
  const replace = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', {
    ...window.location,
    href: window.location.href,
    origin: window.location.origin,
    pathname: '/',
    search: '',
    hash: '',
    replace,
  });
  return replace;
}

// Screens render whole in jsdom: give them time on a busy 2-core machine.
describe('the route table (SPEC §2): the account screens, in the browser', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/unlock', '/verify-email', '/fr/confirm-email'])('renders a screen at %s without crashing', async (path) => {
    const navigations = watchDocumentNavigations();
    // As on the page: the account app's island loads its language's words before it starts.
    await loadCatalogs(splitLocalePath(path).locale, catalogsForPath(path));
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 18_000 })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(navigations).not.toHaveBeenCalled();
  });

  it.each([
    ['/', '/'],
    ['/fr/', '/fr/'],
    ['/terms', '/terms'],
    // The account pages are pages of their own: each card an island that needs neither the app nor the design system.
    ['/login?interaction=abc', '/login?interaction=abc'],
    ['/fr/login', '/fr/login'],
    ['/register', '/register'],
    ['/sw/register', '/sw/register'],
    ['/forgot-password', '/forgot-password'],
    ['/reset-password?token=abc', '/reset-password?token=abc'],
    ['/select-role', '/select-role'],
    ['/blog', '/blog'],
    ['/app/jobs?tab=saved#top', '/app/jobs?tab=saved#top'],
  ])('leaves %s to the browser: a page of its own, loaded as a document', async (path, expected) => {
    const navigations = watchDocumentNavigations();
    const { container } = renderAt(path);
    await vi.waitFor(() => expect(navigations).toHaveBeenCalledWith(expected));
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['/dashboard', '/login'],
    ['/account', '/login'],
  ])('sends a visitor at %s to the sign-in page, a page of its own', async (path, expected) => {
    const navigations = watchDocumentNavigations();
    renderAt(path);
    await vi.waitFor(() => expect(navigations).toHaveBeenCalledWith(expected), { timeout: 18_000 });
  });

  it('moving from a screen to a page that is not the app’s loads that page', async () => {
    const navigations = watchDocumentNavigations();
    renderAt(
      '/unlock',
      <>
        <Link to="/about#team">About us</Link>
        <AppRoutes />
      </>,
    );
    await screen.findByRole('heading', { level: 1 }, { timeout: 18_000 });
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    await vi.waitFor(() => expect(navigations).toHaveBeenCalledWith('/about#team'));
  });

  it("leaves the Google test page to the browser (the server's 404) unless the server enables test pages (ENABLE_TEST_PAGES)", async () => {
    const navigations = watchDocumentNavigations();
    const view = renderAt('/test-google');
    await vi.waitFor(() => expect(navigations).toHaveBeenCalledWith('/test-google'));
    view.unmount();
    renderAt('/test-google', <AppRoutes />, { ...defaultPublicConfig, enableTestPages: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Google Sign-In Test' }, { timeout: 18_000 }),
    ).toBeInTheDocument();
  });

  it('preloads the screen of a path (in any language) so it renders without a loading state', async () => {
    await preloadScreenFor('/fr/unlock');
    renderAt('/unlock');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page…')).not.toBeInTheDocument();
    await expect(preloadScreenFor('/about')).resolves.toBeUndefined();
  });

  it('knows every account screen of SPEC §2 once, and serves its shell for them', () => {
    const paths = appRoutes.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([
      '/dashboard',
      '/test-google',
      '/unlock',
      '/account',
      '/verify-email',
      '/confirm-email',
      '/elearning',
      '/jobs',
    ]);
    expect(APP_PATHS).toEqual(paths);
  });
});

describe('lazy screens', () => {
  it('shows the loading state, then the screen', async () => {
    let arrive: (component: () => React.JSX.Element) => void = () => undefined;
    const Screen = preloadable<object>(() => new Promise<() => React.JSX.Element>((resolve) => (arrive = resolve)));
    renderAt(
      '/late',
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/late" element={<Screen />} />
        </Route>
      </Routes>,
    );
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
