import { API, type ChangeStatusBody, type MenuQuery, type RoleDataScopeBody } from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /system/role (角色管理). */
export const roleApi = resourceApi('roles', API.roles)

export const useRoleStatus = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ChangeStatusBody) => callApi(API.roles.changeStatus, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: roleApi.keys.all }),
  })
}

export const useRoleDataScope = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: RoleDataScopeBody) => callApi(API.roles.dataScope, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: roleApi.keys.all }),
  })
}

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
