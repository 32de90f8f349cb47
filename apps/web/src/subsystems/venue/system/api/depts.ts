import { API, type Dept, type DeptQuery, type DeptSave, type GuidsBody } from '@app/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

const KEY = 'depts'

/** /system/dept (部门管理): the whole (filtered) tree in one call. */
export const useDepts = (query: DeptQuery) =>
  useQuery({
    queryKey: [KEY, 'list', query],
    queryFn: ({ signal }) => callApi(API.depts.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

const useDeptWrite = <T>(run: (input: T) => Promise<unknown>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    // the user screen's tree and picker show departments too
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [KEY] }),
        client.invalidateQueries({ queryKey: ['users'] }),
      ]),
  })
}

export const useSaveDept = () =>
  useDeptWrite((body: DeptSave) => callApi(API.depts.addOrUpdate, { body }))
export const useRemoveDepts = () =>
  useDeptWrite((body: GuidsBody) => callApi(API.depts.delete, { body }))

type Nested<T> = T & { children?: Nested<T>[] }
export type DeptTreeRow = Nested<Dept>

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
