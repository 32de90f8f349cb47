import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { guidsBodySchema, resourceGuidQuerySchema } from '../common/resource.ts'
import { deptQuerySchema, deptSaveSchema, deptSchema } from './depts.schemas.ts'

const base = '/cloud-user/api/system/dept'
const P = PERMISSIONS.dept

/** /system/dept (部门管理): a tree table, so `list` instead of `page`. */
export const deptEndpoints = {
  names: { title: 'venue.route.dept', labels: 'system.dept' },
  permissions: P,
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/list`,
    auth: 'token',
    permission: P.list,
    query: deptQuerySchema,
    response: z.array(deptSchema),
    summary: 'Departments: the filtered tree as a flat list in order',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${base}/detail`,
    auth: 'token',
    permission: P.query,
    query: resourceGuidQuerySchema,
    response: deptSchema,
    summary: 'Departments: one record',
  }),
  addOrUpdate: defineEndpoint({
    method: 'POST',
    path: `${base}/addOrUpdate`,
    auth: 'token',
    permission: [P.add, P.edit],
    body: deptSaveSchema,
    response: deptSchema,
    summary: 'Departments: create or update (moving one re-paths its descendants)',
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/delete`,
    auth: 'token',
    permission: P.remove,
    body: guidsBodySchema,
    response: z.null(),
    summary: 'Departments: delete (refused while it has children or users)',
  }),
  export: defineEndpoint({
    method: 'POST',
    path: `${base}/export`,
    auth: 'token',
    permission: P.list,
    body: deptQuerySchema,
    bodyKind: 'form',
    response: z.null(),
    download: 'xlsx',
    summary: 'Departments: .xlsx of the filtered list',
  }),
}
