import type { GoogleUserData, Role } from '@intambwe/contract';
import { useLocalePath } from '@intambwe/i18n';
import {
  avatarClasses,
  cx,
  notify,
  notifyAcrossPages,
  paletteClass,
  Skeleton,
  staticClasses,
  StaticButton,
  useHydrated,
  VisuallyHidden,
} from '@intambwe/ui/static';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { authTimings } from '../../constants';
import { SelectRoleSchema } from '../../forms/auth-form-schemas';
import { carriedGoogleUserData, dropCarriedGoogleUserData, readGoogleUserData } from '../../google/select-role-state';
import { StaticCardHeading } from '../../layout/static-parts/static-parts';
import { useAuthMessages } from '../../messages';
import { useScreenNavigation } from '../../navigation/screen-navigation';
import { useLater } from '../../navigation/use-later';
import { useAuthActions } from '../../state/auth-context';
import { useFailureText } from '../../state/use-failure-text';
import type { selectRoleStyles } from './select-role.styles';
import { StaticRoleOptions } from './static-role-options';

const c = staticClasses<typeof selectRoleStyles>('auth-select-role');

/** Chakra's Avatar initials: the first letters of the first and last words of the name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/** The person's Google account: their picture (initials until it loads, or when it cannot), name and email. */
function GoogleAccount({ data }: { data: GoogleUserData }) {
  const name = `${data.firstName} ${data.lastName}`.trim();
  const [picture, setPicture] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const shown = Boolean(data.profilePicture) && picture === 'loaded';
  return (
    <div className={c.account}>
      <span className={cx(avatarClasses.root, paletteClass('brand'))}>
        {!shown && (
          <span className={avatarClasses.fallback} aria-hidden="true">
            {initialsOf(name)}
          </span>
        )}
        {data.profilePicture && picture !== 'failed' && (
          <img
            src={data.profilePicture}
            alt=""
            referrerPolicy="no-referrer"
            hidden={!shown}
            onLoad={() => setPicture('loaded')}
            onError={() => setPicture('failed')}
            className={cx(avatarClasses.image, c.avatarImage)}
          />
        )}
      </span>
      <div className={c.accountText}>
        <p className={c.name}>{name}</p>
        <p className={c.email}>{data.email}</p>
      </div>
    </div>
  );
}

function SelectRoleForm({ data }: { data: GoogleUserData }) {
  const { failureText, fieldText } = useFailureText();
  const pathFor = useLocalePath();
  const m = useAuthMessages().selectRole;
  const { completeGoogleRegistration } = useAuthActions();
  const { navigate } = useScreenNavigation();
  const later = useLater();
  const [role, setRole] = useState<Role | null>(null);
  const [state, setState] = useState<'choosing' | 'submitting' | 'done'>('choosing');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'choosing') return;
    const parsed = v.safeParse(SelectRoleSchema, role ?? '');
    if (!parsed.success) {
      notify.error(fieldText('SELECT_ROLE_REQUIRED'));
      return;
    }
    setState('submitting');
    try {
      await completeGoogleRegistration(data, parsed.output);
      dropCarriedGoogleUserData();
      setState('done');
      notify.success(m.success);
      later(() => navigate(pathFor('/dashboard'), { replace: true }), authTimings.redirectDelayMs);
    } catch (error) {
      notify.error(failureText(error, m.failed));
      setState('choosing');
    }
  };

  return (
    // A form of its own: its radios are one group, and Enter on a chosen role continues.
    <form onSubmit={submit} method="post" noValidate className={c.form}>
      <GoogleAccount data={data} />
      <StaticRoleOptions value={role} onChange={setRole} disabled={state !== 'choosing'} />
      <StaticButton type="submit" size="lg" full disabled={!role} loading={state !== 'choosing'} loadingText={m.submitting}>
        {m.submit}
      </StaticButton>
    </form>
  );
}

/**
 * What the /select-role card holds (SPEC §2, §4): its title, the Google
 * account, the four roles and Continue to Dashboard. It runs without the
 * design system (an island of the prerendered page; its looks are classes made
 * at build time).
 *
 * The Google data arrives in the history entry's state (the router's location
 * state) or, from a page of its own, this tab's session storage; it is read
 * once the card is interactive (the prerendered card shows a placeholder).
 * Without it the card says 'User data not found. Please try signing in again.'
 * and goes to /login. Success toasts and goes to /dashboard after 100 ms.
 */
export function SelectRoleCard() {
  const pathFor = useLocalePath();
  const m = useAuthMessages().selectRole;
  const hydrated = useHydrated();
  const { state, navigate } = useScreenNavigation();
  const found = useMemo(() => (hydrated ? (readGoogleUserData(state) ?? carriedGoogleUserData()) : null), [hydrated, state]);
  // Kept once found: the carried copy is dropped when the registration completes, and the card stays until it moves on.
  const [kept, setKept] = useState<GoogleUserData | null>(null);
  useEffect(() => {
    if (found) setKept(found);
  }, [found]);
  const data = found ?? kept;
  const missing = hydrated && !data;
  const reported = useRef(false);

  useEffect(() => {
    if (!missing || reported.current) return;
    reported.current = true;
    notifyAcrossPages('error', m.noData); // /login is a page of its own: the words go with the person
    navigate(pathFor('/login'), { replace: true });
  }, [missing, m, navigate, pathFor]);

  return (
    <>
      <StaticCardHeading title={m.title} subtitle={m.subtitle} />
      {data ? (
        <SelectRoleForm data={data} />
      ) : (
        <div className={c.loading} role="status" aria-live="polite">
          <VisuallyHidden>{m.loading}</VisuallyHidden>
          <Skeleton className={c.skeletonAccount} />
          <Skeleton className={c.skeletonRoles} />
        </div>
      )}
    </>
  );
}
SelectRoleCard.displayName = 'SelectRoleCard';
