import type { Locale } from 'antd/es/locale'
import dayjs from 'dayjs'
import type { Language } from '#web/shared/lib/i18n.ts'

// antd's and dayjs's texts follow the UI language; each is loaded only when chosen, the two
// at once (one round of downloads before the first render, not two).
const LOADERS: Record<Language, () => Promise<Locale>> = {
  zh: async () => {
    const [, antd] = await Promise.all([import('dayjs/locale/zh-cn'), import('antd/locale/zh_CN')])
    dayjs.locale('zh-cn')
    return antd.default
  },
  en: async () => {
    dayjs.locale('en')
    return (await import('antd/locale/en_US')).default
  },
  es: async () => {
    const [, antd] = await Promise.all([import('dayjs/locale/es'), import('antd/locale/es_ES')])
    dayjs.locale('es')
    return antd.default
  },
  ja: async () => {
    const [, antd] = await Promise.all([import('dayjs/locale/ja'), import('antd/locale/ja_JP')])
    dayjs.locale('ja')
    return antd.default
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
