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
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

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
  createdAt: number
  updatedAt: number
  version: Generated<number>
}

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
}
export type MenuRow = Selectable<MenuTable>

export interface SystemTable {
  code: string
  name: string
  sort: number
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
