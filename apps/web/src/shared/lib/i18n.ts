import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { COOKIE_KEYS, getCookie, setCookie } from '#web/shared/lib/storage.ts'

/** docs/product/shell.md "Language": zh (the source), en, es, ja. */
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language names itself in the switcher (endonyms are never translated). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
}

/** The `lang` attribute and `Accept-Language` value of each UI language. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  zh: 'zh-CN',
  en: 'en-US',
  es: 'es-ES',
  ja: 'ja-JP',
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/**
 * docs/product/shell.md "Language": the `language` cookie, else the first supported language
 * contained in the browser's language (as vue-element-admin does), else en.
 */
export const detectLanguage = (
  cookieValue: string | undefined = getCookie(COOKIE_KEYS.language),
  browserLanguage: string = typeof navigator === 'undefined' ? '' : navigator.language,
): Language => {
  if (isLanguage(cookieValue)) return cookieValue
  const browser = browserLanguage.toLowerCase()
  return LANGUAGES.find((lng) => browser.includes(lng)) ?? 'en'
}

type LocaleModule = { default: Record<string, unknown> }

/**
 * Each language in two parts (locale-slices.ts): what the screens before sign-in show, and
 * the rest, loaded on sign-in. The sign-in page ships only its own part of its own language.
 */
export type TextPart = 'signIn' | 'rest'
const LOADERS: Record<Language, Record<TextPart, () => Promise<LocaleModule>>> = {
  zh: {
    signIn: () => import('virtual:locale/zh/signIn'),
    rest: () => import('virtual:locale/zh/rest'),
  },
  en: {
    signIn: () => import('virtual:locale/en/signIn'),
    rest: () => import('virtual:locale/en/rest'),
  },
  es: {
    signIn: () => import('virtual:locale/es/signIn'),
    rest: () => import('virtual:locale/es/rest'),
  },
  ja: {
    signIn: () => import('virtual:locale/ja/signIn'),
    rest: () => import('virtual:locale/ja/rest'),
  },
}

/** The parts every language in use needs: the rest too once someone is signed in. */
let wanted: TextPart[] = ['signIn']
const loaded = new Set<string>()

const ensureLoaded = async (lng: Language): Promise<void> => {
  await Promise.all(
    wanted.map(async (part) => {
      if (loaded.has(`${lng}/${part}`)) return
      const mod = await LOADERS[lng][part]()
      i18n.addResourceBundle(lng, 'translation', mod.default, true, true)
      loaded.add(`${lng}/${part}`)
    }),
  )
}

/**
 * Loads the texts of the signed-in screens (in the current language, and in any language
 * switched to later). Awaited before a session starts, so no screen renders a key.
 */
export const loadSignedInTexts = async (): Promise<void> => {
  wanted = ['signIn', 'rest']
  await ensureLoaded(currentLanguage())
}

const applyDocumentLanguage = (lng: Language): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[lng]
}

/**
 * Starts i18next in the given language; resolves once its texts are loaded: all of them
 * when `signedIn`, else those of the screens before sign-in.
 */
export const initI18n = async (
  lng: Language = detectLanguage(),
  { signedIn = true }: { signedIn?: boolean } = {},
): Promise<typeof i18n> => {
  if (signedIn) wanted = ['signIn', 'rest']
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  }
  await ensureLoaded(lng)
  await i18n.changeLanguage(lng)
  applyDocumentLanguage(lng)
  return i18n
}

/**
 * Switches the UI language and remembers it in the `language` cookie
 * (docs/product/shell.md "Language").
 */
export const changeLanguage = async (lng: Language): Promise<void> => {
  await ensureLoaded(lng)
  await i18n.changeLanguage(lng)
  setCookie(COOKIE_KEYS.language, lng)
  applyDocumentLanguage(lng)
}

export const currentLanguage = (): Language =>
  isLanguage(i18n.language) ? i18n.language : detectLanguage()

export { i18n }
