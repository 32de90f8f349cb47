import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@app/contracts'

/**
 * docs/product/list-screens.md "Pagination": page 1, 20 per page, sizes 10, 20, 30, 50, 200, 2000.
 */
export const PAGINATION_DEFAULTS = {
  page: DEFAULT_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
} as const

/**
 * docs/product/list-screens.md "Pagination": the scroll to top after a page change takes 800 ms.
 */
export const SCROLL_TO_TOP_MS = 800

export interface PageState {
  page: number
  pageSize: number
}

/** A page state from loose input (e.g. the URL): unknown sizes fall back to 20. */
export const normalisePage = (input: { page?: unknown; pageSize?: unknown }): PageState => {
  const page = Number(input.page)
  const size = Number(input.pageSize)
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  }
}

/**
 * antd Table/Pagination props for the standard list (docs/product/list-screens.md "Pagination").
 */
export const tablePagination = (
  state: PageState,
  total: number,
  showTotal: (total: number) => string,
) => ({
  current: state.page,
  pageSize: state.pageSize,
  total,
  pageSizeOptions: PAGE_SIZES.map(String),
  showSizeChanger: true,
  showQuickJumper: true,
  showTotal,
})
