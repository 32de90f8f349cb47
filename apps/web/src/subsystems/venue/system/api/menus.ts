import { API, PERMISSIONS } from '@app/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/**
 * /system/menu (菜单管理): the menus, read whole from `list` (a tree by parentId), keyed by id;
 * under the key `menus` with the role dialog's `useMenus` (roles.ts): a write refreshes both.
 */
export const menuApi = resourceApi('menus', {
  names: { title: 'venue.route.menu', labels: 'system.menu' },
  permissions: PERMISSIONS.menu,
  page: API.menus.list,
  addOrUpdate: API.menus.addOrUpdate,
})

/** 删除: by ids, not guids. */
export const useMenuRemove = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => callApi(API.menus.delete, { body: { ids } }),
    onSettled: () => client.invalidateQueries({ queryKey: menuApi.keys.all }),
  })
}
