import { z } from 'zod'
import {
  type ImportQuery,
  importQuerySchema,
  importResultSchema,
  importRowShape,
} from '../common/import.schemas.ts'
import {
  epochMsQuery,
  guidSchema,
  pageQuerySchema,
  textFilter,
} from '../common/envelope.schemas.ts'
import { statusFilter, statusSchema, versionSchema } from '../common/resource.ts'

/** A row of the user list (用户管理); the mobile number comes masked (138****8000). */
export const userSchema = z.object({
  guid: z.string(),
  /** 用户编号 */
  id: z.number().int(),
  /** 用户名称: the sign-in account. */
  userName: z.string(),
  nickName: z.string(),
  deptId: z.number().int().nullable(),
  deptName: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: statusSchema,
  /** The names of the user's roles, in role order. */
  roleNames: z.array(z.string()),
  remark: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type User = z.infer<typeof userSchema>

/** One user in full: the whole mobile number, their roles and the bound Feishu account. */
export const userDetailSchema = userSchema.extend({
  roleGuids: z.array(z.string()),
  feishuBound: z.boolean(),
})
export type UserDetail = z.infer<typeof userDetailSchema>

export const userQuerySchema = pageQuerySchema.extend({
  /** Account or nickname. */
  name: textFilter(64),
  mobile: textFilter(20),
  status: statusFilter,
  /** The department and everything below it. */
  deptId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).optional(),
  ),
  createdFrom: epochMsQuery,
  createdTo: epochMsQuery,
})
export type UserQuery = z.infer<typeof userQuerySchema>

export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/
export const USER_MOBILE_PATTERN = /^1\d{10}$/

const mobileSchema = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, { message: 'validation.invalid' })
  .default('')
const emailSchema = z.union([z.literal(''), z.string().trim().max(50).email()]).default('')

export const userSaveSchema = z.object({
  guid: guidSchema.optional(),
  version: versionSchema.optional(),
  userName: z
    .string()
    .trim()
    .min(2)
    .max(30)
    .regex(USER_NAME_PATTERN, { message: 'validation.invalid' }),
  nickName: z.string().trim().min(1).max(30),
  deptId: z.number().int().min(1).nullable().default(null),
  mobile: mobileSchema,
  email: emailSchema,
  roleGuids: z.array(guidSchema).max(50).default([]),
  status: statusSchema.default(1),
  remark: z.string().trim().max(500).default(''),
  /**
   * Create only: base64 of the UTF-8 password (docs/product/api.md "Passwords"), the
   * password policy applies.
   */
  password: z.string().max(200).optional(),
})
export type UserSave = z.input<typeof userSaveSchema>

export const userAssignRolesBodySchema = z.object({
  guid: guidSchema,
  roleGuids: z.array(guidSchema).max(50),
})
export type UserAssignRolesBody = z.infer<typeof userAssignRolesBodySchema>

/** A role to pick in the user dialog. */
export const userRoleOptionSchema = z.object({
  guid: z.string(),
  roleName: z.string(),
  status: statusSchema,
})
export type UserRoleOption = z.infer<typeof userRoleOptionSchema>

/** A department of the user list's left tree (flat; nested by parentId on the client). */
export const userDeptOptionSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  status: statusSchema,
})
export type UserDeptOption = z.infer<typeof userDeptOptionSchema>

/** 重置密码: the new password, answered once and never stored in the clear. */
export const resetPasswordResultSchema = z.object({ password: z.string() })

/** 个人中心: the caller's own account. */
export const profileSchema = z.object({
  guid: z.string(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string(),
  roleNames: z.array(z.string()),
  mobile: z.string(),
  email: z.string(),
  createdAt: z.number().int(),
  feishuBound: z.boolean(),
  version: z.number().int(),
})
export type Profile = z.infer<typeof profileSchema>

export const profileUpdateSchema = z.object({
  version: versionSchema,
  nickName: z.string().trim().min(1).max(30),
  mobile: mobileSchema,
  email: emailSchema,
})
export type ProfileUpdate = z.input<typeof profileUpdateSchema>

/** The most rows one 用户导入 file may hold. */
export const USER_IMPORT_MAX_ROWS = 1000

export const userImportQuerySchema = importQuerySchema
export type UserImportQuery = ImportQuery

/** One data row of the file, as the import sees it. */
export const userImportRowSchema = z.object({
  ...importRowShape,
  userName: z.string(),
  nickName: z.string(),
  /** A created account's generated first password: answered once, on the real import. */
  password: z.string().optional(),
})
export type UserImportRow = z.infer<typeof userImportRowSchema>

/** The per-row report (all or nothing). */
export const userImportResultSchema = importResultSchema(userImportRowSchema)
export type UserImportResult = z.infer<typeof userImportResultSchema>
