import { versionRecordSchema } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp } from '../../../test/helpers.ts'
import { USERS, loginAs, seedSecurityFixture } from '../../../test/security/fixtures.ts'
import { BACKGROUND_IMAGE_KEY, DEFAULT_BACKGROUND_IMAGE } from './app-info.service.ts'

const BASE = '/xgz/cloud-user/api/system'

describe.each(DIALECTS)('system on %s', (dialect) => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: seedSecurityFixture })
    token = await loginAs(t.app, USERS.noRole)
  })
  afterAll(() => t?.close())

  it('answers the default sign-in background without a token, and the configured one once set', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/backimg` })
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { url: DEFAULT_BACKGROUND_IMAGE },
    })
    expect(DEFAULT_BACKGROUND_IMAGE).toBe('/login-background.svg')
    await t.db
      .insertInto('sysConfig')
      .values({ configKey: BACKGROUND_IMAGE_KEY, configValue: '/xgz/files/a.png' })
      .execute()
    const set = await t.app.inject({ method: 'GET', url: `${BASE}/backimg` })
    expect(set.json<{ data: unknown }>().data).toEqual({ url: '/xgz/files/a.png' })
  })

  it('lists versions newest first to any signed-in user', async () => {
    await t.db
      .insertInto('sysVersion')
      .values([
        { versionCode: '4.3.6', onlineTime: 2_000, onlineContent: '修复' },
        { versionCode: '4.3.7', onlineTime: 3_000, onlineContent: '新增' },
        { versionCode: '4.3.5', onlineTime: 1_000, onlineContent: '首发' },
      ])
      .execute()
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/version` })).statusCode).toBe(401)
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/version`,
      headers: { 'access-token': token },
    })
    const data = res.json<{ data: unknown[] }>().data.map((v) => versionRecordSchema.parse(v))
    expect(data.map((v) => v.versionCode)).toEqual(['4.3.7', '4.3.6', '4.3.5'])
  })
})
