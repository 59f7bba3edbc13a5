import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react';
import { plainTexts } from '@intambwe/i18n';
import { uiMessageDescriptors } from '../messages';
import { useComponentRecipes } from '../theme/use-component-recipes';

/** The toast list (loaded lazily by Toaster). */
export default function ToasterView({ toaster }: { toaster: CreateToasterReturn }) {
  useComponentRecipes();
  // The toasts live above every screen (and its language): they speak the page's language.
  const m = plainTexts(uiMessageDescriptors, typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={m.closeNotification} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
