import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { currentRouter } from '#web/app/router.tsx'

/**
 * /redirect/<path>: replaces itself with /<path> and renders nothing, so a page can be
 * re-entered (the tags view's refresh, a size change; docs/product/shell.md "Tags view"). The path
 * is taken from the URL as written, not from the decoded route parameter.
 */
export const Component = () => {
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  // once: this screen may stay mounted for a moment after it has navigated (its location
  // frozen by the page cache), and a second run would pull the user back to the target
  // from wherever they went next
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    // The user may have gone on before this effect's turn came (a click right after a
    // refresh: the router moves at once, React renders and runs effects later). Going to
    // the target then would pull them back, so ask the live router where it is.
    const live = currentRouter()?.state.location.pathname
    if (live !== undefined && live !== pathname) return
    const target = pathname.replace(/^\/redirect/, '') || '/'
    void navigate(`${target}${search}${hash}`, { replace: true })
  }, [navigate, pathname, search, hash])
  return null
}
