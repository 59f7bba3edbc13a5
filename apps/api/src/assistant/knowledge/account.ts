import type { StaticEntry } from './entries.js';
import { documentOf, type DocumentRow, type KnowledgeContext } from './context.js';

/** Account help: registering, signing in, a forgotten password, roles, Google, signing out. */
export function accountDocuments({ settings, m, s, links }: KnowledgeContext): StaticEntry[] {
  const a = m.account;
  const { elearning, jobPortal } = settings.brand.platforms;
  const documents: DocumentRow[] = [
    ['account-register', a.register, a.register.text, [links.register], [s.chooseRole, s.googleSignIn, s.howItWorks]],
    ['account-sign-in', a.signIn, a.signIn.text, [links.login], [s.resetPassword, s.googleSignIn, s.chooseRole]],
    ['account-reset-password', a.resetPassword, a.resetPassword.text, [links.forgotPassword], [s.contact, s.googleSignIn]],
    [
      'account-roles',
      a.roles,
      a.roles.text({ elearning: elearning.name, portal: jobPortal.name }),
      [links.register, links.platforms],
      [s.createAccount, s.platforms, s.employers],
    ],
    ['account-google', a.google, a.google.text, [links.login, links.selectRole], [s.chooseRole, s.resetPassword]],
    ['account-logout', a.logout, a.logout.text, [links.login], [s.platformHelp]],
  ];
  return documents.map(([id, words, text, sources, next]) => documentOf(id, 'account', words, text, sources, next));
}
