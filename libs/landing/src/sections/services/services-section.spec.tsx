import { render, screen, within } from '@testing-library/react';
import { TestProviders } from '../../testing/test-providers';
import { ServicesSection } from './services-section';

function renderServices() {
  return render(
    <TestProviders>
      <ServicesSection />
    </TestProviders>,
  );
}

describe('ServicesSection (SPEC §2 Services; static, with the field picker island)', { timeout: 20_000 }, () => {
  it('is the #services section, named by its heading', () => {
    renderServices();
    const section = screen.getByRole('region', { name: 'Programs for every stage of your career' });
    expect(section).toHaveAttribute('id', 'services');
    expect(within(section).getByText('Our Services')).toBeInTheDocument();
  });

  it('sends Start Your Journey Today to /register', () => {
    renderServices();
    expect(screen.getByRole('link', { name: /Start Your Journey Today/ })).toHaveAttribute('href', '/register');
  });

  it('places the field picker as an island that hydrates as it comes near', async () => {
    const { container } = renderServices();
    const island = container.querySelector('[data-island="landing.field-picker"]');
    expect(island).toHaveAttribute('data-hydrate', 'visible');
    expect(island).toHaveAttribute('data-props', '{}');
    // Rendered in a browser tree, the island's component shows in place.
    expect(await screen.findByRole('group', { name: 'Fields of interest' })).toBeInTheDocument();
    expect(island).toContainElement(screen.getByRole('group', { name: 'Fields of interest' }));
  });
});
