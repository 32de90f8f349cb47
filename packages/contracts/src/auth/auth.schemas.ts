import { z } from 'zod'

export const SYSTEM_CODES = ['venue', 'service', 'credential'] as const
export type SystemCode = (typeof SYSTEM_CODES)[number]

export const MENU_TYPES = ['M', 'C', 'F'] as const
export type MenuType = (typeof MENU_TYPES)[number]

/** M: a menu group in the head bar; C: a page; F: a button-level permission (infPerms). */
export interface MenuNode {
  id: number
  parentId: number
  path: string
  menuName: string
  menuType: MenuType
  icon?: string | undefined
  infPerms?: string | undefined
  hidden?: boolean | undefined
  children?: MenuNode[] | undefined
  /**
   * The node's sub-menus (docs/product/api.md "Identity"): the groups and pages among
   * `children`, without the F buttons; `[]` when none. Optional for a menu list a browser
   * kept from before it was sent.
   */
  menus?: MenuNode[] | undefined
}
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int(),
    path: z.string(),
    menuName: z.string(),
    menuType: z.enum(MENU_TYPES),
    icon: z.string().optional(),
    infPerms: z.string().optional(),
    hidden: z.boolean().optional(),
    children: z.array(menuNodeSchema).optional(),
    menus: z.array(menuNodeSchema).optional(),
  }),
)

/** One subsystem the user may enter, with its menu groups. */
export const systemEntrySchema = z.object({
  name: z.string(),
  code: z.enum(SYSTEM_CODES),
  menus: z.array(menuNodeSchema),
})
export type SystemEntry = z.infer<typeof systemEntrySchema>

/** What sign-in answers (docs/product/api.md "Identity"). */
export const loginResultSchema = z.object({
  token: z.string(),
  menuList: z.array(systemEntrySchema),
  roleNames: z.array(z.string()),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  nickName: z.string(),
  userName: z.string(),
  deptName: z.string(),
  addDate: z.number().int(),
})
export type LoginResult = z.infer<typeof loginResultSchema>

/** `GET /login/info`: the same, without the token (reload after a page refresh). */
export const userInfoSchema = loginResultSchema.omit({ token: true })
export type UserInfo = z.infer<typeof userInfoSchema>

/** Lowercase hex SHA-256 of the UTF-8 password (docs/product/api.md "Passwords"). */
export const passwordHashSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { message: 'validation.passwordHash' })

export const userNameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().min(1, { message: 'validation.required' }).max(64),
)

export const loginQuerySchema = z.object({ userName: userNameSchema, pwd: passwordHashSchema })
export type LoginQuery = z.infer<typeof loginQuerySchema>

export const fsLoginQuerySchema = z.object({
  code: z.string().min(1).max(512),
  state: z.string().max(512).optional(),
})
/** `data` of the 206 answer of byFsToken: the platform account is not bound yet. */
export const bindTicketSchema = z.object({ bindTicket: z.string() })

export const fsBindingQuerySchema = loginQuerySchema.extend({
  bindTicket: z.string().min(1).max(512),
})

/**
 * Password rules (docs/product/shell.md "Change password"): 8-20 characters, upper, lower, digit
 * and special character.
 */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20
export const PASSWORD_PATTERN =
  /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[~`!@#$%^&*()\-_=+[\]{}|\\;:'",.<>/?]).+$/

/**
 * The change-password body: each field base64 of its UTF-8 text (docs/product/api.md "Passwords").
 */
export const changePasswordBodySchema = z.object({
  oldPassword: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
  confirmPassword: z.string().min(1).max(200),
})
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>

export const versionRecordSchema = z.object({
  versionCode: z.string(),
  onlineTime: z.number().int(),
  onlineContent: z.string(),
})
export type VersionRecord = z.infer<typeof versionRecordSchema>

export const backgroundImageSchema = z.object({ url: z.string() })
