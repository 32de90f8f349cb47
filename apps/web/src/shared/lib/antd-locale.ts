import type { Locale } from 'antd/es/locale'
import dayjs from 'dayjs'
import type { Language } from '#web/shared/lib/i18n.ts'

// antd's and dayjs's texts follow the UI language; each is loaded only when chosen.
const LOADERS: Record<Language, () => Promise<Locale>> = {
  zh: async () => {
    await import('dayjs/locale/zh-cn')
    dayjs.locale('zh-cn')
    return (await import('antd/locale/zh_CN')).default
  },
  en: async () => {
    dayjs.locale('en')
    return (await import('antd/locale/en_US')).default
  },
  es: async () => {
    await import('dayjs/locale/es')
    dayjs.locale('es')
    return (await import('antd/locale/es_ES')).default
  },
  ja: async () => {
    await import('dayjs/locale/ja')
    dayjs.locale('ja')
    return (await import('antd/locale/ja_JP')).default
  },
}

const cache = new Map<Language, Locale>()

/** Loads antd's locale (and dayjs's) for a language and makes dayjs use it. */
export const loadUiLocale = async (lng: Language): Promise<Locale> => {
  const locale = await LOADERS[lng]()
  cache.set(lng, locale)
  return locale
}

/** The antd locale of a language once loaded; antd's built-in (en) until then. */
export const cachedUiLocale = (lng: Language): Locale | undefined => cache.get(lng)
