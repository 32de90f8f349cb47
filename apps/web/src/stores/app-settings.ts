import { create } from 'zustand'
import { readableOnWhite, THEME_TEXT } from '#web/shared/utils/accessible-colour.ts'
import { loadUiLocale } from '#web/shared/lib/antd-locale.ts'
import { changeLanguage, currentLanguage, type Language } from '#web/shared/lib/i18n.ts'
import {
  COOKIE_KEYS,
  getCookie,
  getLocal,
  getLocalJson,
  LOCAL_KEYS,
  removeCookie,
  removeLocal,
  setCookie,
  setLocal,
  setLocalJson,
} from '#web/shared/lib/storage.ts'

/** docs/product/shell.md "Size": size options; the stored size defaults to medium. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const
export type Size = (typeof SIZES)[number]

export const isSize = (value: unknown): value is Size =>
  typeof value === 'string' && (SIZES as readonly string[]).includes(value)

const storedSize = (): Size => {
  const value = getCookie(COOKIE_KEYS.size)
  return isSize(value) ? value : 'medium'
}

/** docs/product/shell.md "Settings": default theme colour. */
export const DEFAULT_THEME = '#409EFF'

/**
 * The image drawn while `logo` is empty, until the venue uploads its own (docs/product/shell.md
 * "Head bar"); the state itself stays empty.
 */
export const DEFAULT_LOGO = '/favicon.svg'

/** The image to draw for a `logo` value: its own, else the default one. */
export const logoImage = (logo: string): string => logo || DEFAULT_LOGO

/** The settings panel's choices (docs/product/shell.md "Settings"), kept in local storage. */
export interface LayoutSettings {
  /** docs/product/shell.md "Settings": default theme colour #409EFF */
  theme: string
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  /** only offered when the language is zh (docs/product/shell.md "Settings") */
  supportPinyinSearch: boolean
  /** the whole menu tree in the sidebar instead of head-bar groups */
  menuInLeft: boolean
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  theme: DEFAULT_THEME,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: false,
  supportPinyinSearch: true,
  menuInLeft: false,
}

/**
 * docs/product/shell.md "Settings": the product's own settings, fixed per build (written
 * here, like vue-element-admin's settings.js): neither offered by the panel nor kept in
 * local storage.
 */
export interface ProductSettings {
  /** Whether the head bar offers the settings panel at all. */
  showSettings: boolean
  /**
   * The builds that keep the error log (docs/product/shell.md "Error log"): one build mode
   * (`import.meta.env.MODE`: `production`, `development`, or a `vite --mode` of its own)
   * or a list of them.
   */
  errorLog: string | readonly string[]
}

export const DEFAULT_PRODUCT_SETTINGS: ProductSettings = {
  showSettings: true,
  errorLog: 'production',
}

const isHexColour = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value)

// index.html reads the same entry before the first paint (no flash of the default colour):
// keep the two in step.
const storedLayoutSettings = (): LayoutSettings => {
  const stored = getLocalJson<Partial<LayoutSettings> | null>(LOCAL_KEYS.layoutSettings, {}) ?? {}
  const merged = { ...DEFAULT_LAYOUT_SETTINGS }
  // keep only known keys of the right type: the entry may come from an older build
  for (const key of Object.keys(DEFAULT_LAYOUT_SETTINGS) as (keyof LayoutSettings)[]) {
    const value = stored[key]
    if (typeof value === typeof DEFAULT_LAYOUT_SETTINGS[key])
      Object.assign(merged, { [key]: value })
  }
  if (!isHexColour(merged.theme)) merged.theme = DEFAULT_THEME
  return merged
}

/**
 * The theme colour for what antd does not paint: the NProgress bar (a CSS variable)
 * and the browser's UI (meta theme-color). index.html does the same before React runs.
 */
export const applyThemeColour = (colour: string): void => {
  if (typeof document === 'undefined') return
  document.documentElement.style.setProperty('--app-primary', colour)
  // behind white text (the active tag and top-menu item): the readable shade (ADR 013)
  document.documentElement.style.setProperty(
    '--app-primary-readable',
    readableOnWhite(colour, THEME_TEXT),
  )
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour)
}

