import { useState, type Key } from 'react'

/**
 * The table's selected rows (by guid), for the toolbar's 修改 / 删除. Only rows of the page
 * on screen count: a selection never reaches records the user cannot see.
 */
export const useSelection = <T extends { guid: string }>(rowsOnPage: readonly T[] | undefined) => {
  const [keys, setKeys] = useState<Key[]>([])
  return {
    keys,
    onChange: setKeys,
    rows: (rowsOnPage ?? []).filter((r) => keys.includes(r.guid)),
    clear: () => setKeys([]),
  }
}

export type Selection<T extends { guid: string }> = ReturnType<typeof useSelection<T>>
