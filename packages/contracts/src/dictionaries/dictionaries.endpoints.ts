import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { dictOptionSchema } from './dictionaries.schemas.ts'

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
}
