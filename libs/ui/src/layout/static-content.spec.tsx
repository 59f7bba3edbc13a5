import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticContent } from './static-content';

let renders = 0;
function Expensive({ label }: { label: string }) {
  renders += 1;
  return <p>{label}</p>;
}

function Page({ label = 'Prerendered text', onPress }: { label?: string; onPress?: () => void }) {
  const [pressed, setPressed] = useState(0);
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          setPressed(pressed + 1);
          onPress?.();
        }}
      >
        Pressed {pressed}
      </button>
      <StaticContent>
        <Expensive label={label} />
      </StaticContent>
    </main>
  );
}

describe('StaticContent', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('renders its children where it mounts in the browser', () => {
    render(<Page />);
    expect(screen.getByText('Prerendered text')).toBeInTheDocument();
    expect(renders).toBe(1);
  });

  it('keeps the prerendered HTML while hydrating: its children never render in the browser, the rest hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.replaceChildren(container);
    renders = 0;
    const paragraph = container.querySelector('p');
    const onPress = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page label="Different text the browser would render" onPress={onPress} />);
    });
    expect(renders).toBe(0);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph).toHaveTextContent('Prerendered text');
    await act(async () => screen.getByRole('button').click());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('Pressed 1');
    expect(container.querySelector('p')).toBe(paragraph); // a re-render of the page leaves it alone
  });

  it('lays nothing out itself', () => {
    const { container } = render(<StaticContent as="span">Text</StaticContent>);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(container.firstElementChild).toHaveStyle({ display: 'contents' });
  });
});
