import { alertClasses } from '@intambwe/ui/static';
import { CircleAlert, Info } from 'lucide-react';
import type { AriaRole, ReactNode } from 'react';

export interface StaticAlertProps {
  status: 'error' | 'info';
  title: ReactNode;
  description?: ReactNode;
  /** `alert` for a failure that appears after an action; none for a note that is there from the start. */
  role?: AriaRole;
}

/**
 * Chakra's Alert (subtle, md) without its runtime: its indicator (a warning or
 * an information icon, decorative), title and description, with the slot
 * classes made at build time (`alertClasses`).
 */
export function StaticAlert({ status, title, description, role }: StaticAlertProps) {
  const c = alertClasses(status);
  const Icon = status === 'error' ? CircleAlert : Info;
  return (
    <div className={c.root} role={role} data-status={status}>
      <span className={c.indicator}>
        <Icon aria-hidden="true" />
      </span>
      <div className={c.content}>
        <div className={c.title}>{title}</div>
        {description && <div className={c.description}>{description}</div>}
      </div>
    </div>
  );
}
StaticAlert.displayName = 'StaticAlert';
