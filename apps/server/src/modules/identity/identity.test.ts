import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import { API_BASE, loginResultSchema, userInfoSchema } from '@app/contracts'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { errorHandler } from '#server/plugins/error-handler.ts'
import { requestContext } from '#server/plugins/request-context.ts'
import {
  DIALECTS,
  type TestApp,
  buildTestApp,
  createTestDb,
  moduleDeps,
} from '../../../test/helpers.ts'
import { PWD, USERS, loginAs, seedSecurityFixture } from '../../../test/security/fixtures.ts'
import {
  FEISHU_APP,
  type FeishuStandIn,
  startFeishuStandIn,
} from '../../../test/security/feishu-stand-in.ts'
import { publishChange } from '#server/db/change-bus.ts'
import { clockTime } from './identity.service.ts'
import { registerIdentityRoutes } from './identity.routes.ts'
import { deleteUserSessions } from './session.repository.ts'

const AUTH = '/xgz/cloud-user/api'
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')
interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

describe.each(DIALECTS)('identity on %s', (dialect) => {
  let t: TestApp
  let feishu: FeishuStandIn

  beforeAll(async () => {
    feishu = await startFeishuStandIn({ 'code-bound': 'ou_bound', 'code-new': 'ou_new' })
    t = await buildTestApp(dialect, {
      seed: seedSecurityFixture,
      // rate limiting has its own test below; here many sign-ins come from one address
      config: {
        loginRateLimitPerMinute: 10_000,
        feishu: { ...FEISHU_APP, baseUrl: feishu.baseUrl },
      },
    })
    await t.db
      .updateTable('sysUser')
      .set({ feishuOpenId: 'ou_bound' })
      .where('userName', '=', USERS.limited)
      .execute()
  })
  afterAll(async () => {
    await t?.close()
    await feishu?.close()
  })

  const login = (userName: string, pwd: string, ip = '10.1.0.1', lang = 'zh') =>
    t.app.inject({
      method: 'POST',
      url: `${AUTH}/login/byPwd`,
      query: { userName, pwd },
      remoteAddress: ip,
      headers: { 'accept-language': lang, 'user-agent': 'vitest-agent' },
    })
  const info = (token: string) =>
    t.app.inject({ method: 'GET', url: `${AUTH}/login/info`, headers: { 'access-token': token } })

  it('signs the admin in with the token, every menu of its systems and *:*:*', async () => {
    const res = await login(`  ${USERS.admin} `, PWD)
    expect(res.statusCode).toBe(200)
    const body = res.json<Envelope>()
    expect(body.code).toBe(200)
    const data = loginResultSchema.parse(body.data)
    expect(data.token).toMatch(/^[\w-]{43}$/)
    expect(data).toMatchObject({
      userName: USERS.admin,
      nickName: '管理员',
      deptName: '信息中心',
      roles: ['admin'],
      roleNames: ['超级管理员'],
      permissions: ['*:*:*'],
    })
    expect(data.addDate).toBeLessThan(Date.now())
    // systems in sys_system.sort order; the disabled page 104 is left out; hidden is flagged
    expect(data.menuList.map((s) => s.code)).toEqual(['venue', 'service'])
    const venue = data.menuList[0]?.menus ?? []
    expect(venue.map((m) => m.id)).toEqual([100, 110])
    expect(venue[0]?.children?.map((c) => c.id)).toEqual([101])
    expect(venue[0]?.children?.[0]?.children?.map((f) => f.infPerms)).toEqual([
      'platform:exhibition:list',
      'platform:exhibition:query',
    ])
    expect(venue[1]?.children?.find((c) => c.id === 114)?.hidden).toBe(true)
  })

  it('gives a limited user only the systems, menus and buttons of its role', async () => {
    const data = loginResultSchema.parse((await login(USERS.limited, PWD)).json<Envelope>().data)
    expect(data.menuList.map((s) => s.code)).toEqual(['venue'])
    expect([...data.permissions].sort()).toEqual([
      'monitor:logininfor:list',
      'platform:exhibition:list',
    ])
    const tree = data.menuList[0]?.menus ?? []
    expect(
      tree.map((m) => [m.id, m.children?.map((c) => [c.id, c.children?.map((f) => f.id)])]),
    ).toEqual([
      [100, [[101, [102]]]],
      [110, [[111, [112]]]],
    ])
    expect(data.deptName).toBe('')
  })

  it('answers /login/info with the same user, without a token field', async () => {
    const token = await loginAs(t.app, USERS.limited, { ip: '10.1.0.2' })
    const res = await info(token)
    expect(res.statusCode).toBe(200)
    const data = userInfoSchema.strict().parse(res.json<Envelope>().data)
    expect(data.userName).toBe(USERS.limited)
  })

  it('stores argon2id of the SHA-256, never the SHA-256 itself', async () => {
    const row = await t.db
      .selectFrom('sysUser')
      .select('passwordHash')
      .where('userName', '=', USERS.admin)
      .executeTakeFirstOrThrow()
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true)
    expect(row.passwordHash).not.toContain(PWD)
  })

  it('reads the same for a wrong password and an unknown user, with the attempts left', async () => {
    const wrong = await login(USERS.admin, sha256Hex('nope'), '10.2.0.1')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json<Envelope>()).toEqual({
      code: 400,
      msg: '用户不存在/密码错误，还可尝试4次',
      data: null,
    })
    const again = await login(USERS.admin, sha256Hex('nope'), '10.2.0.1')
    expect(again.json<Envelope>().msg).toBe('用户不存在/密码错误，还可尝试3次')
    const unknown = await login('nobody-here', sha256Hex('nope'), '10.2.0.1')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json<Envelope>()).toEqual({
      code: 400,
      msg: '用户不存在/密码错误，还可尝试4次',
      data: null,
    })
    const en = await login('nobody-here', sha256Hex('nope'), '10.2.0.1', 'en')
    expect(en.json<Envelope>().msg).toBe('Unknown user or wrong password. 3 attempts left.')
  })

  it('refuses a disabled user with the same words, even with the right password', async () => {
    await t.db
      .updateTable('sysUser')
      .set({ status: 0 })
      .where('userName', '=', USERS.noRole)
      .execute()
    const res = await login(USERS.noRole, PWD, '10.2.0.9')
    expect(res.json<Envelope>().msg).toBe('用户不存在/密码错误，还可尝试4次')
    await t.db
      .updateTable('sysUser')
      .set({ status: 1 })
      .where('userName', '=', USERS.noRole)
      .execute()
    await t.db.deleteFrom('sysLoginLock').execute()
  })

  it('locks an account for one IP after 5 failures, without checking the password, not for other IPs', async () => {
    const ip = '10.3.0.1'
    for (let i = 4; i >= 1; i--) {
      expect((await login(USERS.limited, sha256Hex('bad'), ip)).json<Envelope>().msg).toBe(
        `用户不存在/密码错误，还可尝试${i}次`,
      )
    }
    const fifth = await login(USERS.limited, sha256Hex('bad'), ip)
    const lock = await t.db
      .selectFrom('sysLoginLock')
      .selectAll()
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow()
    expect(lock.lockedUntil).toBeGreaterThan(Date.now() + 9 * 60_000)
    expect(fifth.statusCode).toBe(429)
    expect(fifth.json<Envelope>()).toEqual({
      code: 429,
      msg: `账号已锁定，请于 ${clockTime(lock.lockedUntil as number)} 后重试`,
      data: { lockedUntil: lock.lockedUntil },
    })
    // the right password is refused too while locked, in the caller's language
    const right = await login(USERS.limited, PWD, ip, 'en')
    expect(right.json<Envelope>().msg).toBe(
      `Account locked. Try again after ${clockTime(lock.lockedUntil as number)}.`,
    )
    // another address is not affected
    expect((await login(USERS.limited, PWD, '10.3.0.2')).json<Envelope>().code).toBe(200)
    // once the lock has run out, the right password signs in and clears the counter
    await t.db
      .updateTable('sysLoginLock')
      .set({ lockedUntil: Date.now() - 1 })
      .where('ip', '=', ip)
      .execute()
    expect((await login(USERS.limited, PWD, ip)).json<Envelope>().code).toBe(200)
    expect(
      await t.db.selectFrom('sysLoginLock').selectAll().where('ip', '=', ip).execute(),
    ).toEqual([])
  })

  it('writes a login-log row for every attempt, without the password hash', async () => {
    const rows = await t.db
      .selectFrom('sysLoginLog')
      .selectAll()
      .where('ip', '=', '10.3.0.1')
      .orderBy('id')
      .execute()
    expect(rows.length).toBe(7)
    expect(rows.map((r) => r.success)).toEqual([0, 0, 0, 0, 0, 0, 1])
    expect(rows[0]).toMatchObject({
      userName: USERS.limited,
      method: 'password',
      userAgent: 'vitest-agent',
    })
    expect(rows.at(-1)?.message).toBe('登录成功')
    expect(JSON.stringify(rows)).not.toContain(PWD)
  })

  it('revokes the token on logout', async () => {
    const token = await loginAs(t.app, USERS.admin, { ip: '10.4.0.1' })
    const out = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login/logout`,
      headers: { 'access-token': token },
    })
    expect(out.json<Envelope>()).toMatchObject({ code: 200, data: 'success' })
    const after = await info(token)
    expect(after.statusCode).toBe(401)
    expect(after.json<Envelope>().code).toBe(401)
  })

  it('expires a session left idle longer than the idle time', async () => {
    const token = await loginAs(t.app, USERS.admin, { ip: '10.4.0.2' })
    expect((await info(token)).statusCode).toBe(200)
    const idleMs = (t.config.sessionIdleMinutes + 1) * 60_000
    // the clock moves on (the session read a moment ago is kept a second: the stored row
    // is not read again before then)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + idleMs)
      expect((await info(token)).statusCode).toBe(401)
    } finally {
      vi.useRealTimers()
    }
    const left = await t.db
      .selectFrom('sysSession')
      .selectAll()
      .where('tokenHash', '=', sha256Hex(token))
      .execute()
    expect(left).toEqual([])
  })

  it('ends a session kept a moment ago at once: its user disabled, or signed out elsewhere', async () => {
    const used = async () => {
      const token = await loginAs(t.app, USERS.noRole, { ip: '10.4.0.3' })
      expect((await info(token)).statusCode).toBe(200)
      return token
    }
    const userIdOf = async (token: string) =>
      (
        await t.db
          .selectFrom('sysSession')
          .select('userId')
          .where('tokenHash', '=', sha256Hex(token))
          .executeTakeFirstOrThrow()
      ).userId
    // what 停用 and 重置密码 do (users.routes.ts)
    const disabled = await used()
    await deleteUserSessions(t.db, await userIdOf(disabled))
    expect((await info(disabled)).statusCode).toBe(401)
    // a logout on another instance: the row goes there, its notification comes here
    const elsewhere = await used()
    const userId = await userIdOf(elsewhere)
    await t.db.deleteFrom('sysSession').where('tokenHash', '=', sha256Hex(elsewhere)).execute()
    publishChange(t.db, { topic: 'grants', userId })
    expect((await info(elsewhere)).statusCode).toBe(401)
  })

  describe('changing the own password', () => {
    const change = (
      token: string,
      oldPassword: string,
      password: string,
      confirm = password,
      lang = 'zh',
    ) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH}/sys/user/update/oneself/pwd`,
        headers: { 'access-token': token, 'accept-language': lang },
        payload: {
          oldPassword: b64(oldPassword),
          password: b64(password),
          confirmPassword: b64(confirm),
        },
      })

    it('applies the dialog rules, in the dialog words', async () => {
      const token = await loginAs(t.app, USERS.noRole, { ip: '10.5.0.1' })
      const cases: [string, string, string, string][] = [
        ['Demo@2026', 'Ab1!', 'Ab1!', '密码长度不能少于8位'],
        ['Demo@2026', 'Abcdefgh1!Abcdefgh1!x', 'Abcdefgh1!Abcdefgh1!x', '密码长度不能超过20位'],
        ['Demo@2026', 'abcdefgh1!', 'abcdefgh1!', '密码必须包含大写字母、小写字母、数字和特殊字符'],
        ['Demo@2026', 'Abcdefgh1!', 'Abcdefgh1?', '两次输入的密码不一致'],
        ['Wrong@2026', 'Abcdefgh1!', 'Abcdefgh1!', '旧密码错误'],
      ]
      for (const [old, pw, confirm, msg] of cases) {
        const res = await change(token, old, pw, confirm)
        expect(res.statusCode, msg).toBe(400)
        expect(res.json<Envelope>().msg).toBe(msg)
      }
      const en = await change(token, 'Wrong@2026', 'Abcdefgh1!', 'Abcdefgh1!', 'en')
      expect(en.json<Envelope>().msg).toBe('The old password is wrong')
      const notBase64 = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/sys/user/update/oneself/pwd`,
        headers: { 'access-token': token },
        payload: { oldPassword: 'Demo@2026', password: 'x', confirmPassword: 'x' },
      })
      expect(notBase64.statusCode).toBe(400)
    })

    it('stores the new password and revokes the other sessions, keeping the current one', async () => {
      const current = await loginAs(t.app, USERS.noRole, { ip: '10.5.0.2' })
      const other = await loginAs(t.app, USERS.noRole, { ip: '10.5.0.3' })
      const res = await change(current, 'Demo@2026', 'New#Pass2026')
      expect(res.statusCode).toBe(200)
      expect(res.json<Envelope>()).toEqual({ code: 200, msg: '修改成功', data: null })
      expect((await info(current)).statusCode).toBe(200)
      expect((await info(other)).statusCode).toBe(401)
      expect((await login(USERS.noRole, PWD, '10.5.0.4')).statusCode).toBe(400)
      expect((await login(USERS.noRole, sha256Hex('New#Pass2026'), '10.5.0.4')).statusCode).toBe(
        200,
      )
      // put the fixture password back for the tests that follow
      expect((await change(current, 'New#Pass2026', 'Demo@2026')).statusCode).toBe(200)
    })
  })

  describe('Feishu sign-in (against a stand-in of the platform on loopback)', () => {
    const byFsToken = (code: string) =>
      t.app.inject({
        method: 'GET',
        url: `${AUTH}/login/fs/byFsToken`,
        query: { code },
        remoteAddress: '10.6.0.1',
      })

    it('signs a bound account in directly', async () => {
      const res = await byFsToken('code-bound')
      expect(res.json<Envelope<{ userName: string }>>()).toMatchObject({
        code: 200,
        data: { userName: USERS.limited },
      })
      const call = feishu.calls.find((c) => c.path === '/open-apis/authen/v1/oidc/access_token')
      expect(call).toMatchObject({
        authorization: 'Bearer a-app-token',
        body: { grant_type: 'authorization_code', code: 'code-bound' },
      })
      const log = await t.db
        .selectFrom('sysLoginLog')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(log).toMatchObject({ userName: USERS.limited, method: 'feishu', success: 1 })
    })

    it('answers 206 with a bind ticket for an unbound account; binding signs in; then byFsToken signs in directly', async () => {
      const first = await byFsToken('code-new')
      expect(first.statusCode).toBe(200)
      const body = first.json<Envelope<{ bindTicket: string }>>()
      expect(body.code).toBe(206)
      const ticket = body.data.bindTicket
      expect(ticket.length).toBeGreaterThan(20)
      const stored = await t.db.selectFrom('sysBindTicket').selectAll().execute()
      expect(stored.map((r) => r.ticketHash)).toEqual([sha256Hex(ticket)])

      const wrongPwd = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login/fs/binding`,
        query: { userName: USERS.admin, pwd: sha256Hex('bad'), bindTicket: ticket },
        remoteAddress: '10.6.0.2',
      })
      expect(wrongPwd.json<Envelope>().msg).toBe('用户不存在/密码错误，还可尝试4次')

      const bind = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login/fs/binding`,
        query: { userName: USERS.admin, pwd: PWD, bindTicket: ticket },
        remoteAddress: '10.6.0.2',
      })
      const bound = loginResultSchema.parse(bind.json<Envelope>().data)
      expect(bound.userName).toBe(USERS.admin)
      expect(await t.db.selectFrom('sysBindTicket').selectAll().execute()).toEqual([])

      const reuse = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login/fs/binding`,
        query: { userName: USERS.admin, pwd: PWD, bindTicket: ticket },
      })
      expect(reuse.json<Envelope>()).toMatchObject({
        code: 400,
        msg: '绑定已失效，请重新使用飞书登录',
      })

      const direct = await byFsToken('code-new')
      expect(direct.json<Envelope<{ userName: string }>>()).toMatchObject({
        code: 200,
        data: { userName: USERS.admin },
      })
    })

    it('answers a refused code with 400 and an unreachable platform with 502, without internals', async () => {
      const refused = await byFsToken('stale-code')
      expect(refused.statusCode).toBe(400)
      expect(refused.json<Envelope>()).toEqual({
        code: 400,
        msg: '飞书授权已失效，请重新扫码登录',
        data: null,
      })
      const down = await byFsToken('platform-down')
      expect(down.statusCode).toBe(502)
      expect(down.json<Envelope>()).toEqual({
        code: 502,
        msg: '飞书服务暂时无法访问，请稍后重试',
        data: null,
      })
    })
  })
})

