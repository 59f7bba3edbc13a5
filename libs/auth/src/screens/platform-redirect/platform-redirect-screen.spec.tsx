import { screen } from '@testing-library/react';
import { browserNavigation } from '../../navigation/browser-navigation';
import { renderScreen } from '../../testing/render-screen';
import { ElearningRedirectScreen, JobPortalRedirectScreen } from './platform-redirect-screen';

describe('/elearning and /jobs (SPEC §2)', () => {
  it.each([
    ['/elearning', <ElearningRedirectScreen />, 'https://learn.example.com'],
    ['/jobs', <JobPortalRedirectScreen />, 'https://jobs.example.com'],
  ])('%s opens the platform in a new tab and sends this tab to /', async (path, element, url) => {
    const open = vi.spyOn(browserNavigation, 'openInNewTab').mockReturnValue(true);
    renderScreen(element, { path });
    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(url);
  });

  it('offers a link when the browser blocks the new tab', async () => {
    vi.spyOn(browserNavigation, 'openInNewTab').mockReturnValue(false);
    renderScreen(<JobPortalRedirectScreen />, { path: '/jobs' });
    expect(await screen.findByText('Your browser blocked the new tab. Open the Job Portal with the link below.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open the Job Portal/ });
    expect(link).toHaveAttribute('href', 'https://jobs.example.com');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
