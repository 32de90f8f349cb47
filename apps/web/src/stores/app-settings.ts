import { create } from 'zustand'
import { loadUiLocale } from '#web/shared/lib/antd-locale.ts'
import { changeLanguage, currentLanguage, type Language } from '#web/shared/lib/i18n.ts'
import { COOKIE_KEYS, getCookie, setCookie } from '#web/shared/lib/storage.ts'

/** spec §9: size options; the stored size defaults to medium. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const
export type Size = (typeof SIZES)[number]

const isSize = (value: unknown): value is Size =>
  typeof value === 'string' && (SIZES as readonly string[]).includes(value)

const storedSize = (): Size => {
  const value = getCookie(COOKIE_KEYS.size)
  return isSize(value) ? value : 'medium'
}

interface AppSettingsState {
  language: Language
  size: Size
  /** spec §3: sidebar opened by default; the cookie holds 1 (open) or 0 (closed). */
  sidebarOpened: boolean
  /** Loads the language's texts (ours, antd's, dayjs's), then switches (spec §4). */
  setLanguage: (language: Language) => Promise<void>
  setSize: (size: Size) => void
  toggleSidebar: () => void
}

export const useAppSettings = create<AppSettingsState>()((set, get) => ({
  language: currentLanguage(),
  size: storedSize(),
  sidebarOpened: getCookie(COOKIE_KEYS.sidebarStatus) !== '0',
  setLanguage: async (language) => {
    await Promise.all([changeLanguage(language), loadUiLocale(language)])
    set({ language })
  },
  setSize: (size) => {
    setCookie(COOKIE_KEYS.size, size)
    set({ size })
  },
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened
    setCookie(COOKIE_KEYS.sidebarStatus, sidebarOpened ? '1' : '0')
    set({ sidebarOpened })
  },
}))
