/**
 * Buttons that open and close the page's native dialogs by themselves (HTML
 * invoker commands: no script needed, and the page's own script stands in
 * where a browser does not have them yet).
 */

/** The attributes of a button that opens the dialog `id` as a modal. */
export const opensDialog = (id: string) => ({ commandfor: id, command: 'show-modal' }) as const;
/** The attributes of a button that closes the dialog `id`. */
export const closesDialog = (id: string) => ({ commandfor: id, command: 'close' }) as const;
