/**
 * The server's words, in the four UI languages. The web sends `Accept-Language` (and the
 * `language` cookie); answers use the first of zh, en, es, ja it names, else zh.
 * Every text is in the four locale files (@app/locales): the server's own words (errors,
 * sheet names, the sign-in messages) under `server`, keyed as the code names them
 * (`user.deptMissing` is `server.user.deptMissing`); a text the UI shows too (validation
 * messages, labels, page titles) is read from the UI's own key, so each has one translation.
 */
import { localeText } from '@app/locales'

export const LANGS = ['zh', 'en', 'es', 'ja'] as const
export type Lang = (typeof LANGS)[number]

/** Picks the answer language from `Accept-Language` / the `language` cookie. */
export function pickLang(acceptLanguage: string | undefined, cookieLang?: string): Lang {
  const candidates = [cookieLang ?? '', ...(acceptLanguage ?? '').split(',')]
  for (const c of candidates) {
    const code = c.trim().slice(0, 2).toLowerCase()
    if ((LANGS as readonly string[]).includes(code)) return code as Lang
  }
  return 'zh'
}

/** A placeholder's value: as it is, or `{ key }`: a text of its own, in the same language. */
export type MessageParam = string | number | { key: string }
export type MessageParams = Record<string, MessageParam>

/**
 * The message in `lang`, with its `{{name}}` placeholders filled: the server's own words
 * (`server.<key>`) first, then the UI's (field labels, page titles), else the key as is.
 */
export function translate(lang: Lang, key: string, params: MessageParams = {}): string {
  const text = localeText(lang, `server.${key}`) ?? localeText(lang, key) ?? key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => {
    const value = params[name]
    if (value === undefined) return m
    return typeof value === 'object' ? translate(lang, value.key) : String(value)
  })
}
