import en from './en.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }
import ja from './ja.json' with { type: 'json' }
import zh from './zh.json' with { type: 'json' }

/** The four UI languages; zh is the source. */
export const LOCALE_LANGUAGES = ['zh', 'en', 'es', 'ja'] as const
export type LocaleLanguage = (typeof LOCALE_LANGUAGES)[number]

export type LocaleTree = { [key: string]: string | LocaleTree }

/** Every catalogue, for the server (the web loads one file per language instead). */
export const CATALOGUES: Record<LocaleLanguage, LocaleTree> = { zh, en, es, ja }

/**
 * The text of a dotted key (`system.remarkTemplate.name`) in one language, or undefined
 * when the key names no text.
 *
 * @example localeText('en', 'common.list.add') // 'Add'
 */
export const localeText = (lang: LocaleLanguage, key: string): string | undefined => {
  let node: string | LocaleTree | undefined = CATALOGUES[lang]
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}
