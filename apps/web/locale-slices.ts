// A Vite plugin that serves a language's texts in two parts, so the sign-in page loads only
// the sections it shows (docs/product/performance.md "Front-end load": /login ≤ 300 KB).
// The locale files stay one per language (ADR 009); the parts are cut when they are loaded.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const PREFIX = 'virtual:locale/'
const LOCALES = resolve(import.meta.dirname, '../../packages/locales/src')

/** What the screens before sign-in show: sign-in, errors, settings, the head of the page. */
export const SIGN_IN_SECTIONS = [
  'common',
  'auth',
  'errors',
  'validation',
  'settings',
  'layout',
  'errorLog',
  'dateRange',
]
/** Texts only the server answers with: the browser never shows them by key. */
const SERVER_ONLY_SECTIONS = ['server']

/**
 * `virtual:locale/<lang>/signIn` and `virtual:locale/<lang>/rest`: the sections of
 * packages/locales/src/<lang>.json before sign-in, and the others (server-only ones left out).
 */
export const localeSlices = (): Plugin => ({
  name: 'locale-slices',
  resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return undefined
    const [lang, part] = id.slice(PREFIX.length + 1).split('/')
    if (!lang || !/^[a-z]{2}$/.test(lang) || (part !== 'signIn' && part !== 'rest'))
      throw new Error(`unknown locale slice ${id.slice(1)}`)
    const file = resolve(LOCALES, `${lang}.json`)
    this.addWatchFile(file)
    const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    const picked = Object.entries(texts).filter(([section]) =>
      part === 'signIn'
        ? SIGN_IN_SECTIONS.includes(section)
        : !SIGN_IN_SECTIONS.includes(section) && !SERVER_ONLY_SECTIONS.includes(section),
    )
    return `export default ${JSON.stringify(Object.fromEntries(picked))}`
  },
})
