import type { ReactNode } from 'react'
import { checkPermission, checkRole } from '#web/features/permissions/has-permission.ts'
import { useSession } from '#web/stores/session.ts'

/** true while the signed-in user holds any of `perms` (re-renders when they change). */
export const useHasPermission = (perms: readonly string[]): boolean => {
  const held = useSession((s) => s.permissions)
  return checkPermission(held, perms)
}

/** true while the signed-in user has any of `roles`. */
export const useHasRole = (roles: readonly string[]): boolean => {
  const held = useSession((s) => s.roles)
  return checkRole(held, roles)
}

interface PermissionProps {
  perms: readonly string[]
  children: ReactNode
  /** Shown instead when the user lacks every permission; nothing by default. */
  fallback?: ReactNode
}

/**
 * Renders its children only for users holding any of `perms` (docs/product/routes.md
 * "Menus and permissions").
 */
export const Permission = ({ perms, children, fallback = null }: PermissionProps) =>
  useHasPermission(perms) ? children : fallback

interface RoleProps {
  roles: readonly string[]
  children: ReactNode
  fallback?: ReactNode
}

/** Renders its children only for users with any of `roles`. */
export const Role = ({ roles, children, fallback = null }: RoleProps) =>
  useHasRole(roles) ? children : fallback
