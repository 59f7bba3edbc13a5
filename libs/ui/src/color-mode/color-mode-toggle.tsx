import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useUiMessages } from '../messages';
import { useColorMode } from './color-mode-provider';
import { COLOR_MODE_TOGGLE_ATTRIBUTE } from './color-mode-rules';

const iconSwap = {
  '& .color-mode-icon-sun': { display: 'none' },
  '.dark & .color-mode-icon-sun': { display: 'inline-block' },
  '.dark & .color-mode-icon-moon': { display: 'none' },
};

export type ColorModeToggleProps = Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'>;

/**
 * Switch between light and dark themes (WAI-ARIA toggle button pattern: a fixed
 * label with `aria-pressed`). Both icons render and CSS shows the right one, so
 * the prerendered page is correct before hydration.
 */
export function ColorModeToggle(props: ColorModeToggleProps) {
  const { colorMode, toggleColorMode } = useColorMode();
  const messages = useUiMessages();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={messages.darkMode}
      aria-pressed={colorMode === 'dark'}
      title={colorMode === 'dark' ? messages.switchToLight : messages.switchToDark}
      // The page's head script shows the right state and title before (and without) any app: these are its titles.
      data-title={messages.switchToDark}
      data-title-pressed={messages.switchToLight}
      onClick={(event) => {
        event.preventDefault(); // handled here: the page's own toggle behaviour stands back
        toggleColorMode();
      }}
      css={iconSwap}
      {...{ [COLOR_MODE_TOGGLE_ATTRIBUTE]: '' }}
      {...props}
    >
      <Moon aria-hidden="true" className="color-mode-icon-moon" />
      <Sun aria-hidden="true" className="color-mode-icon-sun" />
    </IconButton>
  );
}
ColorModeToggle.displayName = 'ColorModeToggle';
