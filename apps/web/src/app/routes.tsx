import { ChatLauncher } from '@intambwe/chat-widget';
import { LandingPage } from '@intambwe/landing';
import type { RouteObject } from 'react-router';
import { RootLayout, RouteLoading } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

/** The landing page with the AI assistant launcher floating over it. */
function Home() {
  return <LandingPage floatingActions={<ChatLauncher page="landing" />} />;
}

const authScreen = (name: keyof typeof import('@intambwe/auth/pages')) => async () => {
  const screens = await import('@intambwe/auth/pages');
  return { Component: screens[name] };
};

const infoPage = (name: Exclude<keyof typeof import('@intambwe/landing/pages'), 'LandingPage'>) => async () => {
  const pages = await import('@intambwe/landing/pages');
  return { Component: pages[name] };
};

/**
 * SPEC §2 route table. The landing page is part of the first download; every
 * account screen is loaded when its route is visited. Any other path shows the
 * landing page. The footer's own pages (/terms, /privacy...) load lazily too.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, Component: Home },
      { path: 'login', lazy: authScreen('LoginPage') },
      { path: 'register', lazy: authScreen('RegisterPage') },
      { path: 'forgot-password', lazy: authScreen('ForgotPasswordPage') },
      { path: 'reset-password', lazy: authScreen('ResetPasswordPage') },
      { path: 'dashboard', lazy: authScreen('DashboardPage') },
      { path: 'select-role', lazy: authScreen('SelectRolePage') },
      { path: 'test-google', lazy: authScreen('TestGooglePage') },
      { path: 'elearning', lazy: authScreen('ElearningRedirectPage') },
      { path: 'jobs', lazy: authScreen('JobPortalRedirectPage') },
      { path: 'terms', lazy: infoPage('TermsPage') },
      { path: 'privacy', lazy: infoPage('PrivacyPage') },
      { path: 'cookies', lazy: infoPage('CookiesPage') },
      { path: 'accessibility', lazy: infoPage('AccessibilityPage') },
      { path: 'security', lazy: infoPage('SecurityPage') },
      { path: 'about', lazy: infoPage('AboutPage') },
      { path: 'support', lazy: infoPage('SupportPage') },
      { path: 'contact', lazy: infoPage('ContactPage') },
      { path: '*', Component: Home },
    ],
  },
];
