import { describe, expect, it } from 'vitest'
import {
  readMessageListState,
  readParamOf,
  writeMessageListState,
} from '#web/features/messages/message-filters.ts'

describe('message list state in the URL', () => {
  it('starts at all, page 1, 20 per page', () => {
    expect(readMessageListState(new URLSearchParams())).toEqual({
      filter: 'all',
      page: { page: 1, pageSize: 20 },
    })
  })

  it('reads back what it writes', () => {
    const state = { filter: 'unread' as const, page: { page: 3, pageSize: 50 } }
    expect(readMessageListState(writeMessageListState(state))).toEqual(state)
  })

  it('falls back on unknown filters and page sizes', () => {
    expect(readMessageListState(new URLSearchParams('filter=x&pageSize=7&page=2'))).toEqual({
      filter: 'all',
      page: { page: 2, pageSize: 20 },
    })
  })

  it('asks the server for read, unread or both', () => {
    expect(readParamOf('all')).toBeUndefined()
    expect(readParamOf('unread')).toBe(false)
    expect(readParamOf('read')).toBe(true)
  })
})
