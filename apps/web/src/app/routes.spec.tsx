import { defaultPublicConfig } from '@intambwe/api-client';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './providers';
import { describeRouteError, RouteErrorScreen } from './route-error-screen';
import { routes } from './routes';

function renderAt(path: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <AppProviders config={defaultPublicConfig}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the route table (SPEC §2)', () => {
  it('shows the landing page at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Intambwe Careers' })).toBeInTheDocument();
  });

  it.each(['/blog', '/app/jobs', '/companies', '/a/b/c'])('shows the landing page for the unknown path %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Intambwe Careers' })).toBeInTheDocument();
  });

  it.each(['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/select-role', '/test-google'])(
    'renders a screen at %s without crashing',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    },
  );
});

describe('the router error screen (SPEC §8)', () => {
  function Boom(): never {
    throw new Error('The chunk could not be loaded');
  }

  it('shows the heading and the message of a failing route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', [{ path: '/', Component: Boom, ErrorBoundary: RouteErrorScreen }]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The chunk could not be loaded')).toBeInTheDocument();
  });

  it('shows the status of a failing response', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found', internal: true, data: '' })).toBe('404 Not Found');
    expect(describeRouteError(new Error('boom'))).toBe('boom');
    expect(describeRouteError('plain text')).toBe('plain text');
  });
});
