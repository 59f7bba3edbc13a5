/**
 * Buttons that open and close the page's native dialogs and drawers by
 * themselves (HTML invoker commands and popover targets: no script needed, and
 * the page's own script stands in where a browser does not have commands yet).
 */

/** The attributes of a button that opens the dialog `id` as a modal. */
export const opensDialog = (id: string) => ({ commandfor: id, command: 'show-modal' }) as const;
/** The attributes of a button that closes the dialog `id`. */
export const closesDialog = (id: string) => ({ commandfor: id, command: 'close' }) as const;
/** The attributes of a button that opens the drawer `id` (a popover, native-drawer.tsx). */
export const opensDrawer = (id: string) => ({ popoverTarget: id, popoverTargetAction: 'show' }) as const;
/** The attributes of a button that closes the drawer `id`. */
export const closesDrawer = (id: string) => ({ popoverTarget: id, popoverTargetAction: 'hide' }) as const;
