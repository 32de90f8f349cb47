import { API } from '@app/contracts'
import { resourceApi } from '#web/features/list-page/resource-api.ts'

/** /system/remarkTemplate (备注模板). */
export const remarkTemplateApi = resourceApi('remarkTemplates', API.templates.remark)
