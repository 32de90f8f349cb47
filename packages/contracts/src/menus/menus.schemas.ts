import { z } from 'zod'
import { MENU_TYPES, SYSTEM_CODES } from '../auth/auth.schemas.ts'
import { PERMISSION_LIST } from '../common/permissions.ts'
import { statusFilter, statusSchema, versionSchema } from '../common/resource.ts'

/** A row of the menu tree table (菜单管理); the client nests the flat list by parentId. */
export const menuSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  systemCode: z.enum(SYSTEM_CODES),
  menuName: z.string(),
  /** 目录 M (a head-bar group), 菜单 C (a page), 按钮 F (an action guarded by a permission). */
  menuType: z.enum(MENU_TYPES),
  path: z.string(),
  icon: z.string(),
  perms: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  status: statusSchema,
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type Menu = z.infer<typeof menuSchema>

export const menuQuerySchema = z.object({
  systemCode: z.enum(SYSTEM_CODES).optional(),
  menuName: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(50).optional(),
  ),
  status: statusFilter,
})
export type MenuQuery = z.infer<typeof menuQuerySchema>

export const menuIdQuerySchema = z.object({ id: z.coerce.number().int().min(1) })
export const menuIdsBodySchema = z.object({
  ids: z.array(z.number().int().min(1)).min(1).max(500),
})

/** A permission string of the catalogue (a button names one; no free text). */
export const catalogPermissionSchema = z
  .string()
  .refine((p) => PERMISSION_LIST.includes(p), { message: 'permission not in the catalogue' })

/**
 * A menu to save. The fields follow the type: a 目录 or 菜单 has a path (and an icon), a
 * 按钮 has a catalogue permission and no path. The service checks the pairing too.
 */
export const menuSaveSchema = z.object({
  id: z.number().int().min(1).optional(),
  version: versionSchema.optional(),
  parentId: z.number().int().min(0).default(0),
  systemCode: z.enum(SYSTEM_CODES),
  menuType: z.enum(MENU_TYPES),
  menuName: z.string().trim().min(1).max(50),
  path: z.string().trim().max(200).default(''),
  icon: z.string().trim().max(100).default(''),
  perms: z.union([z.literal(''), catalogPermissionSchema]).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
  hidden: z.boolean().default(false),
  status: statusSchema.default(1),
})
export type MenuSave = z.input<typeof menuSaveSchema>

/** A subsystem (模块管理). Codes are fixed: the web's route tables are keyed by them. */
export const moduleSchema = z.object({
  code: z.enum(SYSTEM_CODES),
  name: z.string(),
  sort: z.number().int(),
  status: statusSchema,
  remark: z.string(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})
export type Module = z.infer<typeof moduleSchema>

export const moduleSaveSchema = z.object({
  code: z.enum(SYSTEM_CODES),
  version: versionSchema,
  name: z.string().trim().min(1).max(30),
  sort: z.number().int().min(0).max(9999),
  status: statusSchema,
  remark: z.string().trim().max(500).default(''),
})
export type ModuleSave = z.input<typeof moduleSaveSchema>
