import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  venueResourceQuerySchema,
  venueResourceSaveSchema,
  venueResourceSchema,
} from './resources.schemas.ts'

/** 资源管理 (/system/resourcesManagement). */
export const resourceManagementEndpoints = {
  resource: resourceEndpoints({
    base: '/cloud-business/api/system/resource',
    name: 'Venue resources',
    title: 'venue.route.resourcesManagement',
    labels: 'system.resource',
    permissions: PERMISSIONS.resource,
    query: venueResourceQuerySchema,
    row: venueResourceSchema,
    detail: venueResourceSchema,
    save: venueResourceSaveSchema,
  }),
}
