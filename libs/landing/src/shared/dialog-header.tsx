import { chakra, CloseButton, Heading } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface DialogHeaderProps {
  titleId: string;
  title: ReactNode;
  descriptionId?: string;
  description?: ReactNode;
  closeLabel: string;
  /** What makes the close button close its dialog or drawer without script (dialog-commands.ts). */
  closeProps: ButtonHTMLAttributes<HTMLButtonElement> | Record<string, string>;
}

/** A dialog's or drawer's title, its description if any, and its close button. */
export function DialogHeader({ titleId, title, descriptionId, description, closeLabel, closeProps }: DialogHeaderProps) {
  return (
    <chakra.div display="flex" alignItems="flex-start" justifyContent="space-between" gap="3" px="6" pt="5" pb="3">
      <chakra.div display="flex" flexDirection="column" gap="1">
        <Heading as="h2" id={titleId} size="lg">
          {title}
        </Heading>
        {description && (
          <chakra.p id={descriptionId} color="fg.muted">
            {description}
          </chakra.p>
        )}
      </chakra.div>
      <CloseButton size="sm" asChild>
        <button type="button" aria-label={closeLabel} {...closeProps}>
          <X aria-hidden="true" />
        </button>
      </CloseButton>
    </chakra.div>
  );
}
DialogHeader.displayName = 'DialogHeader';
