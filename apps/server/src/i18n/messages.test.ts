import { CATALOGUES, LOCALE_LANGUAGES, type LocaleTree, localeText } from '@app/locales'
import { describe, expect, it } from 'vitest'
import { translate } from '#server/i18n/messages.ts'

const keysOf = (tree: LocaleTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  )

describe('server messages', () => {
  it('repeat no text of the UI: a key the UI has is translated once, in @app/locales', () => {
    const own = keysOf(CATALOGUES.zh.server as LocaleTree)
    expect(own.length).toBeGreaterThan(100)
    expect(own.filter((key) => localeText('zh', key) !== undefined)).toEqual([])
  })

  it('read the UI’s words for its keys, placeholders filled', () => {
    for (const lang of LOCALE_LANGUAGES)
      expect(translate(lang, 'validation.tooLong', { max: 50 })).toBe(
        localeText(lang, 'validation.tooLong')?.replace('{{max}}', '50'),
      )
    expect(translate('zh', 'system.remarkTemplate.name')).toBe('模板名称')
    // the server's own words, under `server`
    expect(translate('en', 'tooLarge', { mb: 5 })).toBe('The file must be smaller than 5 MB!')
    expect(translate('en', 'no.such.key')).toBe('no.such.key')
  })
})
