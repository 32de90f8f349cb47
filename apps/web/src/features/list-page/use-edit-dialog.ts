import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { notify } from '#web/shared/lib/notify.ts'

/** A stored row: by its guid, or (menus) by its numeric id. */
type Stored = { guid: string; version: number } | { id: number; version: number; guid?: never }
/** What an edited record is sent with: its guid (or id) and the version it was read at. */
const keyOf = (row: Stored) =>
  row.guid !== undefined
    ? { guid: row.guid, version: row.version }
    : { id: row.id, version: row.version }

type Opened<T, V> = { kind: 'add'; preset: Partial<V> } | { kind: 'edit'; row: T }

/**
 * What a resource screen's add/edit dialog is showing: nothing, a new record (with preset
 * values, such as a parent for 新增子项), or a stored row. `save` sends a new record as it
 * is and an edited one with its guid (a menu: its id) and the version it was read at (a
 * stale version gets the server's 409), then says 新增成功 / 修改成功 and closes. A failed
 * save throws, so FormDialog keeps the dialog open with what was typed.
 */
export const useEditDialog = <T extends Stored, V extends object>() => {
  const { t } = useTranslation()
  const [opened, setOpened] = useState<Opened<T, V> | null>(null)
  const row = opened?.kind === 'edit' ? opened.row : undefined
  return {
    open: opened !== null,
    /** The stored row being edited; undefined when adding or closed. */
    row,
    /** The preset values of a new record; undefined when editing or closed. */
    preset: opened?.kind === 'add' ? opened.preset : undefined,
    adding: opened?.kind === 'add',
    openAdd: (preset: Partial<V> = {}) => setOpened({ kind: 'add', preset }),
    openEdit: (target: T) => setOpened({ kind: 'edit', row: target }),
    close: () => setOpened(null),
    /** 新增{what} / 修改{what} */
    title: (what: string) =>
      t(opened?.kind === 'edit' ? 'common.list.editTitle' : 'common.list.addTitle', { what }),
    save: async (body: object, send: (body: object) => Promise<unknown>): Promise<void> => {
      if (!opened) return
      const editing = opened.kind === 'edit'
      await send(editing ? { ...body, ...keyOf(opened.row) } : body)
      notify('success', t(editing ? 'common.list.updated' : 'common.list.added'), SUCCESS_SECONDS)
      setOpened(null)
    },
  }
}
