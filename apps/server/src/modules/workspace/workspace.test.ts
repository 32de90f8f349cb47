import { type IncomingMessage, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { API, type FavouriteView, type Message } from '@app/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, tokenFor } from '../../../test/helpers.ts'
import { buildFavouriteViews, buildMessages } from '#server/db/seed/data/workspace.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { STREAMS_PER_USER } from './workspace.routes.ts'

const TODAY = new Date()
const W = API.workspace
const SEEDED_VIEWS = buildFavouriteViews()
const SEEDED_MESSAGES = buildMessages(TODAY)

/** Reads Server-Sent Events off a fetch body, one `{ event, data }` at a time. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return async function next(): Promise<{ event: string; data: unknown }> {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const lines = block.split('\n')
        // comment lines (heartbeats) carry no event
        if (lines.every((l) => l.startsWith(':'))) continue
        const field = (name: string) =>
          lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2) ?? ''
        return { event: field('event'), data: JSON.parse(field('data')) }
      }
      const { value, done } = await reader.read()
      if (done) throw new Error('stream ended')
      buffer += decoder.decode(value, { stream: true })
    }
  }
}

describe.each(DIALECTS)('workspace on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  const call = (
    method: 'GET' | 'POST',
    path: string,
    as: string,
    input?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/xgz${path}`,
      headers: { 'access-token': tokens[as] ?? '' },
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)])) }
        : { payload: input ?? {} }),
    })
  const userId = async (userName: string) =>
    (
      await t.db
        .selectFrom('sysUser')
        .select('id')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).id
  const unread = async (as: string) =>
    ((await call('GET', W.messageUnread.path, as)).json().data as { count: number }).count

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: TODAY }) })
    for (const u of ['admin', 'zhangwei', 'wangfang', 'sunli']) tokens[u] = await tokenFor(t.db, u)
  })
  afterAll(() => t.close())

  describe('favourite views', () => {
    it("lists the user's own views, paged", async () => {
      const res = await call('GET', W.favouriteViewList.path, 'admin', { page: 1, pageSize: 10 })
      const { list, count } = res.json().data as { list: FavouriteView[]; count: number }
      expect(count).toBe(SEEDED_VIEWS.admin?.length)
      expect(list.map((v) => v.frontSign).sort()).toEqual(
        SEEDED_VIEWS.admin?.map((v) => v.frontSign).sort(),
      )
      // credential staff keep no views (views are venue-only)
      expect(SEEDED_VIEWS.sunli).toBeUndefined()
      const none = await call('GET', W.favouriteViewList.path, 'sunli')
      expect(none.json().data).toEqual({ list: [], count: 0 })
    })

    it('adds a view, and refuses the same route twice for one user', async () => {
      const view = {
        modelName: '任务管理',
        topicName: '工作提示',
        frontSign: '/taskManagement/workTips',
      }
      expect(SEEDED_VIEWS.wangfang?.map((v) => v.frontSign)).not.toContain(view.frontSign)
      const added = await call('POST', W.favouriteViewAdd.path, 'wangfang', view)
      expect(added.statusCode, added.body).toBe(200)
      expect(added.json().data).toMatchObject(view)
      expect(added.json().data.id).toBeGreaterThan(0)

      const again = await call('POST', W.favouriteViewAdd.path, 'wangfang', view)
      expect(again.statusCode).toBe(409)
      expect(again.json().msg).toBe('该页面已在收藏视图中')
      // another user may keep the same route
      expect((await call('POST', W.favouriteViewAdd.path, 'zhangwei', view)).statusCode).toBe(200)
    })

    it('refuses a frontSign that is not a route', async () => {
      const res = await call('POST', W.favouriteViewAdd.path, 'wangfang', {
        modelName: '外部',
        topicName: '链接',
        frontSign: 'https://example.com',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toContain('frontSign')
    })

    it("deletes the user's own view and answers 404 for another user's", async () => {
      const adminViews = (await call('GET', W.favouriteViewList.path, 'admin')).json().data.list
      const theirs = adminViews[0] as FavouriteView
      const other = await call('POST', W.favouriteViewDelete.path, 'wangfang', { id: theirs.id })
      expect(other.statusCode).toBe(404)
      expect((await call('GET', W.favouriteViewList.path, 'admin')).json().data.count).toBe(
        adminViews.length,
      )
      const own = await call('POST', W.favouriteViewDelete.path, 'admin', { id: theirs.id })
      expect(own.json()).toMatchObject({ code: 200, data: null })
      expect((await call('GET', W.favouriteViewList.path, 'admin')).json().data.count).toBe(
        adminViews.length - 1,
      )
    })
  })

  // 王芳 owns no contract: her messages are the seeded ones only (no payment reminders)
  describe('messages', () => {
    const mine = SEEDED_MESSAGES.wangfang ?? []

    it('pages the messages newest first, with a read filter', async () => {
      const res = await call('GET', W.messagePage.path, 'wangfang', { page: 1, pageSize: 10 })
      const { list, count } = res.json().data as { list: Message[]; count: number }
      expect(count).toBe(mine.length)
      const times = list.map((m) => m.createdAt)
      expect(times).toEqual([...times].sort((a, b) => b - a))
      const unreadOnly = await call('GET', W.messagePage.path, 'wangfang', {
        read: false,
        pageSize: 50,
      })
      const readOnly = await call('GET', W.messagePage.path, 'wangfang', {
        read: 'true',
        pageSize: 50,
      })
      expect(unreadOnly.json().data.count).toBe(mine.filter((m) => !m.read).length)
      expect(readOnly.json().data.count).toBe(mine.filter((m) => m.read).length)
      expect(unreadOnly.json().data.list.every((m: Message) => !m.read)).toBe(true)
    })

    it("marks only the user's own messages read", async () => {
      const before = await unread('wangfang')
      expect(before).toBe(mine.filter((m) => !m.read).length)
      expect(before).toBeGreaterThan(1)
      const first = mine.find((m) => !m.read)
      // zhangwei cannot read wangfang's message
      await call('POST', W.messageRead.path, 'zhangwei', { ids: [first?.guid] })
      expect(await unread('wangfang')).toBe(before)
      const res = await call('POST', W.messageRead.path, 'wangfang', { ids: [first?.guid] })
      expect(res.json()).toMatchObject({ code: 200, data: null })
      expect(await unread('wangfang')).toBe(before - 1)
    })
  })

  describe('the unread stream', () => {
    it('refuses a caller without the Admin-Token cookie', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/xgz${W.messageStream.path}` })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe(401)
    })

    it('sends the count at once and again when a message is marked read', async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 })
      const { port } = t.app.server.address() as AddressInfo
      const abort = new AbortController()
      try {
        const res = await fetch(`http://127.0.0.1:${port}/xgz${W.messageStream.path}`, {
          headers: { cookie: `Admin-Token=${tokens.zhangwei}` },
          signal: abort.signal,
        })
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toContain('text/event-stream')
        const next = sseReader(res.body as ReadableStream<Uint8Array>)
        const count = await unread('zhangwei')
        expect(await next()).toEqual({ event: 'unread', data: { count } })

        const page = await call('GET', W.messagePage.path, 'zhangwei', { read: false })
        const guid = (page.json().data.list[0] as Message).guid
        await call('POST', W.messageRead.path, 'zhangwei', { ids: [guid] })
        expect(await next()).toEqual({ event: 'unread', data: { count: count - 1 } })
      } finally {
        abort.abort()
      }
    })

    it('ends the stream once its session is signed out', async () => {
      const { port } = t.app.server.address() as AddressInfo
      const streaming = await tokenFor(t.db, 'zhangwei')
      const res = await fetch(`http://127.0.0.1:${port}/xgz${W.messageStream.path}`, {
        headers: { cookie: `Admin-Token=${streaming}` },
      })
      const next = sseReader(res.body as ReadableStream<Uint8Array>)
      expect((await next()).event).toBe('unread')
      await t.db
        .deleteFrom('sysSession')
        .where('userId', '=', await userId('zhangwei'))
        .execute()
      tokens.zhangwei = await tokenFor(t.db, 'zhangwei')
      // a change wakes the stream at once (no 5 s poll to wait for); it finds its session gone
      const page = await call('GET', W.messagePage.path, 'zhangwei', { read: false })
      await call('POST', W.messageRead.path, 'zhangwei', { ids: [page.json().data.list[0].guid] })
      await expect(next()).rejects.toThrow('stream ended')
    })

    it(`keeps ${STREAMS_PER_USER} streams a user open: one more ends the oldest`, async () => {
      const { port } = t.app.server.address() as AddressInfo
      const streams: IncomingMessage[] = []
      // node:http, a connection each, destroyed at the end: aborted fetches kept theirs open
      // about 4 s here, and the next test's close waited for them. The answer comes with the
      // first count, by when the server has counted the stream.
      const open = () =>
        new Promise<IncomingMessage>((resolve, reject) => {
          const path = `/xgz${W.messageStream.path}`
          const headers = { cookie: `Admin-Token=${tokens.admin}` }
          get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
            streams.push(res)
            expect(res.statusCode).toBe(200)
            resolve(res)
          }).on('error', reject)
        })
      try {
        const oldest = await open()
        const others = []
        for (let i = 0; i < STREAMS_PER_USER; i++)
          others.push(sseReader(Readable.toWeb(await open()) as ReadableStream<Uint8Array>))

        const ended = await Promise.race([
          text(oldest),
          new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 5_000)),
        ])
        expect(ended).toContain('event: unread')
        // its browser waits before reconnecting, or it would end the next oldest at once
        expect(ended).toMatch(/\nretry: \d{6,}\n\n$/)

        const count = await unread('admin')
        for (const next of others)
          expect(await next()).toEqual({ event: 'unread', data: { count } })
        const page = await call('GET', W.messagePage.path, 'admin', { read: false })
        await call('POST', W.messageRead.path, 'admin', { ids: [page.json().data.list[0].guid] })
        for (const next of others)
          expect(await next()).toEqual({ event: 'unread', data: { count: count - 1 } })
      } finally {
        for (const res of streams) res.destroy()
      }
    })

    it('ends open streams when the server closes, so closing does not hang', async () => {
      const { port } = t.app.server.address() as AddressInfo
      const res = await fetch(`http://127.0.0.1:${port}/xgz${W.messageStream.path}`, {
        headers: { cookie: `Admin-Token=${tokens.zhangwei}` },
      })
      const next = sseReader(res.body as ReadableStream<Uint8Array>)
      expect((await next()).event).toBe('unread')
      await t.app.close()
      await expect(next()).rejects.toThrow('stream ended')
    })
  })
})
