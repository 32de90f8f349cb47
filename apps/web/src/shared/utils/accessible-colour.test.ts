import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  readableOnWhite,
  THEME_TEXT,
  tintOf,
} from '#web/shared/utils/accessible-colour.ts'

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#409eff', '#ffffff', 2.78],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2)
  })
})

describe('readableOnWhite (ADR 013)', () => {
  it('darkens the spec default #409EFF until white text reaches 4.5:1', () => {
    const shade = readableOnWhite('#409EFF')
    expect(shade).not.toBe('#409eff')
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    // still the same hue, not a jump to navy or black: no channel below 70 % of its value
    const ratios = [1, 3, 5].map(
      (i, k) => Number.parseInt(shade.slice(i, i + 2), 16) / [0x40, 0x9e, 0xff][k]!,
    )
    for (const r of ratios) expect(r).toBeGreaterThan(0.7)
  })

  it.each(['#304156', '#212121', '#6959cd'])('keeps %s, already readable', (colour) => {
    expect(readableOnWhite(colour)).toBe(colour)
  })

  it('leaves anything but #rrggbb alone', () => {
    expect(readableOnWhite('rgb(1,2,3)')).toBe('rgb(1,2,3)')
  })
})

describe('the theme on its own tint (menus, info tags)', () => {
  it.each(['#409EFF', '#1890ff', '#11a983', '#13c2c2', '#f5222d'])(
    '%s: its readable shade reaches 4.5:1 on its 10 %% tint',
    (colour) => {
      expect(
        contrastRatio(readableOnWhite(colour, THEME_TEXT), tintOf(colour, 0.1)),
      ).toBeGreaterThanOrEqual(4.5)
    },
  )
})
