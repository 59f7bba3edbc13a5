import { Button, Dialog, Portal } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { UiProvider } from '../provider/ui-provider';
import { toaster } from '../toaster/toaster';
import { useComponentRecipes } from '../theme/use-component-recipes';
import { uiMessages } from '../messages';
import { preloadable, type Preloadable } from './preloadable';
import { useLightModal } from './use-light-modal';
import { useOverlayOnDemand } from './use-overlay-on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('suspends until its code has arrived, then renders it', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Part = preloadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading part</p>}>
        <Part name="Amina" />
      </Suspense>,
    );
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    expect(Part.loaded).toBe(false);
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
    expect(Part.loaded).toBe(true);
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const Part = preloadable(async () => Greeting);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading part</p>}>
        <Part name="Jean" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Jean')).toBeInTheDocument();
    expect(screen.queryByText('Loading part')).not.toBeInTheDocument();
  });

  it('tries the download again after a failure, and loads once after that', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Part = preloadable(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await expect(Part.preload()).resolves.toBe(Greeting);
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

interface TestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function TestDialog({ open, onOpenChange }: TestDialogProps) {
  useComponentRecipes();
  const modal = useLightModal(open);
  return (
    <Dialog.Root {...modal.root} open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop data-testid="backdrop" />
        <Dialog.Positioner>
          <Dialog.Content {...modal.content}>
            <Dialog.Title>Menu</Dialog.Title>
            <Button onClick={() => onOpenChange(false)}>Close it</Button>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Page({ part }: { part: Preloadable<TestDialogProps> }) {
  const dialog = useOverlayOnDemand(part);
  const Part = part;
  return (
    <UiProvider>
      <Button aria-expanded={dialog.open} onClick={dialog.show}>
        Open menu
      </Button>
      <p>Page content</p>
      {dialog.mounted && <Part open={dialog.open} onOpenChange={dialog.setOpen} />}
    </UiProvider>
  );
}

describe('useOverlayOnDemand with useLightModal', () => {
  afterEach(() => act(() => toaster.remove()));

  it('opens a part whose code is here on the press itself', async () => {
    const part = preloadable(async () => TestDialog);
    await part.preload();
    render(<Page part={part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a part as soon as its code arrives', async () => {
    let arrive: (component: typeof TestDialog) => void = () => undefined;
    const part = preloadable(() => new Promise<typeof TestDialog>((resolve) => (arrive = resolve)));
    render(<Page part={part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => arrive(TestDialog));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('says so when the code cannot be downloaded, and the next press tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(TestDialog);
    const part = preloadable<TestDialogProps>(load);
    render(<Page part={part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText(uiMessages.partFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('is a modal that restyles only the root: no pointer-events on the body, the page does not scroll, aria-modal, focus trapped and returned', async () => {
    const part = preloadable(async () => TestDialog);
    await part.preload();
    render(<Page part={part} />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.documentElement.style.getPropertyValue('--scrollbar-width')).toBe('');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
