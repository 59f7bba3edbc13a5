import { loadCatalogs, translate } from '@intambwe/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IslandProviders } from '../../testing/island-providers';
import { footerMessages } from './messages';
import { NewsletterOutcome } from './newsletter-outcome';

function renderOutcome(locale = 'en') {
  return render(
    <IslandProviders locale={locale}>
      <NewsletterOutcome />
    </IslandProviders>,
  );
}

const CONFIRMED = "You're subscribed! Watch your inbox for career tips and new programs.";
const INVALID = 'This confirmation link is invalid or has expired. Please subscribe again.';

describe('NewsletterOutcome (after the emailed confirmation link; an island of the landing page)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('shows nothing on any other visit', () => {
    window.history.replaceState(null, '', '/?utm=mail#about');
    const { container } = renderOutcome();
    expect(container).toBeEmptyDOMElement();
    expect(window.location.search).toBe('?utm=mail');
  });

  it('confirms the subscription, then tidies the address (keeping the rest of it)', () => {
    window.history.replaceState(null, '', '/?newsletter=confirmed&utm=mail#about');
    renderOutcome();
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMED);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/?utm=mail#about');
  });

  it('says an invalid or expired link is so, as an alert', () => {
    window.history.replaceState(null, '', '/?newsletter=invalid');
    renderOutcome();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(window.location.search).toBe('');
  });

  it('ignores any other value', () => {
    window.history.replaceState(null, '', '/?newsletter=maybe');
    const { container } = renderOutcome();
    expect(container).toBeEmptyDOMElement();
  });

  it('closes after 5 seconds (SPEC §9), held while the pointer is over it', () => {
    window.history.replaceState(null, '', '/?newsletter=confirmed');
    renderOutcome();
    const notice = screen.getByRole('status');
    fireEvent.pointerEnter(notice);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerLeave(notice);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is held while focus is inside, and closes with its Close button', () => {
    window.history.replaceState(null, '', '/?newsletter=invalid');
    renderOutcome();
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(close);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks the page’s language', async () => {
    vi.useRealTimers();
    await loadCatalogs('fr', NewsletterOutcome.catalogs);
    const fr = translate(footerMessages, 'fr');
    window.history.replaceState(null, '', '/fr/?newsletter=confirmed');
    renderOutcome('fr');
    expect(fr.confirmed).not.toBe(CONFIRMED);
    expect(screen.getByRole('status').textContent).toBe(fr.confirmed);
    expect(window.location.pathname).toBe('/fr/');
  });
});
