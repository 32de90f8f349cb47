import type { SystemCode } from '@app/contracts'
import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router'

/**
 * Static metadata on a route's `handle` (docs/product/routes.md "Route metadata"), read through
 * `useMatches()` by the title, the breadcrumb and the tags view without loading the
 * screen's chunk.
 */
export interface RouteHandle {
  /** An i18n key, or the server's menu name when `titleRaw` is set. */
  title: string
  titleRaw?: boolean
  /**
   * The server's name of this page's menu entry: an administrator may rename it, and the
   * Chinese UI shows that name (the names are kept in Chinese); other languages show `title`.
   */
  menuName?: string
  icon?: string
  /** Not offered in menus (e.g. /setting/editForm). */
  hidden?: boolean
  /** A tag that cannot be closed (the home page). */
  affix?: boolean
  noCache?: boolean
  /** Every navigation to the page mounts it afresh, even to the same URL (see ScreenRoute). */
  reenter?: boolean
  /** false keeps the page out of the breadcrumb. */
  breadcrumb?: boolean
  /** The menu entry this page belongs to (highlighted in the menus). */
  menuPath?: string
  roles?: readonly string[]
}

/** What a screen module exports for React Router `lazy` (docs/house-style.md "Screens"). */
export interface ScreenModule {
  Component: ComponentType
  ErrorBoundary?: ComponentType
  loader?: LoaderFunction
}

/** One screen of a subsystem's route table (docs/house-style.md "Route tables"). */
export interface ScreenRoute {
  /** The URL path of docs/product/routes.md, verbatim. */
  path: string
  titleKey: string
  /**
   * The menu path the server's menu tree must contain for the route to be kept; the
   * route's own path counts too. Detail pages name their list page here.
   */
  menuPath?: string
  icon?: string
  hidden?: boolean
  affix?: boolean
  noCache?: boolean
  /**
   * Each navigation to the page enters it again: a fresh instance that loads its data anew,
   * even when the URL, or only its query, is unchanged (docs/product/routes.md: the exhibition
   * info page). The page cache still keeps it while another tab shows.
   */
  reenter?: boolean
  /**
   * Kept for users with any of these roles even when no menu lists it (docs/product/routes.md
   * "Menus and permissions").
   */
  roles?: readonly string[]
  lazy: () => Promise<ScreenModule>
}

/** A menu group (type M) the head bar shows, with its i18n title. */
export interface MenuGroupDef {
  path: string
  titleKey: string
  /** Its pages route to `<group>/<last segment>` (docs/product/routes.md "Report management"). */
  pagesBySegment?: boolean
}

/** Everything one subsystem contributes to the router. */
export interface SubsystemTable {
  code: SystemCode
  /** Where `/` leads in this subsystem (docs/product/routes.md). */
  home: string
  groups: readonly MenuGroupDef[]
  routes: readonly ScreenRoute[]
}

/** Reads the handle of a match, when it has one. */
export const routeHandleOf = (handle: unknown): RouteHandle | undefined =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string'
    ? (handle as RouteHandle)
    : undefined
