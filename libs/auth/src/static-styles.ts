/**
 * @intambwe/auth/static-styles: build time only. The looks of the account
 * screens' parts that run on public pages without the design system, made into
 * the page's stylesheet by the web app's prerender (and injected by Storybook).
 */
import { passwordPagesStyles } from './layout/static-parts/password-pages.styles';
import { authPartsStyles } from './layout/static-parts/static-parts.styles';
import { selectRoleStyles } from './screens/select-role/select-role.styles';

export const authStaticStyles = [authPartsStyles, passwordPagesStyles, selectRoleStyles] as const;
