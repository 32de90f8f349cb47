import type { ThemeConfig } from 'antd'
import { readableOnWhite, THEME_TEXT, tintOf } from '#web/shared/utils/accessible-colour.ts'
import { DEFAULT_THEME, type Size } from '#web/stores/app-settings.ts'

/** docs/product/shell.md "Settings": default theme colour. */
export const PRIMARY_COLOR = DEFAULT_THEME

/**
 * docs/product/shell.md "Size": default, medium, small, mini = control heights 40, 36, 32, 28 px.
 * antd's three component sizes cannot give four heights (and its large/middle/small are
 * 40/32/24), so every size renders antd's `middle` with its own `controlHeight`.
 */
export const SIZE_CONTROL_HEIGHT: Record<Size, number> = {
  default: 40,
  medium: 36,
  small: 32,
  mini: 28,
}

/**
 * Secondary, tertiary and placeholder texts dark enough for 4.5:1 on white and on the
 * light greys of cards and table headers (antd's defaults, 45 % and 25 % black, fail).
 */
const READABLE_GREYS = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
} as const

/**
 * The antd theme for a theme colour and a size (applied at once, no CSS download).
 * Controls and links take the readable shade of the colour (ADR 013): white on
 * #409EFF, the spec's default, is only 2.8:1.
 */
export const themeFor = (colour: string, size: Size): ThemeConfig => {
  const readable = readableOnWhite(colour, THEME_TEXT)
  // antd derives these tints from the (now darker) colour, too dark behind its own text
  const tint = tintOf(colour, 0.1)
  return {
    token: {
      colorPrimary: readable,
      colorLink: readable,
      colorInfo: readable,
      colorPrimaryBg: tint,
      colorInfoBg: tint,
      ...READABLE_GREYS,
      controlHeight: SIZE_CONTROL_HEIGHT[size],
    },
    components: { Menu: { itemSelectedBg: tint } },
  }
}
