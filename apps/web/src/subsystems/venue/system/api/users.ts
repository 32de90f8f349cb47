import { API, type UserDeptOption } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'
import { nestDepts } from '#web/subsystems/venue/system/api/depts.ts'

/** /system/user (用户管理); its other writes (状态, 重置密码, 分配角色) go through `userApi.useWrite`. */
export const userApi = resourceApi('users', API.users)

/** The roles to pick in the user dialogs, as select options (a disabled role cannot be picked). */
export const useRoleOptions = () => {
  const roles = useQuery({
    queryKey: ['users', 'roleOptions'],
    queryFn: ({ signal }) => callApi(API.users.roleOptions, { signal }),
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

/** Flat departments as tree options, nested by parentId (roots are those whose parent is not listed). */
export const deptTreeOf = (depts: readonly Omit<UserDeptOption, 'status'>[]) =>
  nestDepts(depts.map((d) => ({ ...d, key: d.id, value: d.id, title: d.name })))

/** The departments of the left tree and the dept picker, nested. */
export const useDeptTree = () => {
  const depts = useQuery({
    queryKey: ['users', 'deptTree'],
    queryFn: ({ signal }) => callApi(API.users.deptTree, { signal }),
  })
  return useMemo(() => deptTreeOf(depts.data ?? []), [depts.data])
}
