import { API, API_BASE, unreadCountSchema } from '@app/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { messageKeys } from '#web/features/messages/api/get-messages.ts'

/** The stream's address; the Admin-Token cookie authorises it (EventSource sends no headers). */
export const UNREAD_STREAM_URL = `${API_BASE}${API.workspace.messageStream.path}`

/** After the browser gives up on a stream (it does on a non-200 answer), retry after this, doubling. */
export const RETRY_FIRST_MS = 5_000
export const RETRY_MAX_MS = 60_000

/**
 * Keeps the unread count live: an EventSource on /message/stream writes each `unread`
 * event into the count's query cache (get-unread-count.ts), so every reader of the
 * count updates. The browser reconnects by itself after a dropped connection; when it
 * gives up (readyState CLOSED, e.g. the server answered an error), the count is read
 * once more and the stream reopened after a growing pause. Closed on unmount, which
 * is also what signing out does (the shell unmounts).
 */
export const useUnreadStream = (enabled: boolean): void => {
  const client = useQueryClient()

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let delay = RETRY_FIRST_MS
    let stopped = false

    const open = () => {
      source = new EventSource(UNREAD_STREAM_URL, { withCredentials: true })
      source.addEventListener('unread', (event) => {
        delay = RETRY_FIRST_MS
        const parsed = unreadCountSchema.safeParse(safeJson((event as MessageEvent).data))
        if (parsed.success) client.setQueryData(messageKeys.unread(), parsed.data)
      })
      source.addEventListener('error', () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return
        source.close()
        // the count may have moved while the stream was down; a 401 here also signs out
        void client.invalidateQueries({ queryKey: messageKeys.unread() })
        retryTimer = setTimeout(open, delay)
        delay = Math.min(delay * 2, RETRY_MAX_MS)
      })
    }

    open()
    return () => {
      stopped = true
      clearTimeout(retryTimer)
      source?.close()
    }
  }, [client, enabled])
}

const safeJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
