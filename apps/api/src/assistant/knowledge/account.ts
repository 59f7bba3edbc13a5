import type { StaticEntry } from './entries.js';
import { documentOf, type KnowledgeContext } from './context.js';

/** Account help: registering, signing in, a forgotten password, roles, Google, signing out. */
export function accountDocuments({ settings, m, s, links }: KnowledgeContext): StaticEntry[] {
  const a = m.account;
  const { elearning, jobPortal } = settings.brand.platforms;
  return [
    documentOf(
      'account-register',
      'account',
      a.register,
      a.register.text,
      [links.register],
      [s.chooseRole, s.googleSignIn, s.howItWorks],
    ),
    documentOf(
      'account-sign-in',
      'account',
      a.signIn,
      a.signIn.text,
      [links.login],
      [s.resetPassword, s.googleSignIn, s.chooseRole],
    ),
    documentOf(
      'account-reset-password',
      'account',
      a.resetPassword,
      a.resetPassword.text,
      [links.forgotPassword],
      [s.contact, s.googleSignIn],
    ),
    documentOf(
      'account-roles',
      'account',
      a.roles,
      a.roles.text({ elearning: elearning.name, portal: jobPortal.name }),
      [links.register, links.platforms],
      [s.createAccount, s.platforms, s.employers],
    ),
    documentOf(
      'account-google',
      'account',
      a.google,
      a.google.text,
      [links.login, links.selectRole],
      [s.chooseRole, s.resetPassword],
    ),
    documentOf('account-logout', 'account', a.logout, a.logout.text, [links.login], [s.platformHelp]),
  ];
}
