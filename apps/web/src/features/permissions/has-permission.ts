import { ALL_PERMISSIONS, hasAnyPermission } from '@app/contracts'
import { useSession } from '#web/stores/session.ts'

/** docs/product/routes.md "Menus and permissions": the exact text of the failure. */
export const MISSING_TAGS_MESSAGE = '请设置操作权限标签值'

const assertTags = (value: unknown): readonly string[] => {
  // A developer error, not a user message: thrown in Chinese as the spec states (§5).
  if (!Array.isArray(value) || value.length === 0) throw new Error(MISSING_TAGS_MESSAGE)
  return value as readonly string[]
}

/**
 * true when `held` grants any of `perms`; '*:*:*' grants everything (docs/product/routes.md
 * "Menus and permissions").
 * @example checkPermission(['*:*:*'], ['platform:exhibition:add']) // true
 */
export const checkPermission = (held: readonly string[], perms: unknown): boolean =>
  hasAnyPermission(held, assertTags(perms))

/**
 * true when `held` has any of `roles` (route meta.roles, docs/product/routes.md
 * "Menus and permissions").
 */
export const checkRole = (held: readonly string[], roles: unknown): boolean => {
  const wanted = assertTags(roles)
  return wanted.some((r) => held.includes(r))
}

/** Checks the signed-in user's permissions (stored as allPermissions). */
export const hasPermission = (perms: readonly string[]): boolean =>
  checkPermission(useSession.getState().permissions, perms)

/** Checks the signed-in user's roles. */
export const hasRole = (roles: readonly string[]): boolean =>
  checkRole(useSession.getState().roles, roles)

export { ALL_PERMISSIONS }
