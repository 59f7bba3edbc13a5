import { useLocale } from '@intambwe/i18n';
import { cardBodyClass, cardClass, cx, headingClass, staticClasses, tagClass, tagLabelClass } from '@intambwe/ui/static';
import { programTags, type Program, type ProgramFieldColor } from '@intambwe/platform-facts';
import type { fieldPickerStyles } from './field-picker.styles';

const c = staticClasses<typeof fieldPickerStyles>('field-picker');

export interface ProgramCardProps {
  program: Program;
  color: ProgramFieldColor;
}

/** One program: name, description and the Live Sessions and Certification tags. */
export function ProgramCard({ program, color }: ProgramCardProps) {
  const locale = useLocale();
  return (
    <li className={cx(cardClass({ size: 'sm' }), c.card, c[`border-${color}`])}>
      <div className={cx(cardBodyClass({ size: 'sm' }), c.cardBody)}>
        <h4 className={cx(headingClass('md'), c.programName)}>{program.name}</h4>
        <p className={c.programText}>{program.description}</p>
        <div className={c.tags}>
          {programTags(locale).map((tag) => (
            <span key={tag} className={tagClass({ variant: 'subtle', palette: 'brand' })}>
              <span className={tagLabelClass()}>{tag}</span>
            </span>
          ))}
        </div>
      </div>
    </li>
  );
}
ProgramCard.displayName = 'ProgramCard';
