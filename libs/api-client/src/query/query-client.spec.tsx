import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient, QueryClientBoundary } from './query-client';

function ShowClient({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return <p>has a client</p>;
}

describe('QueryClientBoundary', () => {
  it('gives its children a client when the host has none, and the same one on every mount', () => {
    const seen: QueryClient[] = [];
    const first = render(
      <QueryClientBoundary>
        <ShowClient onClient={(client) => seen.push(client)} />
      </QueryClientBoundary>,
    );
    expect(screen.getByText('has a client')).toBeInTheDocument();
    first.unmount();
    render(
      <QueryClientBoundary>
        <ShowClient onClient={(client) => seen.push(client)} />
      </QueryClientBoundary>,
    );
    expect(new Set(seen).size).toBe(1);
  });

  it("uses the host's client when there is one", () => {
    const host = new QueryClient();
    let seen: QueryClient | undefined;
    render(
      <QueryClientProvider client={host}>
        <QueryClientBoundary>
          <ShowClient onClient={(client) => (seen = client)} />
        </QueryClientBoundary>
      </QueryClientProvider>,
    );
    expect(seen).toBe(host);
  });
});

describe('createQueryClient', () => {
  it('does not refetch on focus and retries once (data costs money)', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options).toMatchObject({ refetchOnWindowFocus: false, retry: 1, staleTime: 60_000 });
  });
});
