import type { ServerResponse } from 'node:http'
import { API } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  addFavouriteView,
  listFavouriteViews,
  pageMessages,
  readMessages,
  removeFavouriteView,
  unreadCount,
  watchUnread,
} from './workspace.service.ts'

/** Each stream re-reads the count this often: a change made on another instance shows within it. */
const POLL_MS = 5_000
/** A comment line this often keeps proxies from closing a quiet stream (most cut at 30-60 s). */
const HEARTBEAT_MS = 25_000
/**
 * Streams one user keeps open: a tab each, and each polls the database. A sixth ends the
 * oldest (per process: another instance counts its own).
 */
export const STREAMS_PER_USER = 5
/**
 * The pause an ended stream's browser takes before reconnecting (SSE `retry`): its own 3 s
 * would have it end the next oldest at once, and the tabs would take turns for ever.
 */
const SUPERSEDED_RETRY_MS = 10 * 60_000

const sseEvent = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** Favourite views and messages of the signed-in user (docs/product/api.md "Workspace"). */
export function registerWorkspaceRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  const w = API.workspace

  registerEndpoint(api, ep, w.favouriteViewList, ({ user, query }) =>
    listFavouriteViews(db, user.id, query),
  )
  registerEndpoint(api, ep, w.favouriteViewAdd, ({ user, body }) =>
    addFavouriteView(db, user.id, body, Date.now()),
  )
  registerEndpoint(api, ep, w.favouriteViewDelete, async ({ user, body }) => {
    await removeFavouriteView(db, user.id, body.id)
    return null
  })
  registerEndpoint(api, ep, w.messagePage, ({ user, query }) => pageMessages(db, user.id, query))
  registerEndpoint(api, ep, w.messageUnread, ({ user }) => unreadCount(db, user.id))
  registerEndpoint(api, ep, w.messageRead, async ({ user, body }) => {
    await readMessages(db, user.id, body.ids, Date.now())
    return null
  })

  // Streams still open when the server closes are ended, or close() would wait for them.
  const open = new Set<ServerResponse>()
  // each user's streams, oldest first, with what ends one
  const streamsOf = new Map<number, Array<{ res: ServerResponse; end: () => void }>>()
  api.addHook('preClose', async () => {
    for (const res of open) res.end()
  })

  // Server-Sent Events, authorised by the Admin-Token cookie (EventSource sends no headers).
  // The handler takes the socket over (hijack) and returns at once; the stream lives on
  // until the client goes away, the session ends, the user opens one stream too many, or the
  // server closes.
  registerEndpoint(
    api,
    ep,
    w.messageStream,
    async ({ user, req, reply }) => {
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx buffers answers unless told not to
        'x-accel-buffering': 'no',
      })
      open.add(res)
      // nothing is written once the stream has ended (a heartbeat racing the close)
      const write = (chunk: string) => {
        if (!res.writableEnded && !res.destroyed) res.write(chunk)
      }
      const stop = watchUnread(db, {
        userId: user.id,
        tokenHash: user.tokenHash,
        pollMs: POLL_MS,
        idleMinutes: deps.config.sessionIdleMinutes,
        onCount: (count) => write(sseEvent('unread', { count })),
        onGone: () => res.end(),
      })
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS)
      const cleanUp = () => {
        stop()
        clearInterval(heartbeat)
        open.delete(res)
        const rest = (streamsOf.get(user.id) ?? []).filter((s) => s.res !== res)
        if (rest.length) streamsOf.set(user.id, rest)
        else streamsOf.delete(user.id)
      }
      res.on('close', cleanUp)
      // a client that left while the session was checked has no 'close' left to send
      if (req.raw.socket.destroyed) {
        cleanUp()
        return ''
      }
      const mine = [
        ...(streamsOf.get(user.id) ?? []),
        {
          res,
          end: () => {
            write(`retry: ${SUPERSEDED_RETRY_MS}\n\n`)
            res.end()
            // not left to 'close': the count must be right before the next stream opens
            cleanUp()
          },
        },
      ]
      streamsOf.set(user.id, mine)
      if (mine.length > STREAMS_PER_USER) mine[0]?.end()
      req.log.debug({ userId: user.id }, 'unread stream opened')
      return ''
    },
    { raw: true },
  )
}
