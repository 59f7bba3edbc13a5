import { useStoredViewer } from '@intambwe/auth/viewer';
import { useLocalePath, useMessages } from '@intambwe/i18n';
import { buttonClass, cx, staticClasses } from '@intambwe/ui/static';
import { Award, BriefcaseBusiness, ChartColumn, CircleCheck, UserRoundPlus, Video, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { SECTION_CATALOGS } from '../catalogs';
import { demoMessages } from './demo-messages';
import type { demoTourStyles } from './demo-tour.styles';

const c = staticClasses<typeof demoTourStyles>('demo-tour');
const icons: LucideIcon[] = [UserRoundPlus, Video, ChartColumn, Award, BriefcaseBusiness];

/**
 * Watch Demo's five steps, told with text and icons (it works on slow
 * connections, no video hosting). Previous/Next move through them; the last
 * one leads to sign-up (or the dashboard when signed in). An island inside the
 * tour's dialog: the dialog itself opens without it.
 */
export function DemoTour() {
  const m = useMessages(demoMessages);
  const pathFor = useLocalePath();
  const viewer = useStoredViewer();
  const steps = Object.values(m.steps).map((words) => ({ title: words.title, text: words.text, points: [words.point1, words.point2, words.point3] }));
  const [index, setIndex] = useState(0);
  const total = steps.length;
  const step = steps[index] ?? (steps[0] as (typeof steps)[number]);
  const Icon = icons[index] ?? Video;
  const last = index === total - 1;

  return (
    <>
      <div className={c.body}>
        <div aria-live="polite" aria-atomic="true" className={c.step}>
          <div className={c.stepHead}>
            <span className={c.icon} aria-hidden="true">
              <Icon size={28} />
            </span>
            <div>
              <p className={c.stepOf}>{m.stepOf({ step: index + 1, total })}</p>
              <h3 className={c.stepTitle}>{step.title}</h3>
            </div>
          </div>
          <p>{step.text}</p>
          <ul className={c.points}>
            {step.points.map((point) => (
              <li key={point} className={c.point}>
                <span className={c.check} aria-hidden="true">
                  <CircleCheck size={18} />
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={c.dots} aria-hidden="true">
          {steps.map((item, dot) => (
            <span key={item.title} className={cx(c.dot, dot === index && c.dotCurrent)} />
          ))}
        </div>
      </div>
      <div className={c.footer}>
        <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => setIndex((current) => Math.max(0, current - 1))} disabled={index === 0}>
          {m.previous}
        </button>
        {last ? (
          <a href={pathFor(viewer ? '/dashboard' : '/register')} className={buttonClass()}>
            {m.finish}
          </a>
        ) : (
          <button type="button" className={buttonClass()} onClick={() => setIndex((current) => Math.min(total - 1, current + 1))}>
            {m.next}
          </button>
        )}
      </div>
    </>
  );
}
DemoTour.displayName = 'DemoTour';
DemoTour.catalogs = SECTION_CATALOGS;
