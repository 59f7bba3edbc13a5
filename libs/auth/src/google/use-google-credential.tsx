import { authApi, useApiClient, usePlatformConfig } from '@intambwe/api-client';
import { DesignSystemPresence } from '@intambwe/ui/static';
import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { requestGoogleCredential } from './request-google-credential';

/**
 * The popup's dialog code is fetched only when One Tap is not shown: the
 * design system's in the account app, the browser's own dialog in an island
 * of a public page (which has no design-system runtime to show Chakra's).
 */
const GooglePopup = lazy(() => import('./google-popup/google-popup'));
const StaticGooglePopup = lazy(() => import('./google-popup/static-google-popup'));

interface PopupState {
  renderButton: (container: HTMLElement) => void;
  onClose: () => void;
}

export interface GoogleCredentialApi {
  /** Resolves with a Google ID token, or rejects with a SPEC §8 message. */
  requestCredential(): Promise<string>;
  /** Render this once on the screen: the manual popup when it is needed. */
  popup: ReactNode;
}

/**
 * Google sign-in wired to the platform configuration (client id, script URL)
 * and the colour mode. Leaving the screen ends a pending request quietly.
 */
export function useGoogleCredential(): GoogleCredentialApi {
  const { googleClientId, googleScriptUrl } = usePlatformConfig();
  const api = useApiClient();
  const [popupState, setPopupState] = useState<PopupState | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const requestCredential = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return requestGoogleCredential({
      clientId: googleClientId ?? '',
      scriptUrl: googleScriptUrl,
      getNonce: async () => (await authApi.googleNonce(api)).nonce,
      signal: current.signal,
      // The page's colour mode as it is now (its root element's class, kept by the theme toggle).
      buttonTheme: document.documentElement.classList.contains('dark') ? 'filled_black' : 'outline',
      showPopup: (renderButton, onClose) => setPopupState({ renderButton, onClose }),
      hidePopup: () => setPopupState(null),
    });
  }, [api, googleClientId, googleScriptUrl]);

  const withDesignSystem = useContext(DesignSystemPresence);
  const Popup = withDesignSystem ? GooglePopup : StaticGooglePopup;
  const popup = popupState ? (
    <Suspense fallback={null}>
      <Popup renderButton={popupState.renderButton} onClose={popupState.onClose} />
    </Suspense>
  ) : null;

  return { requestCredential, popup };
}
