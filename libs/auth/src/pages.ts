import { createElement } from 'react';
import { PlaceholderScreen } from './screens/placeholder-screen';

/** Screens for the host app's routes, loaded lazily by the app. */
export const LoginPage = () => createElement(PlaceholderScreen, { title: 'Sign in' });
export const RegisterPage = () => createElement(PlaceholderScreen, { title: 'Create your account' });
export const ForgotPasswordPage = () => createElement(PlaceholderScreen, { title: 'Forgot your password?' });
export const ResetPasswordPage = () => createElement(PlaceholderScreen, { title: 'Set a new password' });
export const DashboardPage = () => createElement(PlaceholderScreen, { title: 'Dashboard' });
export const SelectRolePage = () => createElement(PlaceholderScreen, { title: 'Choose your role' });
export const TestGooglePage = () => createElement(PlaceholderScreen, { title: 'Google sign-in test' });
export const ElearningRedirectPage = () => createElement(PlaceholderScreen, { title: 'Opening the e-learning platform' });
export const JobPortalRedirectPage = () => createElement(PlaceholderScreen, { title: 'Opening the job portal' });
