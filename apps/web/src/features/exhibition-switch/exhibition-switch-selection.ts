import type { Key } from 'react'

/**
 * docs/product/exhibitions.md "Switch exhibition": the switch dialog shows 10 exhibitions per
 * page, from page 1.
 */
export const SWITCH_DIALOG_PAGE_SIZE = 10
export const SWITCH_DIALOG_FIRST_PAGE = 1
/** docs/product/shell.md "Dialogs": the wide dialog width. */
export const SWITCH_DIALOG_WIDTH = 1286

export type SelectionCheck =
  | { ok: true; guid: string }
  | { ok: false; messageKey: 'exhibitionSwitch.noneSelected' | 'exhibitionSwitch.onlyOne' }

/** docs/product/exhibitions.md "Switch exhibition": exactly one row may be submitted. */
export const checkSelection = (keys: readonly Key[]): SelectionCheck => {
  if (keys.length === 0) return { ok: false, messageKey: 'exhibitionSwitch.noneSelected' }
  if (keys.length > 1) return { ok: false, messageKey: 'exhibitionSwitch.onlyOne' }
  return { ok: true, guid: String(keys[0]) }
}
