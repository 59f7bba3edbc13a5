import { defineStaticStyles } from '@intambwe/ui/static-styles';

/** The question input and its send button (build time only). */
export const chatComposerStyles = defineStaticStyles('chat-composer', () => ({
  form: { px: '3', py: '3', borderTopWidth: '1px', borderColor: 'border' },
  row: { display: 'flex', gap: '2', alignItems: 'flex-end' },
  /** With the kit's textarea: Chakra's small size, no resize handle, growing by rows (SPEC §9: up to 3). */
  input: { flex: '1', minH: '0', px: '2.5', resize: 'none', overflowY: 'hidden' },
  /** At 3 rows, longer text scrolls. */
  inputFull: { overflowY: 'auto' },
}));
