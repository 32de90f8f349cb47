import { API } from '@app/contracts'
import { resourceApi } from '#web/features/list-page/resource-api.ts'

/** /system/resourcesManagement (资源管理). */
export const venueResourceApi = resourceApi('venueResources', API.resources.resource)
