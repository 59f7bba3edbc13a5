import { render, screen, within } from '@testing-library/react';
import { TestProviders } from '../../testing/test-providers';
import { TestimonialsSection } from './testimonials-section';

describe('TestimonialsSection (SPEC §2; static, with the carousel island)', { timeout: 20_000 }, () => {
  it('is the #testimonials section, sends its call to action to /register and holds the carousel island', async () => {
    const { container } = render(
      <TestProviders>
        <TestimonialsSection />
      </TestProviders>,
    );
    expect(screen.getByRole('region', { name: 'Careers transformed across Africa' })).toHaveAttribute('id', 'testimonials');
    expect(screen.getByRole('link', { name: 'Start Your Success Story' })).toHaveAttribute('href', '/register');
    const island = container.querySelector('[data-island="landing.testimonials"]') as HTMLElement;
    expect(island).toHaveAttribute('data-hydrate', 'visible');
    expect(await within(island).findByRole('group', { name: '1 of 6' })).toBeInTheDocument();
  });
});