/** docs/product/shell.md "Layout": below 992 px the sidebar becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 991.98px)'
export type Device = 'mobile' | 'desktop'

const currentDevice = (): Device =>
  typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches ? 'mobile' : 'desktop'

interface AppSettingsState extends LayoutSettings, ProductSettings {
  language: Language
  size: Size
  device: Device
  /**
   * docs/product/shell.md "Sidebar": the sidebar opened by default; the cookie holds 1
   * (open) or 0 (closed).
   */
  sidebarOpened: boolean
  /**
   * docs/product/shell.md "Sidebar": closing can skip the animation (e.g. when the window
   * becomes narrow).
   */
  sidebarWithoutAnimation: boolean
  /**
   * Image URL of the logo in the head bar and the sidebar (local storage `logo`); empty by
   * default (docs/product/shell.md "Head bar"), drawn as `logoImage` says.
   */
  logo: string
  /** The venue's name in the head bar; empty shows the app title (local storage `venueName`). */
  venueName: string
  /**
   * Loads the language's texts (ours, antd's, dayjs's), then switches
   * (docs/product/shell.md "Language").
   */
  setLanguage: (language: Language) => Promise<void>
  /**
   * Stores the size in the `size` cookie (docs/product/shell.md "Size"); the caller
   * refreshes the view.
   */
  setSize: (size: Size) => void
  setDevice: (device: Device) => void
  toggleSidebar: () => void
  closeSidebar: (options?: { withoutAnimation?: boolean }) => void
  /**
   * Logout: drops the `sidebarStatus` cookie, and the sidebar is open again, as for a new
   * visitor (ADR 023: the language and size cookies stay).
   */
  forgetSidebar: () => void
  /** An empty value clears it (the default image shows again). */
  setLogo: (logo: string) => void
  setVenueName: (venueName: string) => void
  /** Applies one settings-panel choice at once and persists it. */
  setLayoutSetting: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void
}

const saveSidebar = (opened: boolean): void =>
  setCookie(COOKIE_KEYS.sidebarStatus, opened ? '1' : '0')

const initialState = () => ({
  ...storedLayoutSettings(),
  ...DEFAULT_PRODUCT_SETTINGS,
  language: currentLanguage(),
  size: storedSize(),
  device: currentDevice(),
  sidebarOpened: getCookie(COOKIE_KEYS.sidebarStatus) !== '0',
  sidebarWithoutAnimation: false,
  logo: getLocal(LOCAL_KEYS.logo) ?? '',
  venueName: getLocal(LOCAL_KEYS.venueName) ?? '',
})

export const useAppSettings = create<AppSettingsState>()((set, get) => ({
  ...initialState(),
  setLanguage: async (language) => {
    await Promise.all([changeLanguage(language), loadUiLocale(language)])
    set({ language })
  },
  setSize: (size) => {
    setCookie(COOKIE_KEYS.size, size)
    set({ size })
  },
  setDevice: (device) => set({ device }),
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened
    saveSidebar(sidebarOpened)
    set({ sidebarOpened, sidebarWithoutAnimation: false })
  },
  closeSidebar: ({ withoutAnimation = false } = {}) => {
    saveSidebar(false)
    set({ sidebarOpened: false, sidebarWithoutAnimation: withoutAnimation })
  },
  forgetSidebar: () => {
    removeCookie(COOKIE_KEYS.sidebarStatus)
    set({ sidebarOpened: true, sidebarWithoutAnimation: false })
  },
  setLogo: (logo) => {
    const value = logo.trim()
    if (value) setLocal(LOCAL_KEYS.logo, value)
    else removeLocal(LOCAL_KEYS.logo)
    set({ logo: value })
  },
  setVenueName: (venueName) => {
    // kept as typed (a space between two words is typed before the second); blank clears it
    if (venueName.trim()) setLocal(LOCAL_KEYS.venueName, venueName)
    else removeLocal(LOCAL_KEYS.venueName)
    set({ venueName: venueName.trim() ? venueName : '' })
  },
  setLayoutSetting: (key, value) => {
    set({ [key]: value } as Pick<LayoutSettings, typeof key>)
    if (key === 'theme') applyThemeColour(String(value))
    const state = get()
    const settings = Object.fromEntries(
      (Object.keys(DEFAULT_LAYOUT_SETTINGS) as (keyof LayoutSettings)[]).map((k) => [k, state[k]]),
    )
    setLocalJson(LOCAL_KEYS.layoutSettings, settings)
  },
}))

/** Reads the stored settings again (tests start each case from what storage holds). */
export const resetAppSettingsStore = (): void => useAppSettings.setState(initialState())
