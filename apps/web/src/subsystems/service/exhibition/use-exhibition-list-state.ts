import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  readExhibitionListState,
  writeExhibitionListState,
  type ExhibitionFilters,
} from '#web/features/exhibitions/exhibition-filters.ts'
import { scrollToTop } from '#web/shared/utils/scroll-to-top.ts'
import { PAGINATION_DEFAULTS, type PageState } from '#web/shared/utils/pagination.ts'

/**
 * The applied filters and page of the exhibition list, kept in the URL
 * (docs/product/list-screens.md "Filters in the URL"); the URL is replaced, so a search is not
 * a history entry.
 */
export const useExhibitionListState = () => {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  const state = useMemo(() => readExhibitionListState(params), [params])

  /** Moves to a new list state; false when it is the current one (nothing to load). */
  const go = (filters: ExhibitionFilters, page: PageState): boolean => {
    const next = writeExhibitionListState(filters, page)
    if (next.toString() === key) return false
    setParams(next, { replace: true })
    return true
  }

  return {
    ...state,
    /** A new search starts again at page 1, with the same page size. */
    search: (filters: ExhibitionFilters) =>
      go(filters, { page: PAGINATION_DEFAULTS.page, pageSize: state.page.pageSize }),
    changePage: (page: PageState) => {
      go(state.filters, page)
      scrollToTop()
    },
  }
}
