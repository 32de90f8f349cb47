import { LOCALE_LANGUAGES, localeText } from '@app/locales'
import { describe, expect, it } from 'vitest'
import { MESSAGES, translate } from '#server/i18n/messages.ts'
// every module registers its messages when its routes are loaded
import '#server/routes.ts'

describe('server messages', () => {
  it('repeat no text of the UI: a key the UI has is translated once, in @app/locales', () => {
    const twice = Object.keys(MESSAGES).filter((key) => localeText('zh', key) !== undefined)
    expect(twice).toEqual([])
  })

  it('read the UI’s words for its keys, placeholders filled', () => {
    for (const lang of LOCALE_LANGUAGES)
      expect(translate(lang, 'validation.tooLong', { max: 50 })).toBe(
        localeText(lang, 'validation.tooLong')?.replace('{{max}}', '50'),
      )
    expect(translate('zh', 'system.remarkTemplate.name')).toBe('模板名称')
    expect(translate('en', 'no.such.key')).toBe('no.such.key')
  })
})
