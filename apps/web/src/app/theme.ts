import type { ThemeConfig } from 'antd'
import type { Size } from '#web/stores/app-settings.ts'

/** spec §9: default theme colour. */
export const PRIMARY_COLOR = '#409EFF'

export const appTheme: ThemeConfig = { token: { colorPrimary: PRIMARY_COLOR } }

/** The stored size (spec §9) as antd's component size. */
export const ANTD_SIZE: Record<Size, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
}
