/** spec §9: the application version; a stored version that differs resets the session (spec §4). */
export const APP_VERSION = '4.3.7'