describe('sign-in limits that need their own app', () => {
  it('rate-limits sign-in per IP with 429', async () => {
    const t = await buildTestApp('sqlite', {
      seed: seedSecurityFixture,
      config: { loginRateLimitPerMinute: 3 },
    })
    try {
      const hit = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: `${AUTH}/login/byPwd`,
          query: { userName: 'x', pwd: PWD },
          remoteAddress: ip,
        })
      for (let i = 0; i < 3; i++) expect((await hit('10.9.0.1')).statusCode).toBe(400)
      const limited = await hit('10.9.0.1')
      expect(limited.statusCode).toBe(429)
      expect(limited.json<Envelope>()).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' })
      expect((await hit('10.9.0.2')).statusCode).toBe(400)

      // the refusal is in the login log once per window, however often it repeats
      for (let i = 0; i < 5; i++) expect((await hit('10.9.0.1')).statusCode).toBe(429)
      const refused = () =>
        t.db
          .selectFrom('sysLoginLog')
          .select(['userName', 'ip', 'success', 'message'])
          .where('message', '=', '请求过于频繁，请稍后再试')
          .execute()
      // written after the answer, off the refused call's path
      await expect
        .poll(refused)
        .toEqual([
          { userName: 'x', ip: '10.9.0.1', success: 0, message: '请求过于频繁，请稍后再试' },
        ])
    } finally {
      await t.close()
    }
  })

  it('answers 503 when Feishu sign-in is not configured, without calling anywhere', async () => {
    const t = await buildTestApp('sqlite', {
      config: { feishu: { baseUrl: 'http://127.0.0.1:9', appId: '', appSecret: '' } },
    })
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: `${AUTH}/login/fs/byFsToken`,
        query: { code: 'x' },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json<Envelope>().msg).toBe('飞书登录未启用，请使用账号密码登录')
    } finally {
      await t.close()
    }
  })

  it('keeps the password hash out of the request log', async () => {
    const lines: string[] = []
    const { db, close } = await createTestDb('sqlite')
    await seedSecurityFixture(db)
    const app = Fastify({
      logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } },
    })
    await app.register(cookie)
    await app.register(requestContext)
    await app.register(errorHandler)
    await app.register(rateLimit, { global: false })
    const config = { ...loadConfig({}), webDist: undefined }
    await app.register(async (api) => registerIdentityRoutes(api, moduleDeps({ db, config })), {
      prefix: API_BASE,
    })
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${AUTH}/login/byPwd?userName=${USERS.admin}&pwd=${PWD}`,
      })
      expect(res.statusCode).toBe(200)
      const log = lines.join('\n')
      expect(log).toContain('"url":"/xgz/cloud-user/api/login/byPwd"')
      expect(log).not.toContain(PWD)
    } finally {
      await app.close()
      await close()
    }
  })
})
