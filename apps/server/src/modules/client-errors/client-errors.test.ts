import { API, type ClientError, clientErrorSchema } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { USERS, seedSecurityFixture } from '../../../test/security/fixtures.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  CLIENT_ERROR_KEEP_MS,
  CLIENT_ERROR_REPORTS_PER_MINUTE,
  clientErrorReports,
} from './client-errors.service.ts'

interface Answer<T = unknown> {
  code: number
  msg: string
  data: T
}

const PWD_HASH = 'ab'.repeat(32)
const stale = {
  userId: 1,
  userName: USERS.admin,
  userAgent: '',
  message: 'ancient',
  source: '',
  url: '',
  stack: '',
}
const entry = (extra: Record<string, unknown> = {}) => ({
  message: 'boom',
  where: 'GET /cloud-user/api/x',
  url: 'http://venue.test/project/projectInfo',
  stack: 'Error: boom\n    at f (index.js:1:2)',
  time: 1_700_000_000_000,
  ...extra,
})

describe.each(DIALECTS)('the browsers error log on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let limited: string
  let guest: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: seedSecurityFixture })
    admin = await tokenFor(t.db, USERS.admin)
    limited = await tokenFor(t.db, USERS.limited)
    guest = await tokenFor(t.db, USERS.noRole)
  })
  afterAll(() => t?.close())

  const report = (token: string, entries: unknown[], headers: Record<string, string> = {}) =>
    callAs(t.app, API.clientErrors.report, token, { entries }, headers)
  const stored = () => t.db.selectFrom('sysClientError').selectAll().orderBy('id').execute()
  const page = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, API.clientErrors.page, token, query)
    return {
      status: res.statusCode,
      body: res.json<Answer<{ list: ClientError[]; count: number }>>(),
    }
  }

  it('stores a report with its user and browser, secrets masked and every field within its limit', async () => {
    const before = (await stored()).length
    const res = await report(
      limited,
      [
        entry({
          // masking makes `pwd=x` longer: the stored text is cut again
          message: `pwd=x ${'m'.repeat(494)}`,
          url: `http://venue.test/login?redirect=%2F&userName=a&pwd=${PWD_HASH}&access-token=abc123`,
          where: 'POST /cloud-user/api/sys/user/update/oneself/pwd',
          stack: `Error: {"password":"Secret#1","token":"${limited}"} Bearer ${limited}\n${'s'.repeat(3800)}`,
        }),
        entry({ message: `Admin-Token=${limited}; language=zh` }),
      ],
      { 'user-agent': 'Mozilla/5.0 (test)' },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json<Answer>()).toMatchObject({ code: 200, data: null })
    const rows = (await stored()).slice(before)
    expect(rows).toHaveLength(2)
    const text = JSON.stringify(rows)
    for (const secret of [limited, PWD_HASH, 'Secret#1', 'abc123', 'pwd=x ']) {
      expect(text).not.toContain(secret)
    }
    const [first, second] = rows
    expect(first).toMatchObject({
      userName: USERS.limited,
      userAgent: 'Mozilla/5.0 (test)',
      source: 'POST /cloud-user/api/sys/user/update/oneself/pwd',
      occurredAt: 1_700_000_000_000,
    })
    expect(first?.message).toMatch(/^pwd=\*{6} m+$/)
    expect(first?.message.length).toBe(500)
    expect(first?.url).toBe(
      'http://venue.test/login?redirect=%2F&userName=a&pwd=******&access-token=******',
    )
    expect(first?.stack.length).toBeLessThanOrEqual(4000)
    expect(second?.message).toBe('Admin-Token=******; language=zh')
  })

  it('keeps no report of the operation log (the body is the browser’s text)', async () => {
    const writes = await t.db
      .selectFrom('sysOperLog')
      .select('url')
      .where('url', 'like', '%clientError%')
      .execute()
    expect(writes).toEqual([])
  })

  it('forgets errors older than 30 days when a report arrives', async () => {
    const old = Date.now() - CLIENT_ERROR_KEEP_MS - 60_000
    const ancient = { ...stale, occurredAt: old, createdAt: old }
    await t.db.insertInto('sysClientError').values(ancient).execute()
    // the app's own reports pruned on its first one (then at most hourly): a fresh instance
    const storeReport = clientErrorReports(t.db)
    const before = (await stored()).length
    const user = { id: 1, userName: USERS.admin } as AuthUser
    await storeReport({ user, userAgent: '', token: undefined }, [entry({ message: 'fresh' })])
    const rows = await stored()
    expect(rows).toHaveLength(before)
    expect(rows.map((r) => r.message)).toContain('fresh')
    expect(rows.map((r) => r.message)).not.toContain('ancient')
  })

  it(`answers 429 to the report after ${CLIENT_ERROR_REPORTS_PER_MINUTE} in a minute, and stores nothing of it`, async () => {
    for (let i = 0; i < CLIENT_ERROR_REPORTS_PER_MINUTE; i++) {
      expect((await report(guest, [entry({ message: `n${i}` })])).statusCode).toBe(200)
    }
    const before = (await stored()).length
    const res = await report(guest, [entry({ message: 'one too many' })])
    expect(res.statusCode).toBe(429)
    expect(res.json<Answer>()).toMatchObject({ code: 429, data: null })
    expect(await stored()).toHaveLength(before)
    // the count is the user's: another user still reports
    expect((await report(admin, [entry()])).statusCode).toBe(200)
  })

  it('refuses more than 20 entries, and an entry over its limit, with a 400 envelope', async () => {
    const before = (await stored()).length
    const many = await report(
      admin,
      Array.from({ length: 21 }, () => entry()),
    )
    expect(many.statusCode).toBe(400)
    expect(many.json<Answer>()).toMatchObject({
      code: 400,
      msg: expect.stringContaining('entries'),
    })
    const long = await report(admin, [entry({ message: 'x'.repeat(10 * 1024) })])
    expect(long.statusCode).toBe(400)
    expect(long.json<Answer>()).toMatchObject({
      code: 400,
      msg: expect.stringContaining('entries.0.message'),
    })
    const none = await report(admin, [])
    expect(none.statusCode).toBe(400)
    expect(await stored()).toHaveLength(before)
  })

  it('lets only a holder of monitor:clientError:list read the page (the admin’s *:*:*)', async () => {
    expect((await page(limited)).status).toBe(403)
    expect((await page(guest)).status).toBe(403)
    const all = await page(admin, { pageSize: 50 })
    expect(all.status).toBe(200)
    const { list, count } = all.body.data
    expect(count).toBeGreaterThan(CLIENT_ERROR_REPORTS_PER_MINUTE)
    expect(list.map((r) => clientErrorSchema.parse(r).id)).toEqual(
      [...list.map((r) => r.id)].sort((a, b) => b - a),
    )
    const mine = await page(admin, { userName: USERS.limited })
    expect(mine.body.data.count).toBe(2)
    expect(mine.body.data.list[1]).toMatchObject({
      userName: USERS.limited,
      where: 'POST /cloud-user/api/sys/user/update/oneself/pwd',
      time: 1_700_000_000_000,
    })
    const future = await page(admin, { timeFrom: Date.now() + 60_000 })
    expect(future.body.data).toEqual({ list: [], count: 0 })
  })
})
