import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { normalisePage, PAGINATION_DEFAULTS, type PageState } from '#web/shared/utils/pagination.ts'
import { scrollToTop } from '#web/shared/utils/scroll-to-top.ts'

/** How a list's filters travel in the URL. Unknown or broken values must be ignored. */
export interface FilterCodec<F> {
  read: (params: URLSearchParams) => F
  /** The filters as query parameters; undefined ones are left out. */
  write: (filters: F) => Record<string, string | number | boolean | undefined>
}

/** The URL query of a list state; defaults are left out to keep links short. */
export const listStateParams = <F>(
  codec: FilterCodec<F>,
  filters: F,
  page: PageState,
): URLSearchParams => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(codec.write(filters))) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  if (page.page !== PAGINATION_DEFAULTS.page) params.set('page', String(page.page))
  if (page.pageSize !== PAGINATION_DEFAULTS.pageSize) params.set('pageSize', String(page.pageSize))
  return params
}

/**
 * The applied filters and page of a list screen, kept in the URL so a shared link
 * reopens the same view (docs/product/list-screens.md "Filters in the URL"). The URL is replaced,
 * not pushed: a search is not a history entry. A page change scrolls to the top (800 ms).
 *
 * @example
 * const list = useListState(userFilterCodec)
 * const query = useUsers({ ...list.page, ...list.filters })
 */
export const useListState = <F>(codec: FilterCodec<F>) => {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  const state = useMemo(
    () => ({
      filters: codec.read(params),
      page: normalisePage({
        page: params.get('page') ?? undefined,
        pageSize: params.get('pageSize') ?? undefined,
      }),
    }),
    [codec, params],
  )

  /** Moves to a new list state; false when it is the current one (nothing new to load). */
  const go = (filters: F, page: PageState): boolean => {
    const next = listStateParams(codec, filters, page)
    if (next.toString() === key) return false
    setParams(next, { replace: true })
    return true
  }

  return {
    ...state,
    /** A new search starts again at page 1, with the same page size. */
    search: (filters: F) =>
      go(filters, { page: PAGINATION_DEFAULTS.page, pageSize: state.page.pageSize }),
    changePage: (page: PageState) => {
      go(state.filters, page)
      scrollToTop()
    },
  }
}

/** A trimmed text parameter, at most `max` characters; absent when empty. */
export const textParam = (params: URLSearchParams, key: string, max = 64): string | undefined =>
  params.get(key)?.trim().slice(0, max) || undefined

/** An integer parameter, or undefined when it is not one (or not among `allowed`). */
export const intParam = (
  params: URLSearchParams,
  key: string,
  allowed?: readonly number[],
): number | undefined => {
  const raw = params.get(key)
  if (raw === null || !/^-?\d{1,16}$/.test(raw)) return undefined
  const n = Number(raw)
  return allowed && !allowed.includes(n) ? undefined : n
}
