import { UiProvider } from '@intambwe/ui';
import { render, screen } from '@testing-library/react';
import { ChatLauncher } from './chat-launcher';

describe('ChatLauncher', () => {
  it('is a button with an accessible name', () => {
    render(
      <UiProvider>
        <ChatLauncher page="landing" />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Open the AI assistant' })).toBeInTheDocument();
  });
});
