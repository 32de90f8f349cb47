/**
 * How each project state looks on the dashboard (docs/product/schedule.md "Colours": 意向 grey,
 * 预定 orange, 待签约 blue, 已签约 green; 已取消 red). `null` = the theme colour, so the state the
 * venue is busiest with follows the user's choice in the settings panel.
 */
const STATUS_COLOURS: Record<number, string | null> = {
  0: '#909399',
  1: '#E6A23C',
  2: null,
  3: '#67C23A',
  4: '#13C2C2',
  5: '#722ED1',
  6: '#2F9688',
  7: '#C0C4CC',
  8: '#F56C6C',
  9: '#D4B106',
}

/** The chart colour of a state. */
export const statusColour = (status: number, theme: string): string =>
  STATUS_COLOURS[status] ?? theme

/** The i18n key of a state's name. */
export const statusKey = (status: number): string => `dashboard.status.${status}`
