import { GRID_MESSAGES_ZH, interpolate, type GridTranslate } from '../messages.ts'

/*
 * The view's texts: the package's keys live in ../messages.ts; these few are the view's
 * own (the app copies both sets into its locale files). Without a `translate` prop the
 * zh text is shown (zh is the source locale).
 */

export type Translate = GridTranslate

export const VIEW_MESSAGES_ZH: Record<string, string> = {
  'scheduleGrid.gridLabel': '排期表',
  'scheduleGrid.corner': '场地',
  'scheduleGrid.area': '{{area}}㎡',
}

/** The app's translate, or the zh defaults. */
export function makeTranslate(translate: Translate | undefined): Translate {
  if (translate) return translate
  return (key, params) => interpolate(GRID_MESSAGES_ZH[key] ?? VIEW_MESSAGES_ZH[key] ?? key, params)
}
