import type { Generated, Selectable } from 'kysely'

// Columns are snake_case in the database; Kysely's CamelCasePlugin maps them (database.ts).

export interface DeptTable {
  id: Generated<number>
  guid: string
  code: string
  parentId: number
  ancestors: string
  name: string
  leader: string
  phone: string
  sort: number
  status: number
  email: Generated<string>
  remark: Generated<string>
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type DeptRow = Selectable<DeptTable>

export interface UserTable {
  id: Generated<number>
  guid: string
  userName: string
  nickName: string
  deptId: number | null
  mobile: string
  email: string
  passwordHash: string
  status: number
  feishuOpenId: string | null
  currentExhibitionGuid: string | null
  remark: Generated<string>
  createdBy: number | null
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type UserRow = Selectable<UserTable>

export interface RoleTable {
  id: Generated<number>
  guid: string
  roleKey: string
  roleName: string
  sort: number
  status: number
  dataScope: number
  remark: Generated<string>
  createdAt: number
  updatedAt: number
  version: Generated<number>
}
export type RoleRow = Selectable<RoleTable>

export interface MenuTable {
  id: number
  parentId: number
  systemCode: string
  menuName: string
  menuType: string
  path: string
  icon: string | null
  perms: string | null
  sort: number
  hidden: number
  status: number
  updatedAt: Generated<number>
  version: Generated<number>
}
export type MenuRow = Selectable<MenuTable>

/** A subsystem (the 模块 screen): venue, service, credential. */
export interface SystemTable {
  code: string
  name: string
  sort: number
  status: Generated<number>
  remark: Generated<string>
  updatedAt: Generated<number>
  version: Generated<number>
}

/** Data scope 2 (custom departments): the departments a role sees. */
export interface RoleDeptTable {
  roleId: number
  deptId: number
}

export interface UserRoleTable {
  userId: number
  roleId: number
}

export interface RoleSystemTable {
  roleId: number
  systemCode: string
}

export interface RoleMenuTable {
  roleId: number
  menuId: number
}

export interface SessionTable {
  tokenHash: string
  userId: number
  ip: string
  userAgent: string
  createdAt: number
  lastSeenAt: number
}

export interface LoginLockTable {
  userName: string
  ip: string
  failures: number
  lockedUntil: number | null
  updatedAt: number
}

export interface BindTicketTable {
  ticketHash: string
  openId: string
  expiresAt: number
}
