import { chakra } from '@chakra-ui/react';
import { useMessages } from '@intambwe/i18n';
import { LandingIsland } from '../shared/landing-island';
import { NativeDialog } from '../shared/native-dialog';
import { contactMessages } from './messages';

/** The id the contact button opens (`commandfor`). */
export const CONTACT_DIALOG_ID = 'contact-dialog';

/**
 * The contact dialog (WAI-ARIA dialog pattern), a native modal dialog: it opens
 * on the first press, keeps focus inside and returns it to the contact button.
 * Its form is an island, hydrated as the dialog opens (its code fetched as a
 * person reaches for the contact button): a visit that never opens it neither
 * downloads it nor does any of that work.
 */
export function ContactDialog() {
  const m = useMessages(contactMessages);
  return (
    <NativeDialog id={CONTACT_DIALOG_ID} title={m.title} description={m.description} closeLabel={m.closeDialog}>
      <chakra.div px="6" pb="6">
        <LandingIsland name="landing.contact-form" props={{ inDialog: CONTACT_DIALOG_ID }} hydrate="open" />
      </chakra.div>
    </NativeDialog>
  );
}
ContactDialog.displayName = 'ContactDialog';
