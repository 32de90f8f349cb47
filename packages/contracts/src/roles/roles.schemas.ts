import { z } from 'zod'
import { SYSTEM_CODES } from '../auth/auth.schemas.ts'
import { guidSchema, pageQuerySchema, textFilter } from '../common/envelope.schemas.ts'
import {
  saveKeyShape,
  saveTailShape,
  statusFilter,
  statusSchema,
  versionSchema,
} from '../common/resource.ts'

/**
 * The role every permission belongs to (docs/product/routes.md "Menus and permissions"); it cannot
 * lose them or be deleted.
 */
export const ADMIN_ROLE_KEY = 'admin'

/** 数据权限: 1 all, 2 custom departments, 3 own department, 4 own department and below, 5 self. */
export const DATA_SCOPES = [1, 2, 3, 4, 5] as const
export const dataScopeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
])
export type DataScope = z.infer<typeof dataScopeSchema>

/** A row of the role list (角色管理). */
export const roleSchema = z.object({
  guid: z.string(),
  /** 角色编号 */
  id: z.number().int(),
  roleName: z.string(),
  /** 权限字符 */
  roleKey: z.string(),
  sort: z.number().int(),
  status: statusSchema,
  dataScope: dataScopeSchema,
  remark: z.string(),
  /** How many users hold the role (a role in use cannot be deleted). */
  userCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type Role = z.infer<typeof roleSchema>

/** One role with what it grants: checked (and half-checked) menu ids, subsystems, departments. */
export const roleDetailSchema = roleSchema.extend({
  menuIds: z.array(z.number().int()),
  systems: z.array(z.enum(SYSTEM_CODES)),
  deptIds: z.array(z.number().int()),
})
export type RoleDetail = z.infer<typeof roleDetailSchema>

export const roleQuerySchema = pageQuerySchema.extend({
  roleName: textFilter(30),
  roleKey: textFilter(100),
  status: statusFilter,
})
export type RoleQuery = z.infer<typeof roleQuerySchema>

/** Letters, digits and _ : (the key is matched in code, e.g. `admin`, `ops_supervisor`). */
export const ROLE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_:]*$/

export const roleSaveSchema = z.object({
  ...saveKeyShape,
  roleName: z.string().trim().min(1).max(30),
  roleKey: z.string().trim().min(1).max(100).regex(ROLE_KEY_PATTERN),
  ...saveTailShape,
  /** The checked and half-checked menus (a page's group must be granted for the page to show). */
  menuIds: z.array(z.number().int().min(1)).max(5000).default([]),
  /** The subsystems the role opens (the head bar's system switcher). */
  systems: z.array(z.enum(SYSTEM_CODES)).max(SYSTEM_CODES.length).default([]),
})
export type RoleSave = z.input<typeof roleSaveSchema>

/** 数据权限 dialog: the scope, and for scope 2 the departments. */
export const roleDataScopeBodySchema = z.object({
  guid: guidSchema,
  version: versionSchema,
  dataScope: dataScopeSchema,
  deptIds: z.array(z.number().int().min(1)).max(5000).default([]),
})
export type RoleDataScopeBody = z.input<typeof roleDataScopeBodySchema>

/** A department of the data-scope tree (flat; the client nests it by parentId). */
export const roleDeptOptionSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
})
export type RoleDeptOption = z.infer<typeof roleDeptOptionSchema>
