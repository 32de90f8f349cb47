import dayjs, { type Dayjs } from 'dayjs'
import { normalisePage, PAGINATION_DEFAULTS, type PageState } from '#web/shared/utils/pagination.ts'

/** The result select: 全部 / 成功 / 失败. */
export const RESULT_FILTERS = ['all', 'success', 'fail'] as const
export type ResultFilter = (typeof RESULT_FILTERS)[number]

/** What the search forms of both logs hold (the login log has no module). */
export interface LogSearchValues {
  userName?: string | undefined
  module?: string | undefined
  result: ResultFilter
  range?: [Dayjs | null, Dayjs | null] | null | undefined
}

/** The applied filters, as both log endpoints take them. */
export interface LogFilters {
  userName?: string | undefined
  module?: string | undefined
  success?: boolean | undefined
  timeFrom?: number | undefined
  timeTo?: number | undefined
}

export const EMPTY_SEARCH_VALUES: LogSearchValues = {
  userName: undefined,
  module: undefined,
  result: 'all',
  range: null,
}

const text = (value: string | undefined): string | undefined => value?.trim() || undefined

/**
 * Form values → filters: the range covers whole days, from 00:00:00.000 of the first to
 * 23:59:59.999 of the last, in the browser's time zone (the server compares ms).
 */
export const filtersOf = (values: LogSearchValues): LogFilters => ({
  userName: text(values.userName),
  module: text(values.module),
  success: values.result === 'success' ? true : values.result === 'fail' ? false : undefined,
  timeFrom: values.range?.[0]?.startOf('day').valueOf(),
  timeTo: values.range?.[1]?.endOf('day').valueOf(),
})

/** Filters → form values (a link with filters fills the form). */
export const searchValuesOf = (filters: LogFilters): LogSearchValues => ({
  userName: filters.userName,
  module: filters.module,
  result: filters.success === true ? 'success' : filters.success === false ? 'fail' : 'all',
  range:
    filters.timeFrom !== undefined || filters.timeTo !== undefined
      ? [
          filters.timeFrom === undefined ? null : dayjs(filters.timeFrom),
          filters.timeTo === undefined ? null : dayjs(filters.timeTo),
        ]
      : null,
})

const msParam = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,16}$/.test(value)) return undefined
  return Number(value)
}

/**
 * shell.md "The standard list screen": filters and page live in the URL, so a shared
 * link reopens the same view. Unknown or broken values are ignored.
 */
export const readListState = (
  params: URLSearchParams,
): { filters: LogFilters; page: PageState } => {
  const success = params.get('success')
  return {
    filters: {
      userName: text(params.get('userName') ?? undefined)?.slice(0, 64),
      module: text(params.get('module') ?? undefined)?.slice(0, 64),
      success: success === 'true' ? true : success === 'false' ? false : undefined,
      timeFrom: msParam(params.get('timeFrom')),
      timeTo: msParam(params.get('timeTo')),
    },
    page: normalisePage({
      page: params.get('page') ?? undefined,
      pageSize: params.get('pageSize') ?? undefined,
    }),
  }
}

/** The URL query of a list state; defaults are left out to keep links short. */
export const writeListState = (filters: LogFilters, page: PageState): URLSearchParams => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) params.set(key, String(value))
  }
  if (page.page !== PAGINATION_DEFAULTS.page) params.set('page', String(page.page))
  if (page.pageSize !== PAGINATION_DEFAULTS.pageSize) params.set('pageSize', String(page.pageSize))
  return params
}
