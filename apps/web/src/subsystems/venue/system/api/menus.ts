import { API, type MenuSave, type ModuleSave } from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'
import { menuKeys } from '#web/subsystems/venue/system/api/roles.ts'

/** /system/menu: save and delete (the list is `useMenus` in roles.ts, shared with the role dialog). */
export const useMenuSave = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: MenuSave) => callApi(API.menus.addOrUpdate, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: menuKeys.all }),
  })
}

export const useMenuRemove = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => callApi(API.menus.delete, { body: { ids } }),
    onSettled: () => client.invalidateQueries({ queryKey: menuKeys.all }),
  })
}

const moduleKeys = { all: ['modules'] as const }

/** /system/module: the subsystems. */
export const useModules = () =>
  useQuery({
    queryKey: moduleKeys.all,
    queryFn: ({ signal }) => callApi(API.menus.moduleList, { signal }),
    staleTime: 0,
  })

export const useModuleSave = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ModuleSave) => callApi(API.menus.moduleUpdate, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: moduleKeys.all }),
  })
}
