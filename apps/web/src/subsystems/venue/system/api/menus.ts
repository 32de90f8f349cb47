import { API, PERMISSIONS, type GuidsBody } from '@app/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/**
 * /system/menu (菜单管理): the menus, read whole from `list` (a tree by parentId), keyed by id;
 * under the key `menus` with the role dialog's `useMenus` (roles.ts): a write refreshes both.
 */
const menus = resourceApi('menus', {
  names: { title: 'venue.route.menu', labels: 'system.menu' },
  permissions: PERMISSIONS.menu,
  page: API.menus.list,
  addOrUpdate: API.menus.addOrUpdate,
})

export const menuApi = {
  ...menus,
  /** 删除: by ids, not guids (the screen hands them over as its guids). */
  useRemove: () => {
    const client = useQueryClient()
    return useMutation({
      mutationFn: ({ guids }: GuidsBody) =>
        callApi(API.menus.delete, { body: { ids: guids.map(Number) } }),
      onSettled: () => client.invalidateQueries({ queryKey: menus.keys.all }),
    })
  },
}
