import { API } from '@app/contracts'
import { resourceApi } from '#web/features/list-page/resource-api.ts'

/** /system/data-manage: the dictionaries (数据管理) … */
export const dictTypeApi = resourceApi('dictTypes', API.dictionaries.types)
/** … and their values. */
export const dictDataApi = resourceApi('dictData', API.dictionaries.data)
