import dayjs, { type Dayjs } from 'dayjs'
import { intParam, textParam, type FilterCodec } from '#web/shared/hooks/use-list-state.ts'

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

/**
 * docs/product/list-screens.md "Filters in the URL": the filters live in the URL, so a shared link
 * reopens the same view. Unknown or broken values are ignored.
 */
export const logFilterCodec: FilterCodec<LogFilters> = {
  read: (params) => {
    const success = params.get('success')
    return {
      userName: textParam(params, 'userName'),
      module: textParam(params, 'module'),
      success: success === 'true' ? true : success === 'false' ? false : undefined,
      timeFrom: nonNegative(intParam(params, 'timeFrom')),
      timeTo: nonNegative(intParam(params, 'timeTo')),
    }
  },
  write: (filters) => ({ ...filters }),
}

const nonNegative = (n: number | undefined): number | undefined =>
  n !== undefined && n >= 0 ? n : undefined

/** Which log /logManage/operationLog shows: the writes, or the browsers' errors. */
export type LogView = 'operation' | 'clientError'

/** The view in the URL (`?view=clientError`); anything else is the operation log. */
export const logViewOf = (params: URLSearchParams): LogView =>
  params.get('view') === 'clientError' ? 'clientError' : 'operation'

/** The browsers' error log keeps its view in the URL beside its filters (user name, days). */
export const clientErrorFilterCodec: FilterCodec<LogFilters> = {
  read: (params) => ({
    userName: textParam(params, 'userName'),
    timeFrom: nonNegative(intParam(params, 'timeFrom')),
    timeTo: nonNegative(intParam(params, 'timeTo')),
  }),
  write: (filters) => ({
    view: 'clientError',
    userName: filters.userName,
    timeFrom: filters.timeFrom,
    timeTo: filters.timeTo,
  }),
}
