import { Button, Stack, Text, type StackProps } from '@chakra-ui/react';
import { useMessageText } from '@intambwe/i18n';
import { LogOut } from 'lucide-react';
import { landingMessages } from '../../messages';
import { RouteButtonLink } from '../../shared/links';
import { useLogout, type Viewer } from '../../shared/use-viewer';

const m = landingMessages.nav;

export interface AccountActionsProps extends StackProps {
  viewer: Viewer;
  /** The drawer shows the email too and stacks the buttons. */
  showEmail?: boolean;
}

/** Visitor: Login and Get Started. Signed in: 'Welcome, {firstName}!' and Logout. */
export function AccountActions({ viewer, showEmail = false, ...rest }: AccountActionsProps) {
  const logout = useLogout();
  const text = useMessageText();
  if (viewer.user) {
    return (
      <Stack {...rest}>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {text(m.welcome, { firstName: viewer.user.firstName })}
          </Text>
          {showEmail && (
            <Text fontSize="sm" color="fg.muted" truncate>
              <Text as="span" srOnly>
                {text(m.signedInAs)}{' '}
              </Text>
              {viewer.user.email}
            </Text>
          )}
        </Stack>
        <Button variant="outline" size="sm" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          {text(m.logout)}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack {...rest}>
      <RouteButtonLink to="/login" variant="ghost" size="sm">
        {text(m.login)}
      </RouteButtonLink>
      <RouteButtonLink to="/register" size="sm">
        {text(m.register)}
      </RouteButtonLink>
    </Stack>
  );
}
AccountActions.displayName = 'AccountActions';
