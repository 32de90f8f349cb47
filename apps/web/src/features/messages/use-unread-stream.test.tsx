import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messageKeys } from '#web/features/messages/api/get-messages.ts'
import {
  RETRY_FIRST_MS,
  UNREAD_STREAM_URL,
  useUnreadStream,
} from '#web/features/messages/use-unread-stream.ts'
import { createQueryClient } from '#web/shared/lib/query-client.ts'

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static readonly CLOSED = 2
  static all: FakeEventSource[] = []
  readonly url: string
  readyState = 1
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>()

  constructor(url: string) {
    this.url = url
    FakeEventSource.all.push(this)
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
  }

  emit(type: string, data?: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) })
    act(() => this.listeners.get(type)?.forEach((l) => l(event)))
  }
}

const setUp = () => {
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(({ enabled }) => useUnreadStream(enabled), {
    wrapper,
    initialProps: { enabled: true },
  })
  return { client, hook }
}

beforeEach(() => {
  FakeEventSource.all = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the unread stream', () => {
  it('writes each unread count it receives into the count query', () => {
    const { client } = setUp()
    const source = FakeEventSource.all[0]
    expect(source?.url).toBe(UNREAD_STREAM_URL)
    source?.emit('unread', { count: 4 })
    expect(client.getQueryData(messageKeys.unread())).toEqual({ count: 4 })
    // a malformed event changes nothing
    source?.emit('unread', { count: -1 })
    expect(client.getQueryData(messageKeys.unread())).toEqual({ count: 4 })
  })

  it('opens a new stream after the browser gave up on one, and closes it on unmount', () => {
    vi.useFakeTimers()
    const { hook } = setUp()
    const first = FakeEventSource.all[0]
    if (!first) throw new Error('no stream opened')
    // a dropped connection the browser retries itself: nothing to do
    first.emit('error')
    expect(FakeEventSource.all).toHaveLength(1)

    first.readyState = FakeEventSource.CLOSED
    first.emit('error')
    act(() => vi.advanceTimersByTime(RETRY_FIRST_MS))
    expect(FakeEventSource.all).toHaveLength(2)

    hook.unmount()
    expect(FakeEventSource.all[1]?.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('opens nothing when disabled (outside the venue system)', () => {
    const client = createQueryClient()
    renderHook(() => useUnreadStream(false), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    })
    expect(FakeEventSource.all).toHaveLength(0)
  })
})
