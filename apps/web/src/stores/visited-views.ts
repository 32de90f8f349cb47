import { create } from 'zustand'
import {
  getSessionJson,
  removeSession,
  SESSION_KEYS,
  setSessionJson,
} from '#web/shared/lib/storage.ts'

/** A page the user opened in this tab (docs/product/shell.md "Left rail", "Tags view"). */
export interface VisitedView {
  /** The pathname: one tag per path, whatever the query. */
  path: string
  /** pathname + search + hash of the last visit: where the tag leads back to. */
  fullPath: string
  /** An i18n key, or the server's menu name when `titleRaw` is set. */
  title: string
  /** true when `title` is the server's menu name, shown as is. */
  titleRaw?: boolean
  /** The server's menu name (route handle `menuName`), shown in Chinese. */
  menuName?: string
  /** A tag that cannot be closed (the venue dashboard). */
  affix?: boolean
  /** The page is not kept alive by the page cache (route handle `noCache`). */
  noCache?: boolean
}

/** docs/product/shell.md "Tags view": more than 10 cached views drops the second visited one. */
export const MAX_CACHED_VIEWS = 10

interface VisitedViewsState {
  views: VisitedView[]
  /**
   * Records a visit: a known path only takes the new fullPath and title; a new affix
   * view goes after the other affix views, any other new view last.
   */
  addView: (view: VisitedView) => void
  removeView: (path: string) => void
  /** 关闭其他: keeps the affix views and `path`. */
  removeOthers: (path: string) => void
  /** 关闭左侧: drops the closable views before `path`. */
  removeLeft: (path: string) => void
  /** 关闭右侧: drops the closable views after `path`. */
  removeRight: (path: string) => void
  /** 全部关闭: keeps only the affix views. */
  removeAll: () => void
  /** Forgets every view, affix ones included (logout, subsystem switch). */
  clear: () => void
}

const cachedCount = (views: readonly VisitedView[]): number =>
  views.filter((v) => !v.noCache).length

/**
 * docs/product/shell.md "Tags view": while more than 10 views are cached, the second visited view
 * goes (the first is the affix dashboard). Affix views and the view just added are never dropped.
 */
const capped = (views: VisitedView[], added: string): VisitedView[] => {
  let next = views
  while (cachedCount(next) > MAX_CACHED_VIEWS) {
    const victim = next.findIndex((v, i) => i >= 1 && !v.affix && v.path !== added)
    if (victim === -1) break
    next = next.filter((_, i) => i !== victim)
  }
  return next
}

const withAdded = (views: VisitedView[], view: VisitedView): VisitedView[] => {
  const index = views.findIndex((v) => v.path === view.path)
  // the same path with another query is the same tag: it only follows the new URL
  if (index !== -1) return views.map((v, i) => (i === index ? { ...v, ...view } : v))
  if (!view.affix) return capped([...views, view], view.path)
  const afterAffix = views.findIndex((v) => !v.affix)
  const at = afterAffix === -1 ? views.length : afterAffix
  return capped([...views.slice(0, at), view, ...views.slice(at)], view.path)
}

/**
 * Visited views, kept in session storage so they survive a reload (docs/product/shell.md
 * "Tags view"); cleared on logout and on subsystem switch (docs/product/shell.md "Tags view", see
 * stores/session.ts). The page cache keeps alive exactly the pages listed here.
 */
export const useVisitedViews = create<VisitedViewsState>()((set, get) => {
  const save = (views: VisitedView[]) => {
    setSessionJson(SESSION_KEYS.visitedViews, views)
    set({ views })
  }
  /** Drops the non-affix views whose index passes `drop`. */
  const dropWhere = (drop: (index: number, view: VisitedView) => boolean) => {
    const views = get().views
    const next = views.filter((v, i) => v.affix || !drop(i, v))
    if (next.length !== views.length) save(next)
  }
  const indexOf = (path: string) => get().views.findIndex((v) => v.path === path)

  return {
    views: getSessionJson<VisitedView[]>(SESSION_KEYS.visitedViews, []),
    addView: (view) => save(withAdded(get().views, view)),
    removeView: (path) => dropWhere((_, v) => v.path === path),
    removeOthers: (path) => dropWhere((_, v) => v.path !== path),
    removeLeft: (path) => {
      const at = indexOf(path)
      if (at !== -1) dropWhere((i) => i < at)
    },
    removeRight: (path) => {
      const at = indexOf(path)
      if (at !== -1) dropWhere((i) => i > at)
    },
    removeAll: () => dropWhere(() => true),
    clear: () => {
      removeSession(SESSION_KEYS.visitedViews)
      set({ views: [] })
    },
  }
})
