import { API } from '@app/contracts'
import { resourceApi } from '#web/features/list-page/resource-api.ts'

/** /system/remarkTemplate (备注模板). */
export const remarkTemplateApi = resourceApi('remarkTemplates', API.templates.remark)
/** /system/paymentPlan (付款计划模板). */
export const paymentPlanApi = resourceApi('paymentPlanTemplates', API.templates.paymentPlan)
/** /system/contractTemplate (合同模板). */
export const contractTemplateApi = resourceApi('contractTemplates', API.templates.contract)
/** /system/fileTemplate (文件模板). */
export const fileTemplateApi = resourceApi('fileTemplates', API.templates.file)
