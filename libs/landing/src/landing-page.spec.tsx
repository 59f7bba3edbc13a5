import { defaultPublicConfig, PlatformProvider } from '@intambwe/api-client';
import { UiProvider } from '@intambwe/ui';
import { render, screen } from '@testing-library/react';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('names the brand from the platform configuration and shows the floating actions', () => {
    render(
      <UiProvider>
        <PlatformProvider config={{ ...defaultPublicConfig, brand: { ...defaultPublicConfig.brand, name: 'Umurava Careers' } }}>
          <LandingPage floatingActions={<button type="button">Assistant</button>} />
        </PlatformProvider>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Umurava Careers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assistant' })).toBeInTheDocument();
  });
});
