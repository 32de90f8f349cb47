import { API } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /system/role (角色管理); its other writes (状态, 数据权限) go through `roleApi.useWrite`. */
export const roleApi = resourceApi('roles', API.roles)

/** The departments a custom data scope can name (flat, nested by parentId). */
export const useRoleDepts = () =>
  useQuery({
    queryKey: ['roles', 'deptTree'],
    queryFn: ({ signal }) => callApi(API.roles.deptTree, { signal }),
  })

/** Every menu of every subsystem, for the role dialog's permission tree; under `menus`, so a menu write refreshes it. */
export const useMenus = (enabled: boolean) =>
  useQuery({
    queryKey: ['menus', {}],
    queryFn: ({ signal }) => callApi(API.menus.list, { query: {}, signal }),
    enabled,
    staleTime: 0,
  })
