import { API, loginLogSchema, operationLogSchema } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256Hex } from '#server/lib/crypto.ts'
import { DIALECTS, type TestApp, buildTestApp, callAs } from '../../../test/helpers.ts'
import { PWD, USERS, loginAs, seedSecurityFixture } from '../../../test/security/fixtures.ts'

const MONITOR = '/xgz/cloud-user/api/monitor'
interface Page<T> {
  code: number
  msg: string
  data: { list: T[]; count: number }
}

describe.each(DIALECTS)('logs on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let limited: string
  const lockedIp = '10.20.0.1'

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      seed: seedSecurityFixture,
      config: { loginRateLimitPerMinute: 10_000 },
    })
    admin = await loginAs(t.app, USERS.admin)
    limited = await loginAs(t.app, USERS.limited)
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/xgz/cloud-user/api/login/byPwd',
        query: { userName: USERS.noRole, pwd: sha256Hex(`wrong-${i}`) },
        remoteAddress: lockedIp,
      })
    }
  })
  afterAll(() => t?.close())

  const get = (path: string, token: string, query: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${MONITOR}${path}`,
      query,
      headers: { 'access-token': token },
    })

  it('lists sign-in attempts newest first, with the lock of that account and IP while it lasts', async () => {
    const res = await get('/loginLog/page', admin, { pageSize: '10' })
    expect(res.statusCode).toBe(200)
    const { list, count } = res.json<Page<unknown>>().data
    expect(count).toBe(7)
    const rows = list.map((r) => loginLogSchema.parse(r))
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a))
    const locked = rows.filter((r) => r.ip === lockedIp)
    expect(locked).toHaveLength(5)
    expect(locked.every((r) => r.lockedUntil && r.lockedUntil > Date.now())).toBe(true)
    expect(rows.filter((r) => r.ip !== lockedIp).every((r) => r.lockedUntil === null)).toBe(true)
    expect(locked[0]?.message).toMatch(/^账号已锁定，请于 \d\d:\d\d 后重试$/)
  })

  it('filters by user name, result and time, and pages', async () => {
    const byName = await get('/loginLog/page', admin, { userName: ' gue ' })
    expect(byName.json<Page<{ userName: string }>>().data.count).toBe(5)
    const ok = await get('/loginLog/page', admin, { success: 'true' })
    expect(ok.json<Page<{ success: boolean }>>().data.list.every((r) => r.success)).toBe(true)
    expect(ok.json<Page<unknown>>().data.count).toBe(2)
    const future = await get('/loginLog/page', admin, { timeFrom: String(Date.now() + 60_000) })
    expect(future.json<Page<unknown>>().data).toEqual({ list: [], count: 0 })
    const page2 = await get('/loginLog/page', admin, { page: '2', pageSize: '10' })
    expect(page2.json<Page<unknown>>().data).toEqual({ list: [], count: 7 })
    // LIKE wildcards in the filter are taken literally
    const wildcard = await get('/loginLog/page', admin, { userName: '%' })
    expect(wildcard.json<Page<unknown>>().data.count).toBe(0)
  })

  it('lets a holder of monitor:logininfor:list read the login log but not unlock', async () => {
    expect((await get('/loginLog/page', limited)).statusCode).toBe(200)
    const unlock = await t.app.inject({
      method: 'POST',
      url: `${MONITOR}/loginLog/unlock`,
      headers: { 'access-token': limited },
      payload: { userName: USERS.noRole, ip: lockedIp },
    })
    expect(unlock.statusCode).toBe(403)
    expect((await get('/operationLog/page', limited)).statusCode).toBe(403)
  })

  it('解锁 clears the lock of the account for that IP, so it can sign in again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${MONITOR}/loginLog/unlock`,
      headers: { 'access-token': admin },
      payload: { userName: USERS.noRole, ip: lockedIp },
    })
    expect(res.json()).toEqual({ code: 200, msg: '解锁成功', data: null })
    expect(await t.db.selectFrom('sysLoginLock').selectAll().execute()).toEqual([])
    const page = await get('/loginLog/page', admin, { userName: USERS.noRole })
    expect(
      page
        .json<Page<{ lockedUntil: number | null }>>()
        .data.list.every((r) => r.lockedUntil === null),
    ).toBe(true)
    const again = await t.app.inject({
      method: 'POST',
      url: '/xgz/cloud-user/api/login/byPwd',
      query: { userName: USERS.noRole, pwd: PWD },
      remoteAddress: lockedIp,
    })
    expect(again.json<{ code: number }>().code).toBe(200)
  })

  it('records the unlock in the operation log and lists it', async () => {
    // found by the page's name in the reader's words, not by a URL segment
    const res = await get('/operationLog/page', admin, { module: '登录日志' })
    const { list, count } = res.json<Page<unknown>>().data
    expect(count).toBeGreaterThanOrEqual(1)
    const row = operationLogSchema.parse(list[0])
    expect(row).toMatchObject({
      userName: USERS.admin,
      module: '登录日志',
      action: '解锁',
      method: 'POST',
      url: `${MONITOR}/loginLog/unlock`,
      success: true,
      message: '解锁成功',
    })
    expect(JSON.parse(row.params)).toEqual({ body: { userName: USERS.noRole, ip: lockedIp } })
  })

  it('masks secrets in the parameters it shows', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64')
    await t.app.inject({
      method: 'POST',
      url: '/xgz/cloud-user/api/sys/user/update/oneself/pwd',
      headers: { 'access-token': admin },
      payload: {
        oldPassword: b64('Wrong@2026'),
        password: b64('New#Pass2026'),
        confirmPassword: b64('New#Pass2026'),
      },
    })
    const res = await get('/operationLog/page', admin, { module: 'oneself' })
    const { list } = res.json<Page<{ action: string; success: boolean }>>().data
    expect(list[0]).toMatchObject({ action: 'pwd', success: false })
    const text = JSON.stringify(list)
    expect(text).toContain('******')
    expect(text).not.toContain(b64('New#Pass2026'))
    expect(text).not.toContain(b64('Wrong@2026'))
  })

  it('exports the filtered login log and operation log as .xlsx, secrets masked', async () => {
    const sheetOf = async (res: { rawPayload: Buffer }) => {
      const wb = new ExcelJS.Workbook()
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
      const ws = wb.worksheets[0]
      if (!ws) throw new Error('no sheet')
      return ws
    }
    const logins = await callAs(t.app, API.logs.loginLogExport, admin, {
      userName: USERS.noRole,
      success: 'false',
    })
    expect(logins.statusCode, logins.body).toBe(200)
    expect(logins.headers['content-disposition']).toContain('.xlsx')
    const ls = await sheetOf(logins)
    expect(ls.getRow(1).getCell(2).value).toBe('用户名称')
    expect(ls.rowCount).toBe(1 + 5)
    expect(ls.getRow(2).getCell(6).value).toBe('失败')

    const ops = await callAs(
      t.app,
      API.logs.operationLogExport,
      admin,
      {},
      { 'accept-language': 'en' },
    )
    expect(ops.statusCode, ops.body).toBe(200)
    const os = await sheetOf(ops)
    expect(os.getRow(1).getCell(2).value).toBe('Module')
    const params = (os.getColumn(7).values ?? []).join('\n')
    expect(params).not.toMatch(/Demo@|"pwd":"[0-9a-f]/)

    expect((await callAs(t.app, API.logs.loginLogExport, limited)).statusCode).toBe(403)
  })

  it('refuses bad filters with 400 naming the field', async () => {
    const res = await get('/loginLog/page', admin, { pageSize: '7' })
    expect(res.statusCode).toBe(400)
    expect(res.json<{ msg: string }>().msg).toContain('pageSize')
  })
})
