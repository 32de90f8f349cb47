import { createPath } from 'react-router'
import { dropAllCachedPages, dropCachedPage } from '#web/app/layout/page-cache/page-cache-drops.ts'
import { currentRouter } from '#web/app/router.tsx'

/** Where a refresh goes: the redirect page replaces itself with `fullPath` again. */
const redirectPathOf = (fullPath: string): string => `/redirect${fullPath}`

/**
 * Re-enters the current page through /redirect after dropping it from the page cache
 * (docs/product/shell.md "Tags view": refresh). `clearAll` drops every cached page first
 * ("Settings": a size change clears the whole cache).
 */
export const refreshCurrentView = (options: { clearAll?: boolean } = {}): void => {
  const router = currentRouter()
  if (!router) return
  const { location } = router.state
  if (options.clearAll) dropAllCachedPages()
  else dropCachedPage(location.pathname)
  void router.navigate(redirectPathOf(createPath(location)), { replace: true })
}
