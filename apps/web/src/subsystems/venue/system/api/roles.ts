import { API, type ChangeStatusBody, type MenuQuery, type RoleDataScopeBody } from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /system/role (角色管理). */
export const roleApi = resourceApi('roles', API.roles)

/** A role write beside the five calls (status, data scope): refreshes the lists after. */
const useRoleWrite = <T>(run: (body: T) => Promise<unknown>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: roleApi.keys.all }),
  })
}
export const useRoleStatus = () =>
  useRoleWrite((body: ChangeStatusBody) => callApi(API.roles.changeStatus, { body }))
export const useRoleDataScope = () =>
  useRoleWrite((body: RoleDataScopeBody) => callApi(API.roles.dataScope, { body }))

/** The departments a custom data scope can name (flat, nested by parentId). */
export const useRoleDepts = (enabled: boolean) =>
  useQuery({
    queryKey: ['roles', 'deptTree'],
    queryFn: ({ signal }) => callApi(API.roles.deptTree, { signal }),
    enabled,
  })

/** Every menu of every subsystem, for the role dialog's permission tree and the menu screen. */
export const menuKeys = { all: ['menus'] as const }
export const useMenus = (query: MenuQuery, enabled = true) =>
  useQuery({
    queryKey: [...menuKeys.all, query],
    queryFn: ({ signal }) => callApi(API.menus.list, { query, signal }),
    enabled,
    staleTime: 0,
  })
