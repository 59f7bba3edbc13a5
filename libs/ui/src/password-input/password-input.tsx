import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useUiMessages } from '../messages';
import { useComponentRecipes } from '../theme/use-component-recipes';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** Accessible names of the toggle; default to the ui messages. */
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A password field with a show/hide toggle (a toggle button with `aria-pressed`).
 * Works with react-hook-form's `register` (the ref reaches the input).
 */
export function PasswordInput({ ref, showLabel, hideLabel, ...props }: PasswordInputProps) {
  useComponentRecipes();
  const m = useUiMessages();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? (hideLabel ?? m.hidePassword) : (showLabel ?? m.showPassword)}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((current) => !current)}
          disabled={props.disabled}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}
PasswordInput.displayName = 'PasswordInput';
