import { useEffect, useState } from 'react';

/**
 * Where Google's own button is drawn, for both kinds of the popup (GooglePopup,
 * StaticGooglePopup): a ref callback for the element; the button is drawn into
 * it once it is there, afresh whenever `renderButton` changes.
 */
export function useGoogleButtonHost(renderButton: (container: HTMLElement) => void) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!container) return;
    container.replaceChildren();
    renderButton(container);
  }, [container, renderButton]);
  return setContainer;
}
