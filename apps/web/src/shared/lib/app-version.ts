/**
 * docs/product/shell.md "Session": the application version; a stored version that differs
 * resets the session.
 */
export const APP_VERSION = '4.3.7'
