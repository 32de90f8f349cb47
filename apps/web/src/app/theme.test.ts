import { theme } from 'antd'
import { describe, expect, it } from 'vitest'
import { AA_TEXT, contrastRatio } from '#web/shared/utils/accessible-colour.ts'
import { READABLE_TAG_TEXT, themeFor } from '#web/app/theme.ts'

/**
 * antd's tokens as our theme makes them for the default colour, globally or for Tag (a
 * component's overrides replace the global values as they are, nothing derived from them).
 */
const tokensOf = (component?: 'Tag'): Record<string, unknown> => {
  const config = themeFor('#409EFF', 'default')
  return { ...theme.getDesignToken(config), ...(component && config.components?.[component]) }
}
const hex = (tokens: Record<string, unknown>, key: string): string =>
  String(tokens[key]).toLowerCase()

describe('themeFor: texts reach WCAG AA (ADR 013)', () => {
  const global = tokensOf()

  it.each(['#ffffff', '#fafafa'])('the error red (删除 links, form messages) on %s', (bg) => {
    expect(contrastRatio(hex(global, 'colorError'), bg)).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('white on the error red (danger buttons, badges) and the red on its light background', () => {
    expect(contrastRatio('#ffffff', hex(global, 'colorError'))).toBeGreaterThanOrEqual(AA_TEXT)
    expect(
      contrastRatio(hex(global, 'colorErrorText'), hex(global, 'colorErrorBg')),
    ).toBeGreaterThanOrEqual(AA_TEXT)
  })

  // a row's links on the hovered row's grey; white on a hovered or pressed primary button
  it.each(['colorLinkHover', 'colorLinkActive', 'colorPrimaryHover', 'colorPrimaryActive'])(
    '%s on #fafafa and under white text',
    (key) => {
      expect(contrastRatio(hex(global, key), '#fafafa')).toBeGreaterThanOrEqual(AA_TEXT)
      expect(contrastRatio('#ffffff', hex(global, key))).toBeGreaterThanOrEqual(AA_TEXT)
    },
  )

  it.each(['Success', 'Warning', 'Error'])('a %s text (Typography) on white', (status) => {
    expect(contrastRatio(hex(global, `color${status}Text`), '#ffffff')).toBeGreaterThanOrEqual(
      AA_TEXT,
    )
  })

  const tag = tokensOf('Tag')
  // every preset colour antd offers a Tag: text `*7` on background `*1`
  it.each([
    'red',
    'volcano',
    'orange',
    'gold',
    'yellow',
    'lime',
    'green',
    'cyan',
    'blue',
    'geekblue',
    'purple',
    'magenta',
  ])('a %s tag', (colour) => {
    expect(contrastRatio(hex(tag, `${colour}7`), hex(tag, `${colour}1`))).toBeGreaterThanOrEqual(
      AA_TEXT,
    )
  })

  it.each(['Success', 'Warning', 'Error'])('a %s status tag', (status) => {
    expect(
      contrastRatio(hex(tag, `color${status}`), hex(tag, `color${status}Bg`)),
    ).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('leaves the palette outside tags as antd has it', () => {
    expect(hex(global, 'green7')).not.toBe(READABLE_TAG_TEXT.green7)
    expect(hex(global, 'colorSuccess')).not.toBe(READABLE_TAG_TEXT.colorSuccess)
  })
})

describe('themeFor: motion', () => {
  const withReduceMotion = (reduce: boolean) => {
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia
    try {
      return themeFor('#409EFF', 'default').token?.motion
    } finally {
      window.matchMedia = original
    }
  }

  it('turns antd’s motion off when the system asks for reduced motion, and only then', () => {
    expect(withReduceMotion(true)).toBe(false)
    expect(withReduceMotion(false)).toBe(true)
  })
})
