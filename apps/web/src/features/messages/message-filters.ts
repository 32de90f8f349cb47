import { normalisePage, type PageState } from '#web/shared/utils/pagination.ts'

export const READ_FILTERS = ['all', 'unread', 'read'] as const
export type ReadFilter = (typeof READ_FILTERS)[number]

export interface MessageListState {
  filter: ReadFilter
  page: PageState
}

const isReadFilter = (value: unknown): value is ReadFilter =>
  (READ_FILTERS as readonly unknown[]).includes(value)

/** The list state from the URL (a shared link reopens the same view); unknown values fall back. */
export const readMessageListState = (params: URLSearchParams): MessageListState => {
  const filter = params.get('filter')
  return {
    filter: isReadFilter(filter) ? filter : 'all',
    page: normalisePage({
      page: params.get('page') ?? undefined,
      pageSize: params.get('pageSize') ?? undefined,
    }),
  }
}

export const writeMessageListState = ({ filter, page }: MessageListState): URLSearchParams => {
  const params = new URLSearchParams()
  if (filter !== 'all') params.set('filter', filter)
  params.set('page', String(page.page))
  params.set('pageSize', String(page.pageSize))
  return params
}

/** The call's `read` parameter: absent for all. */
export const readParamOf = (filter: ReadFilter): boolean | undefined =>
  filter === 'all' ? undefined : filter === 'read'
