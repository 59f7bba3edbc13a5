import { Button, type ButtonProps } from '@chakra-ui/react';
import { useAuthMessages } from '../../messages';
import { GoogleMark } from './google-mark';

export interface GoogleButtonProps extends Omit<ButtonProps, 'children' | 'loading'> {
  /** True while Google sign-in runs: the button shows its own busy state. */
  busy?: boolean;
  /** Defaults to 'Continue with Google'. */
  label?: string;
}

/** Continue with Google: our own button, so Google's script is fetched only after a press. */
export function GoogleButton({ busy = false, label, ...rest }: GoogleButtonProps) {
  const all = useAuthMessages();
  return (
    <Button type="button" variant="outline" size="lg" width="full" loading={busy} loadingText={all.google.busy} {...rest}>
      <GoogleMark />
      {label ?? all.google.button}
    </Button>
  );
}
GoogleButton.displayName = 'GoogleButton';
