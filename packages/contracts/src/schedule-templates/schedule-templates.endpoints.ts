import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  scheduleTemplateQuerySchema,
  scheduleTemplateRowSchema,
  scheduleTemplateSaveSchema,
} from './schedule-templates.schemas.ts'

/** /system/scheduleTemplate (排期模板): the day-parts that make the grid's columns. */
export const scheduleTemplateEndpoints = resourceEndpoints({
  base: '/cloud-business/api/system/scheduleTemplate',
  name: 'Schedule templates',
  title: 'venue.route.scheduleTemplate',
  labels: 'system.scheduleTemplate',
  permissions: PERMISSIONS.scheduleTemplate,
  query: scheduleTemplateQuerySchema,
  row: scheduleTemplateRowSchema,
  detail: scheduleTemplateRowSchema,
  save: scheduleTemplateSaveSchema,
})
