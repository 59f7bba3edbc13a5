/**
 * How the account area's requests behave without a connection: they are made all the same, fail, and the part says
 * so in the page's language ('Network error. Please check your connection and try again.'), as the sign-in forms do.
 * react-query's default would hold them silently until the connection is back, the button spinning meanwhile, and
 * then send them (a sign-out or a removal the person may no longer expect). A list that failed so is fetched again
 * when the connection comes back (react-query refetches it on reconnect).
 */
export const OFFLINE_FAILS = { networkMode: 'always' } as const;
