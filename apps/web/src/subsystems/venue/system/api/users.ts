import {
  API,
  type ChangeStatusBody,
  type UserAssignRolesBody,
  type UserDeptOption,
} from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /system/user (用户管理). */
export const userApi = resourceApi('users', API.users)

/** The roles to pick in the user dialogs, as select options (a disabled role cannot be picked). */
export const useRoleOptions = () => {
  const roles = useQuery({
    queryKey: ['users', 'roleOptions'],
    queryFn: ({ signal }) => callApi(API.users.roleOptions, { signal }),
    staleTime: 30_000,
  })
  return useMemo(
    () =>
      (roles.data ?? []).map((r) => ({
        value: r.guid,
        label: r.roleName,
        disabled: r.status !== 1,
      })),
    [roles.data],
  )
}

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

/** The departments of the left tree and the dept picker, nested. */
export const useDeptTree = () => {
  const depts = useQuery({
    queryKey: ['users', 'deptTree'],
    queryFn: ({ signal }) => callApi(API.users.deptTree, { signal }),
    staleTime: 30_000,
  })
  return useMemo(() => deptTreeOf(depts.data ?? []), [depts.data])
}

/** A write outside the five resource calls: refreshes the lists after. */
const useUserWrite = <T, R>(run: (input: T) => Promise<R>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: userApi.keys.all }),
  })
}

/** 状态's switch: enable or disable (never admin, never yourself: the server says so). */
export const useUserStatus = () =>
  useUserWrite((body: ChangeStatusBody) => callApi(API.users.changeStatus, { body }))

/** 重置密码: answers the generated password, once. */
export const useResetPassword = () =>
  useUserWrite((guid: string) => callApi(API.users.resetPwd, { body: { guid } }))

/** 分配角色: replaces the user's roles. */
export const useAssignRoles = () =>
  useUserWrite((body: UserAssignRolesBody) => callApi(API.users.assignRoles, { body }))
