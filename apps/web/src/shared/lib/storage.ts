import Cookies from 'js-cookie'

/**
 * Every cookie and web-storage key the app uses, in one place (docs/product/shell.md
 * "Client storage"). The names are part of the product: other tools of the venue read them.
 */
export const COOKIE_KEYS = {
  token: 'Admin-Token',
  language: 'language',
  size: 'size',
  sidebarStatus: 'sidebarStatus',
} as const

export const LOCAL_KEYS = {
  userInfo: 'userInfo',
  allPermissions: 'allPermissions',
  menuList: 'menuList',
  currentExhibitionGuid: 'currentExhibitionGuid',
  currentExhibitionName: 'currentExhibitionName',
  currentSystemName: 'currentSystemName',
  version: 'version',
  logo: 'logo',
  venueName: 'venueName',
  /** the settings panel's choices (docs/product/shell.md "Settings"), one JSON object */
  layoutSettings: 'layoutSettings',
  /**
   * the columns hidden in each list table (docs/product/list-screens.md "Toolbar"):
   * { tableId: keys }
   */
  hiddenColumns: 'hiddenColumns',
} as const

export const SESSION_KEYS = {
  visitedViews: 'visitedViews',
  /**
   * this tab's exhibition (docs/product/exhibitions.md "One exhibition per tab": two tabs may work
   * on two exhibitions)
   */
  tabExhibition: 'tabExhibition',
} as const

export type CookieKey = (typeof COOKIE_KEYS)[keyof typeof COOKIE_KEYS]
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS]
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS]

export const getCookie = (key: CookieKey): string | undefined => Cookies.get(key)
export const setCookie = (key: CookieKey, value: string): void => {
  // over HTTPS never sent in the clear (a balancer's plain-HTTP hop is its own)
  Cookies.set(key, value, { sameSite: 'lax', path: '/', secure: location.protocol === 'https:' })
}
export const removeCookie = (key: CookieKey): void => Cookies.remove(key, { path: '/' })

export const getToken = (): string | undefined => getCookie(COOKIE_KEYS.token) || undefined
export const setToken = (token: string): void => setCookie(COOKIE_KEYS.token, token)
export const removeToken = (): void => removeCookie(COOKIE_KEYS.token)

export const getLocal = (key: LocalKey): string | null => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
export const setLocal = (key: LocalKey, value: string): void => {
  try {
    localStorage.setItem(key, value)
  } catch {
    // storage full or disabled (private mode): the app still works for this page load
  }
}
export const removeLocal = (key: LocalKey): void => {
  try {
    localStorage.removeItem(key)
  } catch {
    // see setLocal
  }
}

/** Reads a JSON value; a corrupt or missing entry yields the fallback. */
export const getLocalJson = <T>(key: LocalKey, fallback: T): T => {
  const raw = getLocal(key)
  if (raw === null) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}
export const setLocalJson = (key: LocalKey, value: unknown): void =>
  setLocal(key, JSON.stringify(value))

export const getSessionJson = <T>(key: SessionKey, fallback: T): T => {
  try {
    const raw = sessionStorage.getItem(key)
    return raw === null ? fallback : (JSON.parse(raw) as T)
  } catch {
    return fallback
  }
}
export const setSessionJson = (key: SessionKey, value: unknown): void => {
  try {
    sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // see setLocal
  }
}
export const removeSession = (key: SessionKey): void => {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // see setLocal
  }
}
