import { API } from '@app/contracts'
import { resourceApi } from '#web/features/list-page/resource-api.ts'

/** /system/scheduleTemplate (排期模板). */
export const scheduleTemplateApi = resourceApi('scheduleTemplates', API.scheduleTemplates)
