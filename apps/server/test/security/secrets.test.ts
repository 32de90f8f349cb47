import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256Hex } from '#server/lib/crypto.ts'
import { DIALECTS, type TestApp, buildTestApp } from '../helpers.ts'
import { FEISHU_APP, type FeishuStandIn, startFeishuStandIn } from './feishu-stand-in.ts'
import {
  PASSWORD,
  PNG_1X1,
  PWD,
  USERS,
  loginAs,
  multipartFile,
  seedSecurityFixture,
} from './fixtures.ts'

/**
 * Runs every call that carries a secret (passwords, their hashes, tokens, bind tickets),
 * then searches every stored log row, and the session and ticket tables, for them.
 */
describe.each(DIALECTS)('secrets never reach the logs on %s', (dialect) => {
  let t: TestApp
  let feishu: FeishuStandIn
  const secrets = new Set<string>([PASSWORD, PWD])
  const rawTokens: string[] = []
  const b64 = (s: string) => Buffer.from(s).toString('base64')
  const NEW_PASSWORD = 'New#Pass2026'

  beforeAll(async () => {
    feishu = await startFeishuStandIn({ 'code-x': 'ou_secret_test' })
    t = await buildTestApp(dialect, {
      seed: seedSecurityFixture,
      config: {
        loginRateLimitPerMinute: 10_000,
        feishu: { ...FEISHU_APP, baseUrl: feishu.baseUrl },
      },
    })
    const stored = await t.db
      .selectFrom('sysUser')
      .select('passwordHash')
      .where('userName', '=', USERS.admin)
      .executeTakeFirstOrThrow()
    secrets.add(stored.passwordHash)
    secrets.add(stored.passwordHash.split('$').at(-1) as string)

    const api = '/xgz/cloud-user/api'
    const admin = await loginAs(t.app, USERS.admin)
    const wrongPwd = sha256Hex('Wrong@2026')
    secrets.add(wrongPwd).add(admin).add(sha256Hex(admin))
    rawTokens.push(admin)
    await t.app.inject({
      method: 'POST',
      url: `${api}/login/byPwd`,
      query: { userName: USERS.admin, pwd: wrongPwd },
    })
    await t.app.inject({
      method: 'POST',
      url: `${api}/login/byPwd`,
      query: { userName: 'ghost', pwd: PWD },
    })

    const fs = await t.app.inject({
      method: 'GET',
      url: `${api}/login/fs/byFsToken`,
      query: { code: 'code-x' },
    })
    const ticket = fs.json<{ data: { bindTicket: string } }>().data.bindTicket
    secrets.add(ticket)
    rawTokens.push(ticket)
    await t.app.inject({
      method: 'POST',
      url: `${api}/login/fs/binding`,
      query: { userName: USERS.limited, pwd: wrongPwd, bindTicket: ticket },
    })
    const bound = await t.app.inject({
      method: 'POST',
      url: `${api}/login/fs/binding`,
      query: { userName: USERS.limited, pwd: PWD, bindTicket: ticket },
    })
    const fsToken = bound.json<{ data: { token: string } }>().data.token
    secrets.add(fsToken).add(sha256Hex(fsToken))
    rawTokens.push(fsToken)

    const change = (oldPassword: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: `${api}/sys/user/update/oneself/pwd`,
        headers: { 'access-token': admin },
        payload: {
          oldPassword: b64(oldPassword),
          password: b64(password),
          confirmPassword: b64(password),
        },
      })
    secrets.add(b64(PASSWORD)).add(b64(NEW_PASSWORD)).add(NEW_PASSWORD).add(sha256Hex(NEW_PASSWORD))
    expect((await change('Wrong@2026', NEW_PASSWORD)).statusCode).toBe(400)
    expect((await change(PASSWORD, NEW_PASSWORD)).statusCode).toBe(200)
    const changed = await t.db
      .selectFrom('sysUser')
      .select('passwordHash')
      .where('userName', '=', USERS.admin)
      .executeTakeFirstOrThrow()
    secrets.add(changed.passwordHash)

    await t.app.inject({
      method: 'POST',
      url: '/xgz/cloud-user/api/monitor/loginLog/unlock',
      headers: { 'access-token': admin },
      payload: { userName: USERS.admin, ip: '127.0.0.1' },
    })
    const file = multipartFile(PNG_1X1)
    await t.app.inject({
      method: 'POST',
      url: '/xgz/common/upload',
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${admin}` },
    })
    await t.app.inject({
      method: 'POST',
      url: `${api}/login/logout`,
      headers: { 'access-token': fsToken },
    })
  })
  afterAll(async () => {
    await t?.close()
    await feishu?.close()
  })

  const leaks = (rows: unknown[]) => {
    const text = JSON.stringify(rows)
    return [...secrets].filter((s) => text.includes(s))
  }

  it('logs every attempt and every write', async () => {
    const logins = await t.db.selectFrom('sysLoginLog').selectAll().execute()
    expect(logins.length).toBeGreaterThanOrEqual(6)
    const writes = await t.db.selectFrom('sysOperLog').select(['module', 'action']).execute()
    expect(writes.map((w) => `${w.module}/${w.action}`)).toEqual(
      expect.arrayContaining([
        'oneself/pwd',
        'venue.route.loginLog/unlock',
        'common/upload',
        'login/logout',
      ]),
    )
  })

  it('keeps passwords, hashes, tokens and tickets out of the login log', async () => {
    expect(leaks(await t.db.selectFrom('sysLoginLog').selectAll().execute())).toEqual([])
  })

  it('keeps them out of the operation log (parameters are masked)', async () => {
    const rows = await t.db.selectFrom('sysOperLog').selectAll().execute()
    expect(leaks(rows)).toEqual([])
    const pwdRow = rows.find((r) => r.action === 'pwd')
    expect(pwdRow?.params).toContain('******')
  })

  it('stores only hashes of tokens and bind tickets', async () => {
    const stored = JSON.stringify([
      await t.db.selectFrom('sysSession').selectAll().execute(),
      await t.db.selectFrom('sysBindTicket').selectAll().execute(),
    ])
    expect(stored).toContain(sha256Hex(rawTokens[0] as string))
    expect(rawTokens.filter((tok) => stored.includes(tok))).toEqual([])
  })
})
