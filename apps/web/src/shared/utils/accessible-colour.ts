/**
 * WCAG 2 contrast helpers for the theme colour (ADR 013). The spec's default theme
 * colour #409EFF gives white text only 2.8:1; controls and links use the nearest darker
 * shade of the chosen colour that reaches 4.5:1 against white, so any theme a user picks
 * stays readable. Non-text accents (the progress bar, chart fills) keep the colour as is.
 */

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** Relative luminance (WCAG 2.x). */
export const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two #rrggbb colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const HEX = /^#[0-9a-f]{6}$/i

/** AA for normal text. */
export const AA_TEXT = 4.5

/**
 * What the theme's controls aim for: AA with a margin, so the colour still reaches 4.5:1
 * on the light tints antd derives from it (selected menu items, info tags).
 */
export const THEME_TEXT = 5.6

/**
 * The colour itself when white on it (and it on white) reaches `ratio`; else the first
 * shade towards black, in 2 % steps, that does. Anything but #rrggbb is returned as is.
 */
export const readableOnWhite = (colour: string, ratio = AA_TEXT): string => {
  if (!HEX.test(colour)) return colour
  const rgb = channels(colour)
  for (let step = 0; step <= 50; step++) {
    const shade = toHex(rgb.map((c) => c * (1 - step * 0.02)))
    if (contrastRatio(shade, '#ffffff') >= ratio) return shade
  }
  return '#000000'
}

/** `colour` mixed with white: `amount` 0 is white, 1 the colour (light backgrounds). */
export const tintOf = (colour: string, amount: number): string =>
  HEX.test(colour) ? toHex(channels(colour).map((c) => 255 - (255 - c) * amount)) : colour
