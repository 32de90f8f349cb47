import { API, PERMISSIONS } from '@app/contracts'
import { resourceApi } from '#web/features/list-page/resource-api.ts'

const P = PERMISSIONS.module

/** /system/module (模块管理): the subsystems, only listed and edited (their codes are fixed). */
export const moduleApi = resourceApi('modules', {
  names: { title: 'venue.route.module', labels: 'system.module' },
  permissions: { list: P.list, edit: P.edit },
  page: API.menus.moduleList,
  addOrUpdate: API.menus.moduleUpdate,
})
