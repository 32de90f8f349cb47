import { API, type UserDeptOption } from '@app/contracts'
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /system/user (用户管理). */
export const userApi = resourceApi('users', API.users)

/** The roles to pick in the user dialog. */
export const useRoleOptions = () =>
  useQuery({
    queryKey: ['users', 'roleOptions'],
    queryFn: ({ signal }) => callApi(API.users.roleOptions, { signal }),
    staleTime: 30_000,
  })

/** The departments of the left tree and the dept picker (flat, in order). */
export const useDeptOptions = () =>
  useQuery({
    queryKey: ['users', 'deptTree'],
    queryFn: ({ signal }) => callApi(API.users.deptTree, { signal }),
    staleTime: 30_000,
  })

export interface DeptNode {
  key: number
  value: number
  title: string
  disabled?: boolean
  children?: DeptNode[]
}

/** Nests the flat departments by parentId (roots are those whose parent is not listed). */
export const deptTreeOf = (depts: readonly UserDeptOption[]): DeptNode[] => {
  const nodes = new Map<number, DeptNode>(
    depts.map((d) => [d.id, { key: d.id, value: d.id, title: d.name }]),
  )
  const roots: DeptNode[] = []
  for (const d of depts) {
    const node = nodes.get(d.id)
    if (!node) continue
    const parent = nodes.get(d.parentId)
    if (parent) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  return roots
}

/** A write outside the five resource calls (status, roles, reset): refreshes the lists after. */
export const useUserAction = <T, R>(run: (input: T) => Promise<R>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: userApi.keys.all }),
  })
}
