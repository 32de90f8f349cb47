import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { resourceEndpoints } from '../common/resource.ts'
import {
  dictDataQuerySchema,
  dictDataSaveSchema,
  dictDataSchema,
  dictOptionSchema,
  dictTypeQuerySchema,
  dictTypeSaveSchema,
  dictTypeSchema,
  dictValueSchema,
  dictValuesQuerySchema,
} from './dictionaries.schemas.ts'

export const dictionaryEndpoints = {
  industryList: defineEndpoint({
    method: 'GET',
    path: '/cloud-business/dic/industryList',
    auth: 'token',
    response: z.array(dictOptionSchema),
    summary: 'Industry options',
  }),
  regionList: defineEndpoint({
    method: 'GET',
    path: '/cloud-business/dic/regionList',
    auth: 'token',
    response: z.array(dictOptionSchema),
    summary: 'Region options',
  }),
  values: defineEndpoint({
    method: 'GET',
    path: '/cloud-business/dic/values',
    auth: 'token',
    query: dictValuesQuerySchema,
    response: z.array(dictValueSchema),
    summary: 'The enabled values of a dictionary, for tags and dropdowns',
  }),
  /** 数据管理: the dictionaries (a type with values cannot be deleted: 409). */
  types: resourceEndpoints({
    base: '/cloud-business/api/system/dict/type',
    name: 'Dictionary types',
    title: 'venue.route.dataManage',
    labels: 'system.dict',
    permissions: PERMISSIONS.dict,
    query: dictTypeQuerySchema,
    row: dictTypeSchema,
    detail: dictTypeSchema,
    save: dictTypeSaveSchema,
  }),
  /** 数据管理: the values of a dictionary (filtered by `dictType`). */
  data: resourceEndpoints({
    base: '/cloud-business/api/system/dict/data',
    name: 'Dictionary values',
    title: 'venue.route.dataManage',
    labels: 'system.dictData',
    permissions: PERMISSIONS.dict,
    query: dictDataQuerySchema,
    row: dictDataSchema,
    detail: dictDataSchema,
    save: dictDataSaveSchema,
  }),
}
