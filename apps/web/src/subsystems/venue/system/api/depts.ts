import { API } from '@app/contracts'
import { resourceApi } from '#web/features/list-page/resource-api.ts'

/** /system/dept (部门管理): the whole (filtered) tree in one call; the user screen shows departments too. */
export const deptApi = resourceApi(
  'depts',
  { ...API.depts, page: API.depts.list },
  { refreshes: ['users'] },
)

type Nested<T> = T & { children?: Nested<T>[] }

/**
 * Nests the flat list by parentId; a row whose parent was filtered out becomes a root.
 * Any flat departments (the role's data-scope options too).
 */
export const nestDepts = <T extends { id: number; parentId: number }>(
  depts: readonly T[],
): Nested<T>[] => {
  const rows = new Map<number, Nested<T>>(depts.map((d) => [d.id, { ...d }]))
  const roots: Nested<T>[] = []
  for (const d of depts) {
    const row = rows.get(d.id)
    if (!row) continue
    const parent = rows.get(d.parentId)
    if (parent) (parent.children ??= []).push(row)
    else roots.push(row)
  }
  return roots
}

/** A node of a parent picker (TreeSelect's treeData). */
interface ParentChoice {
  value: number
  title: string
  children?: ParentChoice[]
}

/**
 * The choices of a record's parent (部门, 菜单): the tree from its top (parentId 0), without
 * `exclude` and everything below it (a record is never put under itself or its own).
 */
export const parentChoices = <T extends { id: number; parentId: number }>(
  rows: readonly T[],
  titleOf: (row: T) => string,
  exclude?: number,
): ParentChoice[] => {
  const choices = (nodes: readonly Nested<T>[]): ParentChoice[] =>
    nodes
      .filter((n) => n.id !== exclude)
      .map((n) => ({ value: n.id, title: titleOf(n), children: n.children && choices(n.children) }))
  return choices(nestDepts(rows).filter((n) => n.parentId === 0))
}
