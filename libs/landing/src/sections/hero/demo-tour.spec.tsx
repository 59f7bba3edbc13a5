import { loadCatalogs, translate } from '@intambwe/i18n';
import { prefixedPathInLocale } from '@intambwe/i18n/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IslandProviders, rememberViewer } from '../../testing/island-providers';
import { testUser } from '../../testing/test-providers';
import { demoMessages } from './demo-messages';
import { DemoTour } from './demo-tour';

function renderTour(locale = 'en') {
  return render(
    <IslandProviders locale={locale} pathInLocale={prefixedPathInLocale}>
      <DemoTour />
    </IslandProviders>,
  );
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('DemoTour (SPEC §2 Watch Demo; the island inside the tour’s dialog)', () => {
  it('starts at the first of five steps, Previous unavailable', () => {
    renderTour();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Create your profile in two minutes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free to join',
      'Works on any phone',
      'English, French, Kinyarwanda or Swahili',
    ]);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('steps forward and back, and announces each step', async () => {
    renderTour();
    await next();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Join live coaching sessions' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('leads a visitor to sign-up from the last step', async () => {
    renderTour();
    for (let step = 1; step < 5; step += 1) await next();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Get hired through the job portal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/register');
  });

  it('leads a signed-in person to the dashboard instead', async () => {
    rememberViewer(testUser);
    renderTour();
    for (let step = 1; step < 5; step += 1) await next();
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/dashboard');
  });

  it('is operable from the keyboard', async () => {
    renderTour();
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
  });

  it('speaks the page’s language, and its last link stays in it', async () => {
    await loadCatalogs('sw', DemoTour.catalogs);
    const sw = translate(demoMessages, 'sw');
    renderTour('sw');
    expect(sw.next).not.toBe('Next');
    expect(screen.getByText(sw.stepOf({ step: 1, total: 5 }))).toBeInTheDocument();
    for (let step = 1; step < 5; step += 1) await userEvent.click(screen.getByRole('button', { name: sw.next }));
    expect(screen.getByRole('link', { name: sw.finish })).toHaveAttribute('href', '/sw/register');
  });
});
