import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import {
  changeStatusBodySchema,
  resourceEndpoints,
  resourceGuidQuerySchema,
} from '../common/resource.ts'
import {
  userAssignRolesBodySchema,
  userDeptOptionSchema,
  profileSchema,
  profileUpdateSchema,
  resetPasswordResultSchema,
  userRoleOptionSchema,
  userDetailSchema,
  userImportQuerySchema,
  userImportResultSchema,
  userQuerySchema,
  userSaveSchema,
  userSchema,
} from './users.schemas.ts'

const base = '/cloud-user/api/system/user'
const P = PERMISSIONS.user

/** /system/user (用户管理) and the caller's own 个人中心 (/profile/index). */
export const userEndpoints = {
  ...resourceEndpoints({
    base,
    name: 'Users',
    title: 'venue.route.user',
    labels: 'system.user',
    permissions: P,
    query: userQuerySchema,
    row: userSchema,
    detail: userDetailSchema,
    save: userSaveSchema,
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: `${base}/changeStatus`,
    auth: 'token',
    permission: P.edit,
    body: changeStatusBodySchema,
    response: z.null(),
    summary: 'Users: enable or disable (not admin, not yourself)',
  }),
  resetPwd: defineEndpoint({
    method: 'POST',
    path: `${base}/resetPwd`,
    auth: 'token',
    permission: P.resetPwd,
    body: resourceGuidQuerySchema,
    response: resetPasswordResultSchema,
    summary: 'Users: set a generated password, answered once; their sessions end',
  }),
  assignRoles: defineEndpoint({
    method: 'POST',
    path: `${base}/assignRoles`,
    auth: 'token',
    permission: P.edit,
    body: userAssignRolesBodySchema,
    response: z.null(),
    summary: 'Users: replace the roles of one user',
  }),
  importTemplate: defineEndpoint({
    method: 'POST',
    path: `${base}/importTemplate`,
    auth: 'token',
    permission: P.import,
    body: z.object({}),
    bodyKind: 'form',
    response: z.null(),
    download: 'xlsx',
    summary: 'Users: the empty .xlsx to fill for 用户导入, headed in the caller’s language',
  }),
  importData: defineEndpoint({
    method: 'POST',
    path: `${base}/importData`,
    auth: 'token',
    permission: P.import,
    query: userImportQuerySchema,
    bodyKind: 'multipart',
    response: userImportResultSchema,
    summary:
      'Users: import the filled template (multipart field "file"); per-row report; all or nothing',
  }),
  roleOptions: defineEndpoint({
    method: 'GET',
    path: `${base}/roleOptions`,
    auth: 'token',
    permission: P.list,
    response: z.array(userRoleOptionSchema),
    summary: 'Users: the roles to pick from',
  }),
  deptTree: defineEndpoint({
    method: 'GET',
    path: `${base}/deptTree`,
    auth: 'token',
    permission: P.list,
    response: z.array(userDeptOptionSchema),
    summary: 'Users: the departments of the left tree and the dept picker',
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: `${base}/profile`,
    auth: 'token',
    response: profileSchema,
    summary: 'The caller’s own account',
  }),
  profileUpdate: defineEndpoint({
    method: 'POST',
    path: `${base}/profile/update`,
    auth: 'token',
    body: profileUpdateSchema,
    response: profileSchema,
    summary: 'Edit the own nickname, mobile and email (at version)',
  }),
  profileUnbindFeishu: defineEndpoint({
    method: 'POST',
    path: `${base}/profile/unbindFeishu`,
    auth: 'token',
    response: profileSchema,
    summary: 'Unbind the own Feishu account',
  }),
}
