import { defineMessages } from '@intambwe/i18n';

/*
 * A module of its own: the titles and descriptions are loaded after the first
 * screen (route-titles.ts) and by the prerender, never with a page's first download.
 */
/** Each route's title and description (loaded after the first screen, and by the prerender). */
export const webPageMessages = /* @__PURE__ */ defineMessages('web', {
  titles: {
    home: '{brand}: career coaching, training and jobs across Africa',
    login: 'Sign in | {brand}',
    register: 'Create your account | {brand}',
    forgotPassword: 'Reset your password | {brand}',
    resetPassword: 'Set a new password | {brand}',
    selectRole: 'Choose your role | {brand}',
    terms: 'Terms of Service | {brand}',
    privacy: 'Privacy Policy | {brand}',
    cookies: 'Cookie Policy | {brand}',
    accessibility: 'Accessibility | {brand}',
    security: 'Security | {brand}',
    about: 'About us | {brand}',
    support: 'Support | {brand}',
    contact: 'Contact us | {brand}',
    dashboard: 'Dashboard | {brand}',
    testGoogle: 'Google sign-in test | {brand}',
    unlock: 'Sign in without the check | {brand}',
    account: 'Your account | {brand}',
    verifyEmail: 'Verify your email | {brand}',
    confirmEmail: 'Confirm your new email | {brand}',
  },
  descriptions: {
    home: 'Live career coaching, training programs, skills assessments, verified certificates and a job portal for students, teachers, job seekers and employers across Africa.',
    login: 'Sign in to {brand} to continue your learning or your job search.',
    register: 'Join {brand} as a student, teacher, job seeker or employer. It takes a minute.',
    forgotPassword: 'Forgot your password? We will email you a link to set a new one.',
    resetPassword: 'Choose a new password for your {brand} account.',
    selectRole: 'Tell us how you will use {brand} so we can take you to the right platform.',
    terms: 'The terms that apply when you use {brand}.',
    privacy: 'How {brand} collects, uses and protects your personal data.',
    cookies: 'Which cookies and browser storage {brand} uses, and why.',
    accessibility: 'Our commitment to an accessible platform, and how to tell us about barriers.',
    security: 'How we protect your account and data, and how to report a vulnerability.',
    about: 'Our vision, mission and values: career transformation for Africa, from Kigali.',
    support: 'Answers to common questions and ways to reach our support team.',
    contact: 'Reach the {brand} team by email, phone or the contact form.',
    dashboard: 'Taking you to your platform.',
    testGoogle: 'Developer page for testing Google sign-in.',
    unlock: 'Let this browser sign in to your account without the automatic check.',
    account: 'Your details, how you sign in, where you are signed in, and your data.',
    verifyEmail: 'Confirm the email address of your {brand} account.',
    confirmEmail: 'Confirm the new email address of your {brand} account.',
  },
});
