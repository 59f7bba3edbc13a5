import { ROLES, type Role } from '@intambwe/contract';
import { staticClasses, tagClass, tagLabelClass, VisuallyHidden } from '@intambwe/ui/static';
import { useId } from 'react';
import { useAuthMessages } from '../../messages';
import type { selectRoleStyles } from './select-role.styles';

const c = staticClasses<typeof selectRoleStyles>('auth-select-role');

export interface StaticRoleOptionsProps {
  value: Role | null;
  onChange(role: Role): void;
  disabled?: boolean;
}

/**
 * The four role cards (SPEC §2): title, description and four benefit chips
 * each, without the design system's runtime. One group of the browser's own
 * radios (one Tab stop, arrow keys move between roles), each card its radio's
 * label; each radio is named by its title and described by its description.
 * Looks: Chakra's RadioCard (outline, brand) as classes made at build time.
 */
export function StaticRoleOptions({ value, onChange, disabled = false }: StaticRoleOptionsProps) {
  const all = useAuthMessages();
  const m = all.selectRole;
  const id = useId();
  const legendId = `${id}legend`;
  return (
    // A fieldset's role is `group`; as the radios' group it says so (and keeps its legend as its name).
    <fieldset role="radiogroup" aria-labelledby={legendId} className={c.group}>
      <legend id={legendId} className={c.legend}>
        {m.groupLabel}
      </legend>
      <div className={c.grid}>
        {ROLES.map((role) => {
          const option = m.options[role];
          const titleId = `${id}${role}-title`;
          const descriptionId = `${id}${role}-description`;
          return (
            <label key={role} className={c.card}>
              <span className={c.content}>
                <span id={titleId} className={c.roleTitle}>
                  {all.roles[role]}
                </span>
                <span id={descriptionId} className={c.description}>
                  {option.description}
                </span>
                <VisuallyHidden>{m.benefitsLabel({ role })}</VisuallyHidden>
                <span className={c.tags}>
                  {Object.values(option.benefits).map((benefit) => (
                    <span key={benefit} className={tagClass({ variant: 'subtle', size: 'sm', palette: 'brand' })}>
                      <span className={tagLabelClass({ size: 'sm' })}>{benefit}</span>
                    </span>
                  ))}
                </span>
              </span>
              <input
                type="radio"
                name="role"
                value={role}
                checked={value === role}
                onChange={() => onChange(role)}
                disabled={disabled}
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                className={c.radio}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
StaticRoleOptions.displayName = 'StaticRoleOptions';
