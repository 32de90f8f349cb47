import { API, type PageQuery } from '@app/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

export interface MessagePageQuery extends PageQuery {
  /** true: read only, false: unread only, absent: all. */
  read?: boolean
}

export const messageKeys = {
  all: ['messages'] as const,
  page: (query: MessagePageQuery) => [...messageKeys.all, 'page', query] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
}

/** One page of the user's messages, newest first (API.workspace.messagePage). */
export const messagesQueryOptions = (query: MessagePageQuery) =>
  queryOptions({
    queryKey: messageKeys.page(query),
    queryFn: ({ signal }) => callApi(API.workspace.messagePage, { query, signal }),
    // the current page stays on screen while the next one loads
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const useMessages = (query: MessagePageQuery) => useQuery(messagesQueryOptions(query))
