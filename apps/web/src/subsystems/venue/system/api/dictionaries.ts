import { API } from '@app/contracts'
import { dictKeys } from '#web/features/dictionaries/dict.tsx'
import { resourceApi } from '#web/features/list-page/resource-api.ts'

// every write refreshes the ['dict'] cache the tags and dropdowns of every screen read
/** /system/data-manage: the dictionaries (数据管理) … */
export const dictTypeApi = resourceApi('dictTypes', API.dictionaries.types, {
  refreshes: dictKeys.all,
})
/** … and their values (a value's write changes its dictionary's count). */
export const dictDataApi = resourceApi('dictData', API.dictionaries.data, {
  refreshes: [...dictKeys.all, ...dictTypeApi.keys.all],
})
