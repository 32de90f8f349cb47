import type { MenuNode } from '@app/contracts'

/** A page (type C menu) as the menus show it; `path` is the route it opens. */
export interface MenuPage {
  path: string
  menuName: string
  icon?: string
}

/** A head-bar group (type M menu) and its visible pages. */
export interface MenuGroup {
  path: string
  menuName: string
  icon?: string
  pages: MenuPage[]
}

export const joinMenuPath = (parent: string, child: string): string =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`

export const lastPathSegment = (path: string): string =>
  path.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? ''

export interface MenuModelOptions {
  /**
   * Groups whose pages route to `<group>/<last segment>` (docs/product/routes.md
   * "Report management").
   */
  segmentGroups?: readonly string[]
}

const pagesOf = (node: MenuNode, base: string, routeOf: (full: string) => string): MenuPage[] =>
  (node.children ?? []).flatMap((child) => {
    if (child.hidden || child.menuType === 'F') return []
    const full = joinMenuPath(base, child.path)
    if (child.menuType === 'M') return pagesOf(child, full, routeOf)
    return [{ path: routeOf(full), menuName: child.menuName, icon: child.icon }]
  })

/**
 * The head bar's groups from a subsystem's menu tree (M → groups, C → pages, F and
 * hidden entries left out). A top-level page is a group of its own.
 */
export const menuGroupsOf = (
  menus: readonly MenuNode[],
  options: MenuModelOptions = {},
): MenuGroup[] =>
  menus.flatMap<MenuGroup>((node) => {
    if (node.hidden || node.menuType === 'F') return []
    const path = joinMenuPath('/', node.path)
    if (node.menuType === 'C') {
      return [
        {
          path,
          menuName: node.menuName,
          icon: node.icon,
          pages: [{ path, menuName: node.menuName, icon: node.icon }],
        },
      ]
    }
    const bySegment = options.segmentGroups?.includes(path) ?? false
    const routeOf = (full: string) => (bySegment ? `${path}/${lastPathSegment(full)}` : full)
    return [{ path, menuName: node.menuName, icon: node.icon, pages: pagesOf(node, path, routeOf) }]
  })

/** The group holding a page path, else the group whose path prefixes it. */
export const groupOfPath = (groups: readonly MenuGroup[], path: string): MenuGroup | undefined =>
  groups.find((g) => g.pages.some((p) => p.path === path)) ??
  groups.find((g) => path === g.path || path.startsWith(`${g.path}/`))
