import { create } from 'zustand'
import {
  getSessionJson,
  removeSession,
  SESSION_KEYS,
  setSessionJson,
} from '#web/shared/lib/storage.ts'

/** A page the user opened in this tab (spec §2 "Task bar"). */
export interface VisitedView {
  path: string
  fullPath: string
  title: string
  /** true when `title` is the server's menu name, shown as is. */
  titleRaw?: boolean
  affix?: boolean
}

interface VisitedViewsState {
  views: VisitedView[]
  addView: (view: VisitedView) => void
  removeView: (path: string) => void
  clear: () => void
}

/**
 * Visited views, kept in session storage so they survive a reload (shell.md "Tags
 * view"); cleared on logout and on subsystem switch (spec §4). The tags bar that shows
 * them, and the cache cap, come with the tags-view issue.
 */
export const useVisitedViews = create<VisitedViewsState>()((set, get) => ({
  views: getSessionJson<VisitedView[]>(SESSION_KEYS.visitedViews, []),
  addView: (view) => {
    const views = get().views
    const index = views.findIndex((v) => v.path === view.path)
    const next =
      index === -1 ? [...views, view] : views.map((v, i) => (i === index ? { ...v, ...view } : v))
    setSessionJson(SESSION_KEYS.visitedViews, next)
    set({ views: next })
  },
  removeView: (path) => {
    const next = get().views.filter((v) => v.path !== path)
    setSessionJson(SESSION_KEYS.visitedViews, next)
    set({ views: next })
  },
  clear: () => {
    removeSession(SESSION_KEYS.visitedViews)
    set({ views: [] })
  },
}))
