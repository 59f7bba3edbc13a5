import { defineStaticStyles } from '@intambwe/ui/static-styles';
import type { SystemStyleObject } from '@chakra-ui/react';
import { PROGRAM_FIELD_DATA, type ProgramFieldColor } from '@intambwe/platform-facts';

const FIELD_COLORS = [...new Set(PROGRAM_FIELD_DATA.map((field) => field.color))];

/** The field chips, the chosen field's panel and its program cards. */
export const fieldPickerStyles = defineStaticStyles('field-picker', () => ({
  chips: {
    display: 'flex',
    gap: '2',
    flexWrap: { base: 'nowrap', md: 'wrap' },
    justifyContent: { md: 'center' },
    overflowX: { base: 'auto', md: 'visible' },
    mx: { base: '-4', md: '0' },
    px: { base: '4', md: '0' },
    py: '1',
    scrollbarWidth: 'thin',
  },
  chip: { flexShrink: 0 },
  swatch: { w: '2.5', h: '2.5', borderRadius: 'full', borderWidth: '1px', borderColor: 'bg', display: 'inline-block' },
  panel: { mt: '8' },
  fieldHead: { display: 'flex', flexDirection: 'column', gap: '2', mb: '6', borderInlineStartWidth: '4px', ps: '4' },
  fieldTitle: { fontSize: { base: 'xl', md: '2xl' }, lineHeight: { base: '1.875rem', md: '2rem' } },
  muted: { color: 'fg.muted', maxW: '3xl' },
  count: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' },
  grid: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '4', listStyleType: 'none' },
  card: { bg: 'bg.panel', borderTopWidth: '4px', h: 'full' },
  cardBody: { gap: '2' },
  programName: { lineHeight: 'short' },
  programText: { fontSize: 'sm', color: 'fg.muted', flex: '1' },
  tags: { display: 'flex', gap: '2', flexWrap: 'wrap', pt: '1' },
  skeleton: { h: '44', borderRadius: 'l3' },
  failed: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center', py: '8' },
  // The field's colour on its chip swatch, the panel's rule and its cards' top border.
  ...(Object.fromEntries(FIELD_COLORS.map((color) => [`border-${color}`, { borderColor: `${color}.solid` }])) as Record<`border-${ProgramFieldColor}`, SystemStyleObject>),
  ...(Object.fromEntries(FIELD_COLORS.map((color) => [`swatch-${color}`, { bg: `${color}.solid` }])) as Record<`swatch-${ProgramFieldColor}`, SystemStyleObject>),
}));
