/**
 * React and React DOM, evaluated in a task of their own before the rest of the
 * app (main.tsx): each step of the start stays short on a slow phone.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
export { startTransition } from 'react';
