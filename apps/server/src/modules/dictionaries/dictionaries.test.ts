import { API } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp } from '../../../test/helpers.ts'
import { INDUSTRIES, REGIONS } from '#server/db/seed/data/dictionaries.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { startSession } from '#server/modules/identity/session.service.ts'

describe.each(DIALECTS)('dictionaries on %s', (dialect) => {
  let t: TestApp
  let token = ''

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    const lina = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('userName', '=', 'lina')
      .executeTakeFirstOrThrow()
    token = await startSession(t.db, lina.id, { ip: '127.0.0.1', userAgent: 'vitest' })
  })
  afterAll(() => t.close())

  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: `/xgz${path}`, headers: { 'access-token': token } })

  it('answers the industries as { guid, value } in their sort order', async () => {
    const res = await get(API.dictionaries.industryList.path)
    expect(res.json().data).toEqual(INDUSTRIES.map((o) => ({ guid: o.guid, value: o.value })))
  })

  it('answers the regions, leaving out disabled ones', async () => {
    await t.db.updateTable('sysDictData').set({ status: 0 }).where('guid', '=', 'reg-09').execute()
    const res = await get(API.dictionaries.regionList.path)
    expect(res.json().data).toEqual(
      REGIONS.filter((o) => o.guid !== 'reg-09').map((o) => ({ guid: o.guid, value: o.value })),
    )
  })

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/xgz${API.dictionaries.regionList.path}`,
    })
    expect(res.statusCode).toBe(401)
  })
})
