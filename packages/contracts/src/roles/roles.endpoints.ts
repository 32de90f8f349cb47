import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import { changeStatusBodySchema, resourceEndpoints } from '../common/resource.ts'
import {
  roleDataScopeBodySchema,
  roleDeptOptionSchema,
  roleDetailSchema,
  roleQuerySchema,
  roleSaveSchema,
  roleSchema,
} from './roles.schemas.ts'

const base = '/cloud-user/api/system/role'
const P = PERMISSIONS.role

/** /system/role (角色管理): the resource five plus status, data scope and its department tree. */
export const roleEndpoints = {
  ...resourceEndpoints({
    base,
    name: 'Roles',
    title: 'venue.route.role',
    labels: 'system.role',
    permissions: P,
    query: roleQuerySchema,
    row: roleSchema,
    detail: roleDetailSchema,
    save: roleSaveSchema,
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: `${base}/changeStatus`,
    auth: 'token',
    permission: P.edit,
    body: changeStatusBodySchema,
    response: roleSchema,
    summary: 'Roles: enable or disable',
    audit: { module: 'venue.route.role', action: 'status' },
  }),
  dataScope: defineEndpoint({
    method: 'POST',
    path: `${base}/dataScope`,
    auth: 'token',
    permission: P.edit,
    body: roleDataScopeBodySchema,
    response: roleDetailSchema,
    summary: 'Roles: data scope (1 all … 5 self; 2 with departments)',
    audit: { module: 'venue.route.role', action: 'grant' },
  }),
  deptTree: defineEndpoint({
    method: 'GET',
    path: `${base}/deptTree`,
    auth: 'token',
    permission: [P.query, P.edit],
    response: z.array(roleDeptOptionSchema),
    summary: 'Roles: the departments a custom data scope can name',
  }),
}
