/**
 * A stand-in for the browser's passkey prompt (`navigator.credentials.get`)
 * for stories: no authenticator, no operating-system dialog. The prompt the
 * person opens (the Use a passkey button) chooses a passkey, is
 * closed, or stays open; the email field's autofill (conditional UI) offers
 * passkeys or not, and chooses one when `autofill` is 'choose'.
 */
export interface FakeWebAuthnOptions {
  /** What the person does with the prompt the button opens. */
  prompt?: 'choose' | 'cancel' | 'pending';
  /** Whether the browser offers passkeys in autofill, and whether the person picks one there at once. */
  autofill?: 'off' | 'waiting' | 'choose';
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** An assertion as the browser returns it (the server stub decides whether it is good). */
function fakeAssertion() {
  return {
    id: 'c3Rvcnlib29rLXBhc3NrZXk',
    rawId: bytes('storybook-passkey'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      authenticatorData: bytes('authenticator-data'),
      clientDataJSON: bytes(JSON.stringify({ type: 'webauthn.get', challenge: 'c3Rvcnlib29rLWNoYWxsZW5nZQ', origin: window.location.origin })),
      signature: bytes('signature'),
      userHandle: null,
    },
    getClientExtensionResults: () => ({}),
  };
}

/** Never settles unless the request is aborted (a newer prompt replaces it, or the page leaves). */
const untilAborted = (signal: AbortSignal | undefined) =>
  new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
  });

/** Installs the stand-in; the function it returns puts the browser's own back. */
export function installFakeWebAuthn({ prompt = 'choose', autofill = 'off' }: FakeWebAuthnOptions = {}): () => void {
  const credentials = navigator.credentials;
  const PublicKey = window.PublicKeyCredential as unknown as Record<string, unknown> | undefined;
  const originalCheck = PublicKey?.['isConditionalMediationAvailable'];
  const get = async (options?: CredentialRequestOptions) => {
    if (options?.mediation === 'conditional') return autofill === 'choose' ? fakeAssertion() : untilAborted(options.signal ?? undefined);
    if (prompt === 'cancel') throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    if (prompt === 'pending') return untilAborted(options?.signal ?? undefined);
    return fakeAssertion();
  };
  Object.defineProperty(credentials, 'get', { value: get, configurable: true, writable: true });
  if (PublicKey) {
    Object.defineProperty(PublicKey, 'isConditionalMediationAvailable', {
      value: async () => autofill !== 'off',
      configurable: true,
      writable: true,
    });
  }
  return () => {
    delete (credentials as unknown as Record<string, unknown>)['get'];
    if (PublicKey) Object.defineProperty(PublicKey, 'isConditionalMediationAvailable', { value: originalCheck, configurable: true, writable: true });
  };
}
