/**
 * Set on <html> by the host app once React has attached to the page
 * (`data-app-started`): for people debugging and for tests.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
