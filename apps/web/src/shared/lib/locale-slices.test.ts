import { CATALOGUES, LOCALE_LANGUAGES } from '@app/locales'
import { describe, expect, it } from 'vitest'
import { SIGN_IN_SECTIONS, localeSlices } from '../../../locale-slices.ts'

type Load = (this: { addWatchFile: (file: string) => void }, id: string) => string | undefined
const plugin = localeSlices()
const load = (id: string): Record<string, unknown> => {
  const code = (plugin.load as Load).call({ addWatchFile: () => undefined }, `\0${id}`)
  return JSON.parse(String(code).replace(/^export default /, '')) as Record<string, unknown>
}

describe('locale slices', () => {
  it.each(LOCALE_LANGUAGES)(
    'cuts %s into the sign-in sections and the rest, server texts left out',
    (lang) => {
      const signIn = load(`virtual:locale/${lang}/signIn`)
      const rest = load(`virtual:locale/${lang}/rest`)
      expect(Object.keys(signIn).sort()).toEqual([...SIGN_IN_SECTIONS].sort())
      expect(Object.keys(rest).filter((k) => SIGN_IN_SECTIONS.includes(k))).toEqual([])
      expect(rest).not.toHaveProperty('server')
      expect({ ...signIn, ...rest, server: CATALOGUES[lang].server }).toEqual(CATALOGUES[lang])
    },
  )

  it('refuses a slice it does not know', () => {
    expect(() => load('virtual:locale/zh/everything')).toThrow(/unknown locale slice/)
  })
})
