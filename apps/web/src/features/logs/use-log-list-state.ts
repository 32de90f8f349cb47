import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { readListState, writeListState, type LogFilters } from '#web/features/logs/log-filters.ts'
import { scrollToTop } from '#web/features/logs/scroll-to-top.ts'
import { PAGINATION_DEFAULTS, type PageState } from '#web/shared/utils/pagination.ts'

/**
 * The applied filters and page of a log list, kept in the URL (shell.md "The standard
 * list screen"). The URL is replaced, not pushed: each search is not a history entry.
 */
export const useLogListState = () => {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  const state = useMemo(() => readListState(params), [params])

  /** Moves to a new list state; false when it is the current one (nothing to load). */
  const go = (filters: LogFilters, page: PageState): boolean => {
    const next = writeListState(filters, page)
    if (next.toString() === key) return false
    setParams(next, { replace: true })
    return true
  }

  return {
    ...state,
    /** A new search starts again at page 1, with the same page size. */
    search: (filters: LogFilters) =>
      go(filters, { page: PAGINATION_DEFAULTS.page, pageSize: state.page.pageSize }),
    changePage: (page: PageState) => {
      go(state.filters, page)
      scrollToTop()
    },
  }
}
