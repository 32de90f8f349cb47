import { useLocation, useNavigate } from 'react-router'
import { dropCachedPage } from '#web/app/layout/page-cache/page-cache-drops.ts'
import { useVisitedViews, type VisitedView } from '#web/stores/visited-views.ts'

/** What the context menu of a tag offers (docs/product/shell.md "Tags view"). */
export type TagAction =
  'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll'

const isOpen = (path: string): boolean =>
  useVisitedViews.getState().views.some((v) => v.path === path)

/**
 * The tag actions. The visited views store drops the views; the page cache forgets
 * their pages by itself (it keeps only listed views). When the page on screen is
 * closed, the last visited view opens, or `/` when none is left.
 */
export const useTagActions = (): ((action: TagAction, view: VisitedView) => void) => {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const store = useVisitedViews.getState

  const toLastView = () => {
    const latest = store().views.at(-1)
    void navigate(latest ? latest.fullPath : '/')
  }
  const leaveIfClosed = () => {
    if (!isOpen(pathname)) toLastView()
  }

  return (action, view) => {
    switch (action) {
      case 'refresh':
        // drop first, so the page comes back from /redirect as a fresh instance
        dropCachedPage(view.path)
        void navigate(`/redirect${view.fullPath}`, { replace: true })
        return
      case 'close':
        if (view.affix) return
        store().removeView(view.path)
        leaveIfClosed()
        return
      case 'closeOthers':
        store().removeOthers(view.path)
        if (view.path !== pathname) void navigate(view.fullPath)
        return
      case 'closeLeft':
        store().removeLeft(view.path)
        leaveIfClosed()
        return
      case 'closeRight':
        store().removeRight(view.path)
        leaveIfClosed()
        return
      case 'closeAll':
        store().removeAll()
        leaveIfClosed()
        return
    }
  }
}
