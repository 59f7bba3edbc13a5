import { onlineManager } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadProgramCatalog, programFields } from '@intambwe/platform-facts';
import { IslandProviders } from '../../testing/island-providers';
import { FieldPicker, type FieldPickerProps } from './field-picker';
import type { CatalogLoader, ProgramCatalog } from './use-field-programs';

const realCatalog: CatalogLoader = async (locale) => (await loadProgramCatalog()).programCatalog(locale);

function renderPicker(props: FieldPickerProps = { loadCatalog: realCatalog }) {
  return render(
    <IslandProviders islandKey="i4">
      <FieldPicker {...props} />
    </IslandProviders>,
  );
}

const chip = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name.replace(/[&]/g, '\\&')}$`) });

describe('FieldPicker (SPEC §2 Services; an island)', { timeout: 20_000 }, () => {
  describe('Rendering', () => {
    it('shows the 15 fields as chips with the first selected, each controlling the programs panel', () => {
      renderPicker();
      const group = screen.getByRole('group', { name: 'Fields of interest' });
      const chips = within(group).getAllByRole('button');
      expect(chips.map((button) => button.textContent)).toEqual(programFields('en').map((field) => field.title));
      expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
      expect(chips.slice(1).every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
      // The panel's id comes from the island's key, the same in the page's HTML and in the browser.
      expect(chips.every((button) => button.getAttribute('aria-controls') === 'i4-programs')).toBe(true);
      expect(document.getElementById('i4-programs')).toContainElement(screen.getByRole('heading', { level: 3 }));
    });

    it("shows the first field's title, description, count and 8 programs, each tagged Live Sessions and Certification", () => {
      renderPicker();
      expect(screen.getByRole('heading', { level: 3, name: 'Student Academic Coaching' })).toBeInTheDocument();
      expect(screen.getByText(/Exam preparation, study skills and guidance/)).toBeInTheDocument();
      expect(screen.getByText('8 programs')).toBeInTheDocument();
      const programs = within(screen.getByRole('list', { name: 'Programs in Student Academic Coaching' })).getAllByRole('listitem');
      expect(programs).toHaveLength(8);
      for (const program of programs) {
        expect(within(program).getByRole('heading', { level: 4 })).toBeInTheDocument();
        expect(within(program).getByText('Live Sessions')).toBeInTheDocument();
        expect(within(program).getByText('Certification')).toBeInTheDocument();
      }
    });

    it('can start on another field (its programs load at once)', async () => {
      renderPicker({ initialFieldId: 'data-analytics', loadCatalog: realCatalog });
      expect(chip('Data & Analytics')).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByRole('list', { name: 'Programs in Data & Analytics' })).toBeInTheDocument();
    });
  });

  describe('Interactions', () => {
    it('loads the other fields on demand, with a loading state, and shows 12 programs for TVET', async () => {
      let release: (catalog: ProgramCatalog) => void = () => undefined;
      const pending = new Promise<ProgramCatalog>((resolve) => {
        release = resolve;
      });
      const loader = vi.fn(() => pending);
      renderPicker({ loadCatalog: loader });
      expect(loader).not.toHaveBeenCalled();

      await userEvent.click(chip('TVET Development Programs'));
      expect(chip('TVET Development Programs')).toHaveAttribute('aria-pressed', 'true');
      expect(chip('Student Academic Coaching')).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('status')).toHaveTextContent('Loading programs…');
      expect(document.getElementById('i4-programs')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('heading', { level: 3, name: 'TVET Development Programs' })).toBeInTheDocument();

      release((await loadProgramCatalog()).programCatalog('en'));
      const programs = within(await screen.findByRole('list', { name: 'Programs in TVET Development Programs' })).getAllByRole('listitem');
      expect(programs).toHaveLength(12);
      expect(screen.getByText('Solar PV Installation & Maintenance')).toBeInTheDocument();
      expect(document.getElementById('i4-programs')).toHaveAttribute('aria-busy', 'false');

      await userEvent.click(chip('Data & Analytics'));
      expect(within(screen.getByRole('list', { name: 'Programs in Data & Analytics' })).getAllByRole('listitem')).toHaveLength(8);
      expect(loader).toHaveBeenCalledTimes(1);
    });

    it('offers Try Again when the programs cannot be loaded', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const loader = vi.fn<CatalogLoader>().mockRejectedValueOnce(new Error('offline')).mockImplementation(realCatalog);
      renderPicker({ loadCatalog: loader });
      await userEvent.click(chip('Finance & Accounting'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The programs could not be loaded');
      await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('list', { name: 'Programs in Finance & Accounting' })).toBeInTheDocument();
      expect(loader).toHaveBeenCalledTimes(2);
    });

    it('with the browser reporting no connection, tries at once and says the programs could not be loaded (no silent wait, no retry of its own)', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const loader = vi.fn<CatalogLoader>().mockRejectedValue(new Error('offline'));
      onlineManager.setOnline(false);
      try {
        renderPicker({ loadCatalog: loader });
        await userEvent.click(chip('Finance & Accounting'));
        expect(await screen.findByRole('alert')).toHaveTextContent('The programs could not be loaded');
        expect(loader).toHaveBeenCalledTimes(1);
      } finally {
        onlineManager.setOnline(true);
      }
      // Coming back online, and back to the window, fetches nothing behind the person's back.
      window.dispatchEvent(new Event('focus'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loader).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alert')).toHaveTextContent('The programs could not be loaded');
    });

    it('is operable from the keyboard', async () => {
      renderPicker();
      chip('Student Academic Coaching').focus();
      await userEvent.tab();
      expect(chip('Job Portal Career Services')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(chip('Job Portal Career Services')).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByText('CV & Cover Letter Clinic')).toBeInTheDocument();
    });
  });
});
