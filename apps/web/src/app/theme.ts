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
 * The error red for danger links and buttons (every row's 删除), form messages and
 * badges: antd's #ff4d4f is 3.3:1 on white. This red reaches 5.2:1 on white, 4.8:1 on
 * the light red antd derives behind it (error tags, alerts) and under white text.
 */
export const ERROR_RED = '#d32029'

/**
 * Tag texts that reach 4.5:1 on the tag's own light background (preset `*1`). antd writes
 * a preset tag's text in its `*7` shade: green #389e0d on #f6ffed is 3.4:1, gold 2.8:1.
 * These are the first darker shades of antd's palette that pass (`*8`, or `*9` for gold,
 * yellow and lime); red, blue, geekblue, purple and magenta already pass. Only tags take
 * them: antd's other uses of the palette (charts, icons) carry no text.
 */
export const READABLE_TAG_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
  // status tags (`color="success"` / `"warning"`) write in the status colour itself
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
} as const

/** What hovered and pressed links and buttons reach against white: darker than at rest. */
const HOVER_TEXT = 7
const PRESSED_TEXT = 8.5

/**
 * The system asks for less motion (prefers-reduced-motion, WCAG 2.3.3): antd's zooms, fades,
 * slides stay off (and, in providers.tsx, the click wave). Read when the theme is made.
 */
export const reducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false)

/**
 * The antd theme for a theme colour and a size (applied at once, as CSS variables).
 * Controls and links take the readable shade of the colour (ADR 013): white on
 * #409EFF, the spec's default, is only 2.8:1.
 */
export const themeFor = (colour: string, size: Size): ThemeConfig => {
  const readable = readableOnWhite(colour, THEME_TEXT)
  // antd derives these tints from the (now darker) colour, too dark behind its own text
  const tint = tintOf(colour, 0.1)
  // antd lightens links and buttons on hover and press (a row's 修改 on a hovered row fell
  // to 2.7:1, a hovered ghost button to 4.0:1): they darken instead
  const hovered = readableOnWhite(colour, HOVER_TEXT)
  const pressed = readableOnWhite(colour, PRESSED_TEXT)
  return {
    // antd's component styles come from its prebuilt antd.css (main.tsx), not made in the
    // browser: a fresh list page ran ~25 % less script before it showed (ADR 024). The
    // tokens below still reach the components, as CSS variables antd writes at runtime.
    zeroRuntime: true,
    token: {
      colorPrimary: readable,
      colorLink: readable,
      colorInfo: readable,
      colorPrimaryHover: hovered,
      colorLinkHover: hovered,
      colorPrimaryActive: pressed,
      colorLinkActive: pressed,
      colorPrimaryBg: tint,
      colorInfoBg: tint,
      colorError: ERROR_RED,
      // Typography's success / warning texts (antd writes them in #52c41a / #faad14)
      colorSuccessText: READABLE_TAG_TEXT.colorSuccess,
      colorWarningText: READABLE_TAG_TEXT.colorWarning,
      ...READABLE_GREYS,
      controlHeight: SIZE_CONTROL_HEIGHT[size],
      motion: !reducedMotion(),
    },
    components: { Menu: { itemSelectedBg: tint }, Tag: READABLE_TAG_TEXT },
  }
}
