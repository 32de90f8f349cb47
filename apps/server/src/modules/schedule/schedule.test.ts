import { API, type Conflict, type GridData, type Mission, VENUE_TIME_ZONE } from '@app/contracts'
import ExcelJS from 'exceljs'
import type { LightMyRequestResponse } from 'fastify'
import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, tokenFor } from '../../../test/helpers.ts'
import { seedBulkSchedule, seedDemoData } from '#server/db/seed/seed.ts'
import { zonedMidnight } from '#server/modules/dashboard/venue-calendar.ts'
import { keyOf } from './schedule.calendar.ts'
import { findMissionsInRange, missionsInRangeSql, overlappingQuery } from './schedule.repository.ts'
import { loadGrid } from './schedule.service.ts'

const TODAY = new Date(2026, 10, 21)
const S = API.schedule

/** Venue midnight of a yyyy-MM-dd, as the grid's dateFrom/dateTo carry it. */
const ms = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return zonedMidnight(VENUE_TIME_ZONE, y ?? 1970, m ?? 1, d ?? 1)
}

const block = (over: Record<string, unknown>) => ({
  project_id: 'prj-optics-expo',
  siteGuid: 'site-r212',
  fromDate: '2027-07-01',
  toDate: '2027-07-01',
  from_date_t: 480,
  to_date_t: 720,
  ...over,
})

describe.each(DIALECTS)('schedule on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  const call = (
    method: 'GET' | 'POST',
    path: string,
    input: Record<string, unknown> = {},
    as = 'admin',
    lang = 'zh',
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/xgz${path}`,
      headers: { 'access-token': tokens[as] ?? '', 'accept-language': lang },
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
        : { payload: input }),
    })
  const grid = async (
    from: string,
    to: string,
    extra: Record<string, unknown> = {},
    lang = 'zh',
  ) => {
    const res = await call(
      'GET',
      S.grid.path,
      { dateFrom: ms(from), dateTo: ms(to), ...extra },
      'admin',
      lang,
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as GridData
  }
  const save = (missions: Record<string, unknown>[], as = 'admin') =>
    call('POST', S.save.path, { missions }, as)
  const missionsOn = (site: string) =>
    t.db.selectFrom('scheduleMission').selectAll().where('siteGuid', '=', site).execute()
  const conflicts = async (from: string, to: string, extra: Record<string, unknown> = {}) => {
    const res = await call('GET', S.conflicts.path, {
      dateFrom: ms(from),
      dateTo: ms(to),
      ...extra,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as Conflict[]
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: TODAY }) })
    for (const u of ['admin', 'liuyang', 'huangjun', 'wangfang', 'zhangwei'])
      tokens[u] = await tokenFor(t.db, u)
  })
  afterAll(async () => {
    // pg's pool.end() resolves before its sockets close, and the scratch database is dropped
    // WITH (FORCE) right after: give the parallel calls' connections time to go first
    await t?.db.destroy()
    await new Promise((done) => setTimeout(done, 300))
    await t?.close()
  })

  describe('grid load', () => {
    it('answers the site tree, the blocks of the range, the default day-parts and festivals', async () => {
      const data = await grid('2026-11-22', '2027-02-22')
      expect(data.rows.map((r) => r.project_title)).toEqual([
        '展厅区',
        '登录大厅',
        '会议区',
        '贵宾室',
        '室外区',
        '停车场',
      ])
      expect(data.count).toBe(6)
      const halls = data.rows[0]
      expect(halls?.siteGuid).toBeNull()
      expect(halls?.children_list.map((r) => r.project_title)).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}号馆`),
      )
      const hall7 = halls?.children_list[6]
      expect(hall7).toMatchObject({
        SiteDisableFlag: 1,
        disableReason: '地坪维修',
        siteGuid: 'site-h7',
      })
      const mph = data.rows[2]?.children_list.find((r) => r.project_title === '多功能厅')
      expect(mph?.siteRelation.sort()).toEqual(['site-mph-a', 'site-mph-b', 'site-mph-c'])
      expect(data.dayParts.map((p) => [p.times, p.text])).toEqual([
        ['08:00-12:00', '上午'],
        ['12:00-18:00', '下午'],
        ['18:00-22:00', '晚上'],
      ])
      const tea = data.missions.filter((m) => m.project_id === 'prj-tea-expo')
      expect(tea.length).toBe(12)
      const show = tea.find((m) => m.siteGuid === 'site-h1' && m.usage === 'show')
      expect(show).toMatchObject({
        text1: '2026第十四届中国（深圳）国际茶产业博览会',
        siteName: '1号馆',
        statusText: '已签约',
        text3: '展期 · 20000㎡ · 已确认',
        color: '#52c41a',
        from_date_t: 480,
        to_date_t: 1200,
        saved: 1,
      })
      // every block overlaps the range and none is cancelled
      for (const m of data.missions) {
        expect(m.toDate >= '2026-11-22' && m.fromDate <= '2027-02-21', m.mid).toBe(true)
        expect(m.status).not.toBe(3)
      }
    })

    it('shows labels in the caller language and the holiday map of the range', async () => {
      const data = await grid('2026-09-15', '2026-10-15', {}, 'en')
      expect(data.festivals['2026-10-01']).toMatchObject({ kind: 'holiday', text: '国庆节' })
      expect(data.festivals['2026-09-20']).toMatchObject({ kind: 'workday' })
      expect(data.festivals['2026-10-20']).toBeUndefined()
      const closure = data.missions.find((m) => m.project_id === 'prj-holiday-closure')
      expect(closure).toMatchObject({ usage: 'closure', from_date_t: 0, to_date_t: 1440 })
      expect(closure?.statusText).toBe('Completed')
    })

    it.each([
      ['site', 'zh', 1, 100],
      ['site', 'en', 2, 2],
      ['project', 'ja', 1, 100],
      ['project', 'zh', 2, 1],
    ] as const)(
      'writes the %s mode (%s, page %i of %i) as JSON.stringify writes the answer',
      async (mode, lang, page, pageSize) => {
        const query = { dateFrom: ms('2026-11-01'), dateTo: ms('2027-01-31'), mode, page, pageSize }
        const res = await call('GET', S.grid.path, query, 'admin', lang)
        expect(res.statusCode).toBe(200)
        const data = await loadGrid(t.db, query, lang)
        expect(data.missions.length).toBeGreaterThan(0)
        expect(res.body).toBe(JSON.stringify({ code: 200, msg: res.json().msg, data }))
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      },
    )

    it('lists projects as flat rows in the project mode, their blocks kept on their sites', async () => {
      const data = await grid('2026-11-22', '2026-12-06', { mode: 'project' })
      expect(data.rows.length).toBe(data.count)
      expect(data.rows.map((r) => r.guid)).toContain('prj-tea-expo')
      expect(data.rows.every((r) => r.children_list.length === 0 && r.siteGuid === null)).toBe(true)
      const projects = new Set(data.rows.map((r) => r.guid))
      expect(data.missions.every((m) => projects.has(m.project_id))).toBe(true)
      expect(data.missions.find((m) => m.project_id === 'prj-tea-expo')?.siteGuid).toMatch(
        /^site-h/,
      )
    })

    it('opens with another template when asked', async () => {
      const templates = (await call('GET', S.templates.path)).json().data as {
        id: number
        name: string
        isDefault: boolean
      }[]
      expect(templates.map((x) => [x.name, x.isDefault])).toEqual([
        ['标准三段', true],
        ['展厅全天', false],
        ['布展加班', false],
      ])
      const data = await grid('2026-11-22', '2026-11-29', { templateId: templates[1]?.id })
      expect(data.dayParts.map((p) => p.times)).toEqual(['08:00-20:00'])
    })

    it('refuses a reversed range and one longer than the limit with 400', async () => {
      const reversed = await call('GET', S.grid.path, {
        dateFrom: ms('2026-12-01'),
        dateTo: ms('2026-11-01'),
      })
      expect(reversed.statusCode).toBe(400)
      expect(reversed.json().msg).toBe('开始日期必须早于结束日期')
      const long = await call('GET', S.grid.path, {
        dateFrom: ms('2026-01-01'),
        dateTo: ms('2026-12-31'),
      })
      expect(long.statusCode).toBe(400)
      expect(long.json().msg).toBe('日期范围不能超过190天')
      const huge = await call('GET', S.grid.path, { dateFrom: 0, dateTo: 1e300 })
      expect(huge.statusCode).toBe(400)
      // the last instant a Date holds: its venue day (8 hours on) is beyond it
      const edge = { dateFrom: String(8.64e15 - 86_400_000), dateTo: String(8.64e15) }
      for (const path of [S.grid.path, S.conflicts.path])
        expect((await call('GET', path, edge)).statusCode, path).toBe(400)
      const exported = await t.app.inject({
        method: 'POST',
        url: `/xgz${S.export.path}`,
        headers: {
          'access-token': tokens.admin ?? '',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(edge).toString(),
      })
      expect(exported.statusCode).toBe(400)
      const badDate = await save([block({ fromDate: '2027-13-01' })])
      expect(badDate.statusCode).toBe(400)
      expect(badDate.json().msg).toContain('fromDate: 必须是yyyy-MM-dd格式的日期')
      const conflictsLong = await call('GET', S.conflicts.path, {
        dateFrom: ms('2026-01-01'),
        dateTo: ms('2026-12-31'),
      })
      expect(conflictsLong.statusCode).toBe(400)
    })

    it('offers the projects that can be booked', async () => {
      const list = (await call('GET', S.projects.path)).json().data as { guid: string }[]
      const guids = list.map((p) => p.guid)
      expect(guids).toContain('prj-tea-expo')
      expect(guids).toContain('prj-optics-expo')
      expect(guids).not.toContain('prj-ecommerce-expo')
      expect(guids).not.toContain('prj-pet-expo')
    })
    /** A block on hall 9 from `from` to `to` (whole days), inserted as an import would. */
    const insertBlock = (db: typeof t.db, mid: string, from: string, to: string) =>
      db
        .insertInto('scheduleMission')
        .values({
          mid,
          projectGuid: 'prj-medical-expo',
          siteGuid: 'site-h9',
          userId: 1,
          fromDate: from,
          toDate: to,
          fromMinute: 480,
          toMinute: 1200,
          startKey: keyOf(from, 480),
          endKey: keyOf(to, 1200),
          level: 1,
          status: 0,
          usage: 'show',
          copyId: null,
          remark: '',
          createdAt: 0,
          updatedAt: 0,
        })
        .execute()

    it('shows a block that began long before the range and runs into it', async () => {
      // the read is bounded by the longest block's length: this one sets it
      await insertBlock(t.db, 'long-hold-2029', '2029-01-01', '2029-12-20')
      try {
        const mids = (await grid('2029-12-01', '2030-01-01')).missions.map((m) => m.mid)
        expect(mids).toContain('long-hold-2029')
        expect((await grid('2029-12-21', '2030-01-01')).missions.map((m) => m.mid)).not.toContain(
          'long-hold-2029',
        )
      } finally {
        await t.db.deleteFrom('scheduleMission').where('mid', '=', 'long-hold-2029').execute()
      }
    })

    it.runIf(dialect === 'sqlite')(
      'never reads the blocks inside another request’s open transaction',
      async () => {
        let release = () => {}
        const held = new Promise<void>((r) => (release = r))
        let inserted = () => {}
        const didInsert = new Promise<void>((r) => (inserted = r))
        const writer = t.db
          .transaction()
          .execute(async (trx) => {
            await insertBlock(trx, 'uncommitted-2029', '2029-06-01', '2029-06-02')
            inserted()
            await held
            throw new Error('rolled back')
          })
          .catch(() => undefined)
        await didInsert
        // the repository read itself (a call would already wait for the session lookup)
        const read = findMissionsInRange(t.db, keyOf('2029-05-01', 0), keyOf('2029-07-01', 0))
        await new Promise((r) => setTimeout(r, 50))
        release()
        expect((await read).map((m) => m.mid)).not.toContain('uncommitted-2029')
        await writer
      },
    )
  })

  describe('saving blocks', () => {
    it('saves a block and shows it on the next load', async () => {
      const res = await save([block({ remark: '<p>需要<b>投影</b></p><script>x()</script>' })])
      expect(res.statusCode, res.body).toBe(200)
      const [saved] = res.json().data as Mission[]
      expect(saved).toMatchObject({
        siteGuid: 'site-r212',
        fromDate: '2027-07-01',
        saved: 1,
        version: 0,
      })
      expect(saved?.remark).toBe('<p>需要<b>投影</b></p>')
      const data = await grid('2027-06-28', '2027-07-05')
      expect(data.missions.map((m) => m.mid)).toContain(saved?.mid)
    })

    it('lets exactly one of two parallel overlapping saves for one site through', async () => {
      const a = block({ siteGuid: 'site-r211', project_id: 'prj-tea-expo', status: 2 })
      const b = block({
        siteGuid: 'site-r211',
        project_id: 'prj-job-fair',
        from_date_t: 600,
        to_date_t: 840,
      })
      const answers = await Promise.all([save([a]), save([b])])
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expect(await missionsOn('site-r211')).toHaveLength(1)
      const refused = answers.find((r) => r.statusCode === 409)?.json()
      expect(refused.msg).toMatch(
        /^与已有预订冲突：会议室211 2027-07-01 (08|10):00—2027-07-01 (12|14):00 /,
      )
      expect(refused.data).toHaveLength(1)
      expect(refused.data[0]).toMatchObject({ siteGuid: 'site-r211', siteName: '会议室211' })
    })

    it('serialises many parallel saves over related sites: one wins, nothing half-saved', async () => {
      const at = { fromDate: '2027-07-09', toDate: '2027-07-09' }
      const answers = await Promise.all([
        save([block({ ...at, siteGuid: 'site-mph', status: 2, project_id: 'prj-tea-expo' })]),
        save([block({ ...at, siteGuid: 'site-mph-a' }), block({ ...at, siteGuid: 'site-r204' })]),
        save([block({ ...at, siteGuid: 'site-mph-b', project_id: 'prj-job-fair' })]),
        save([block({ ...at, siteGuid: 'site-mph-c', status: 1, project_id: 'prj-medical-expo' })]),
      ])
      const codes = answers.map((r) => r.statusCode)
      const parts = await t.db
        .selectFrom('scheduleMission')
        .select('siteGuid')
        .where('fromDate', '=', '2027-07-09')
        .execute()
      // either the whole hall won alone, or some of its parts did (they do not clash)
      const won = parts.map((p) => p.siteGuid)
      if (won.includes('site-mph')) {
        expect(codes.filter((c) => c === 200)).toHaveLength(1)
        expect(won).toEqual(['site-mph'])
      } else {
        expect(codes.filter((c) => c === 200)).toHaveLength(3)
        expect(won.sort()).toEqual(['site-mph-a', 'site-mph-b', 'site-mph-c', 'site-r204'])
      }
      expect(codes.every((c) => c === 200 || c === 409)).toBe(true)
    })

    it('saves nothing of a batch in which one block clashes', async () => {
      const res = await save([
        block({ siteGuid: 'site-r210' }),
        block({ siteGuid: 'site-h1', fromDate: '2026-11-30', toDate: '2026-11-30' }),
      ])
      expect(res.statusCode).toBe(409)
      expect(res.json().msg).toContain(
        '1号馆 2026-11-29 08:00—2026-12-02 20:00 2026第十四届中国（深圳）国际茶产业博览会（已签约）',
      )
      expect(await missionsOn('site-r210')).toHaveLength(0)
    })

    it('names the first three clashes, then how many', async () => {
      const res = await save([
        block({ siteGuid: 'site-h1', fromDate: '2026-11-25', toDate: '2026-12-04' }),
        block({ siteGuid: 'site-h2', fromDate: '2026-11-25', toDate: '2026-12-04' }),
      ])
      expect(res.statusCode).toBe(409)
      expect(res.json().msg).toMatch(/等6条$/)
      expect(res.json().data).toHaveLength(6)
    })

    it('refuses a block on a related site of a booked one', async () => {
      const first = await save([
        block({
          siteGuid: 'site-mph-c',
          fromDate: '2027-07-05',
          toDate: '2027-07-05',
          status: 2,
          project_id: 'prj-tea-expo',
        }),
      ])
      expect(first.statusCode, first.body).toBe(200)
      const res = await save([
        block({
          siteGuid: 'site-mph',
          fromDate: '2027-07-05',
          toDate: '2027-07-05',
          from_date_t: 600,
          to_date_t: 660,
        }),
      ])
      expect(res.statusCode).toBe(409)
      expect(res.json().data[0]).toMatchObject({ siteName: '多功能厅C' })
      // and the other way round: the whole hall blocks its parts
      const whole = await save([
        block({ siteGuid: 'site-mph', fromDate: '2027-07-06', toDate: '2027-07-06' }),
      ])
      expect(whole.statusCode).toBe(200)
      const part = await save([
        block({ siteGuid: 'site-mph-a', fromDate: '2027-07-06', toDate: '2027-07-06' }),
      ])
      expect(part.statusCode).toBe(409)
    })

    it('allows a second hold at another level, not at the same one', async () => {
      const at = { siteGuid: 'site-r209', fromDate: '2027-07-07', toDate: '2027-07-07' }
      expect((await save([block({ ...at, level: 1 })])).statusCode).toBe(200)
      const second = await save([block({ ...at, level: 2, project_id: 'prj-job-fair' })])
      expect(second.statusCode, second.body).toBe(200)
      const same = await save([block({ ...at, level: 2, project_id: 'prj-medical-expo' })])
      expect(same.statusCode).toBe(409)
      // a pending block may not go over holds
      const pending = await save([block({ ...at, status: 1, project_id: 'prj-medical-expo' })])
      expect(pending.statusCode).toBe(409)
      expect(await missionsOn('site-r209')).toHaveLength(2)
    })

    it('refuses disabled sites, groups, unknown sites and projects, and ends before starts', async () => {
      const hall7 = (await grid('2026-11-22', '2027-02-22')).rows[0]?.children_list[6]
      const from = hall7?.disableFrom ?? ''
      const disabled = await save([block({ siteGuid: 'site-h7', fromDate: from, toDate: from })])
      expect(disabled.statusCode).toBe(400)
      expect(disabled.json().msg).toContain('地坪维修')
      expect((await save([block({ siteGuid: 'site-g-hall' })])).json().msg).toBe(
        '“展厅区”是场地分组，不能预订',
      )
      expect((await save([block({ siteGuid: 'site-nowhere' })])).statusCode).toBe(400)
      expect((await save([block({ project_id: 'prj-pet-expo' })])).statusCode).toBe(400)
      expect((await save([block({ project_id: 'prj-nowhere' })])).statusCode).toBe(400)
      const backwards = await save([block({ from_date_t: 720, to_date_t: 480 })])
      expect(backwards.statusCode).toBe(400)
      expect(backwards.json().msg).toBe('结束时间必须晚于开始时间')
      const overlapping = await save([
        block({ siteGuid: 'site-r208' }),
        block({ siteGuid: 'site-r208', from_date_t: 600 }),
      ])
      expect(overlapping.statusCode).toBe(400)
      expect(await missionsOn('site-r208')).toHaveLength(0)
    })
  })

  describe('changing and deleting blocks', () => {
    it('sets 已确认 only with the confirm permission, at creation and by a change', async () => {
      // 张伟 may add and edit bookings but not confirm them; 刘洋 may
      const confirmed = block({
        siteGuid: 'site-r208',
        fromDate: '2027-09-03',
        toDate: '2027-09-03',
        status: 2,
      })
      const refused = await save([confirmed], 'zhangwei')
      expect(refused.statusCode, refused.body).toBe(403)
      expect(refused.json().msg).toBe('已确认的预订须有确认权限（一般随合同签订确认）')
      expect(await missionsOn('site-r208')).toEqual([])
      const held = await save([{ ...confirmed, status: 0 }], 'zhangwei')
      expect(held.statusCode, held.body).toBe(200)
      const [m] = held.json().data as Mission[]
      const change = {
        mid: m?.mid,
        version: m?.version,
        fromDate: '2027-09-03',
        toDate: '2027-09-03',
        from_date_t: 480,
        to_date_t: 720,
        level: 1,
        status: 2,
        usage: 'show',
        remark: '',
      }
      expect((await call('POST', S.update.path, change, 'zhangwei')).statusCode).toBe(403)
      expect((await missionsOn('site-r208'))[0]?.status).toBe(0)
      const byOps = await call('POST', S.update.path, change, 'liuyang')
      expect(byOps.statusCode, byOps.body).toBe(200)
      expect(byOps.json().data).toMatchObject({ status: 2 })
    })

    it('updates at the current version and answers 409 to a stale one', async () => {
      const [m] = (await save([block({ siteGuid: 'site-r207' })])).json().data as Mission[]
      const change = {
        mid: m?.mid,
        version: 0,
        fromDate: '2027-07-01',
        toDate: '2027-07-02',
        from_date_t: 480,
        to_date_t: 1080,
        level: 1,
        status: 1,
        usage: 'meeting',
        remark: '',
      }
      const ok = await call('POST', S.update.path, change)
      expect(ok.statusCode, ok.body).toBe(200)
      expect(ok.json().data).toMatchObject({
        version: 1,
        toDate: '2027-07-02',
        status: 1,
        usage: 'meeting',
      })
      const stale = await call('POST', S.update.path, change)
      expect(stale.statusCode).toBe(409)
      expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试')
    })

    it("keeps the editor's images in a remark, but no style, handler or data: link (issue 12)", async () => {
      const res = await save([
        block({
          siteGuid: 'site-r203',
          remark:
            '<p style="color:red">带图</p><img src="/xgz/files/stage.png" alt="stage.png">' +
            '<a href="data:text/html,<script>alert(1)</script>">x</a>',
        }),
      ])
      expect(res.statusCode, res.body).toBe(200)
      const [m] = res.json().data as Mission[]
      expect(m?.remark).toBe(
        '<p>带图</p><img src="/xgz/files/stage.png" alt="stage.png" /><a>x</a>',
      )
      const changed = await call('POST', S.update.path, {
        mid: m?.mid,
        version: m?.version,
        fromDate: '2027-07-01',
        toDate: '2027-07-01',
        from_date_t: 480,
        to_date_t: 720,
        level: 1,
        status: 0,
        usage: 'show',
        remark: '<p onclick="x()">改</p><img src="javascript:alert(1)" alt="">',
      })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(changed.json().data.remark).toBe('<p>改</p><img alt="" />')
    })

    it('refuses a change that would clash with another block', async () => {
      const [a, b] = (
        await save([
          block({ siteGuid: 'site-r206', status: 2, project_id: 'prj-tea-expo' }),
          block({ siteGuid: 'site-r206', from_date_t: 720, to_date_t: 900 }),
        ])
      ).json().data as Mission[]
      const res = await call('POST', S.update.path, {
        mid: b?.mid,
        version: b?.version,
        fromDate: '2027-07-01',
        toDate: '2027-07-01',
        from_date_t: 600,
        to_date_t: 900,
        level: 1,
        status: 0,
        usage: 'show',
        remark: '',
      })
      expect(res.statusCode).toBe(409)
      expect(res.json().data[0].mid).toBe(a?.mid)
    })

    it('deletes blocks, and answers 404 when none of them exists', async () => {
      const [m] = (await save([block({ siteGuid: 'site-r205' })])).json().data as Mission[]
      const res = await call('POST', S.remove.path, { mids: [m?.mid] })
      expect(res.statusCode).toBe(200)
      expect((await missionsOn('site-r205')).map((r) => r.mid)).not.toContain(m?.mid)
      expect((await call('POST', S.remove.path, { mids: [m?.mid] })).statusCode).toBe(404)
    })
  })

  describe('conflicts', () => {
    it('grades the competing holds, clashes of signed bookings and blocks on a disabled site', async () => {
      const now = Date.now()
      const insert = (mid: string, site: string, date: string, status: number) =>
        t.db
          .insertInto('scheduleMission')
          .values({
            mid,
            projectGuid: 'prj-medical-expo',
            siteGuid: site,
            userId: 1,
            fromDate: date,
            toDate: date,
            fromMinute: 480,
            toMinute: 1200,
            startKey: keyOf(date, 480),
            endKey: keyOf(date, 1200),
            level: 1,
            status,
            usage: 'show',
            copyId: null,
            remark: '',
            createdAt: now,
            updatedAt: now,
          })
          .execute()
      // data from before the check (an import): a confirmed block over the tea expo
      await insert('legacy-over-tea', 'site-h2', '2026-11-30', 2)
      const hall7 = (await grid('2026-11-22', '2027-02-22')).rows[0]?.children_list[6]
      await insert('legacy-on-h7', 'site-h7', hall7?.disableFrom ?? '', 0)

      const list = await conflicts('2026-11-22', '2027-05-22')
      const nev = list.filter(
        (c) =>
          c.a.projectGuid.startsWith('prj-nev-expo') && c.b?.projectGuid.startsWith('prj-nev-expo'),
      )
      expect(nev.length).toBeGreaterThanOrEqual(5)
      expect(
        nev.every((c) => c.grade === 'notice' && c.type === 'same' && c.state === 'open'),
      ).toBe(true)
      const serious = list.find((c) => c.key.includes('legacy-over-tea'))
      expect(serious).toMatchObject({
        grade: 'serious',
        type: 'same',
        fromDate: '2026-11-30',
        from_date_t: 480,
        to_date_t: 1200,
      })
      expect(list.find((c) => c.key === 'legacy-on-h7:disabled')).toMatchObject({
        grade: 'siteDisabled',
        type: 'disabled',
        b: null,
      })
      const notices = await conflicts('2026-11-22', '2027-05-22', { grade: 'notice' })
      expect(notices.length).toBe(list.filter((c) => c.grade === 'notice').length)
      expect(notices.every((c) => c.grade === 'notice')).toBe(true)
    })

    it('grades a block on a related site and a hold against a signed booking', async () => {
      const list = await conflicts('2027-06-28', '2027-07-10')
      // 多功能厅 (hold) over 多功能厅A: none, the save refused it; the saved multi-hold is a notice
      const multi = list.find((c) => c.a.siteGuid === 'site-r209')
      expect(multi).toMatchObject({ grade: 'notice', type: 'same' })
    })

    it('stores handling with the permission it needs, and 404 for an unknown key', async () => {
      const [first] = await conflicts('2026-11-22', '2027-05-22', { grade: 'notice' })
      const key = first?.key ?? ''
      // the leader may coordinate but not ignore
      const ignore = await call(
        'POST',
        S.handleConflict.path,
        { key, state: 'ignored' },
        'huangjun',
      )
      expect(ignore.statusCode).toBe(403)
      const resolve = await call(
        'POST',
        S.handleConflict.path,
        { key, state: 'resolved', note: '已与双方沟通' },
        'huangjun',
      )
      expect(resolve.statusCode, resolve.body).toBe(200)
      expect(resolve.json().data).toMatchObject({
        key,
        state: 'resolved',
        handlerName: '黄俊',
        note: '已与双方沟通',
      })
      // finance has no conflict rights at all
      expect(
        (await call('POST', S.handleConflict.path, { key, state: 'resolved' }, 'wangfang'))
          .statusCode,
      ).toBe(403)
      expect(
        (
          await call(
            'GET',
            S.conflicts.path,
            { dateFrom: ms('2026-11-22'), dateTo: ms('2027-01-01') },
            'wangfang',
          )
        ).statusCode,
      ).toBe(403)
      const ignored = await call(
        'POST',
        S.handleConflict.path,
        { key, state: 'ignored' },
        'liuyang',
      )
      expect(ignored.json().data).toMatchObject({ state: 'ignored', handlerName: '刘洋' })
      const listed = await conflicts('2026-11-22', '2027-05-22', { state: 'ignored' })
      expect(listed.map((c) => c.key)).toEqual([key])
      const unknown = await call(
        'POST',
        S.handleConflict.path,
        { key: 'nope|nada', state: 'resolved' },
        'liuyang',
      )
      expect(unknown.statusCode).toBe(404)
    })
  })

  describe('export', () => {
    it('answers an xlsx whose merged cells carry the bookings and their colour', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/xgz${S.export.path}`,
        headers: {
          'access-token': tokens.admin ?? '',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          dateFrom: String(ms('2026-11-22')),
          dateTo: String(ms('2027-02-22')),
        }).toString(),
      })
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
      expect(res.headers['content-type']).toContain('spreadsheetml')
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('场地排期_2026-11-22_2027-02-21.xlsx')}`,
      )
      const wb = new ExcelJS.Workbook()
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
      const ws = wb.worksheets[0]
      expect(ws?.getCell(1, 2).value).toBe('2026-11-22')
      expect(ws?.getCell(2, 2).value).toBe('上午')
      let found: ExcelJS.Cell | undefined
      ws?.eachRow((row) =>
        row.eachCell((cell) => {
          if (!found && String(cell.value).startsWith('2026第十四届中国（深圳）国际茶产业博览会'))
            found = cell
        }),
      )
      expect(found).toBeDefined()
      expect(found?.isMerged).toBe(true)
      expect(String(found?.value)).toContain('已确认')
      expect((found?.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FF52C41A')
    })

    it('answers the envelope when the range is wrong', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/xgz${S.export.path}`,
        headers: {
          'access-token': tokens.admin ?? '',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'dateFrom=5&dateTo=1',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBe('开始日期必须早于结束日期')
    })
  })

  it.each([
    ['the range of the grid', 'schedule_mission_start_idx'],
    ['the overlap check of a save', 'schedule_mission_site_idx'],
  ])('reads %s through its index', async (what, index) => {
    const lo = keyOf('2026-11-22', 0)
    const hi = keyOf('2027-02-22', 0)
    const q =
      index === 'schedule_mission_start_idx'
        ? missionsInRangeSql(lo, hi).compile(t.db.withoutPlugins())
        : overlappingQuery(t.db, ['site-h1', 'site-h2'], lo, hi).compile()
    if (dialect === 'sqlite') {
      const plan = await t.db.executeQuery(
        CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
      )
      const text = JSON.stringify(plan.rows)
      expect(text, what).toContain(`USING INDEX ${index}`)
      expect(text, what).not.toMatch(/SCAN schedule_mission|SCAN m\b/)
    } else {
      await t.db.transaction().execute(async (trx) => {
        // on a table this small the planner would rather scan; forbid it to see the index used
        await sql`set local enable_seqscan = off`.execute(trx)
        const params = q.parameters.map((p) => (typeof p === 'string' ? `'${p}'` : String(p)))
        const text = q.sql.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1] ?? '')
        const plan = await sql.raw(`explain ${text}`).execute(trx)
        expect(JSON.stringify(plan.rows), what).toContain(index)
      })
    }
  })
})

describe('the benchmark seed', () => {
  it('adds generated rows and blocks once, and the grid loads them', async () => {
    const t = await buildTestApp('sqlite', {
      seed: async (db) => {
        await seedDemoData(db, { today: TODAY })
        expect(await seedBulkSchedule(db, 400, 5_000, TODAY)).toBe(5_000)
        expect(await seedBulkSchedule(db, 400, 5_000, TODAY)).toBe(0)
      },
    })
    try {
      const token = await tokenFor(t.db, 'admin')
      // the generated blocks start a year before today
      const res = await t.app.inject({
        method: 'GET',
        url: `/xgz${S.grid.path}`,
        headers: { 'access-token': token },
        query: { dateFrom: String(ms('2025-12-01')), dateTo: String(ms('2026-03-01')) },
      })
      const data = res.json().data as GridData
      expect(data.count).toBe(6 + 4) // 400 rows: 4 groups of 1 + 99
      expect(data.missions.filter((m) => m.mid.startsWith('bulk-')).length).toBeGreaterThan(500)
      const conflicts = await t.app.inject({
        method: 'GET',
        url: `/xgz${S.conflicts.path}`,
        headers: { 'access-token': token },
        query: { dateFrom: String(ms('2025-12-01')), dateTo: String(ms('2026-03-01')) },
      })
      const list = conflicts.json().data as Conflict[]
      expect(list.filter((c) => c.a.mid.startsWith('bulk-'))).toEqual([])
    } finally {
      await t.close()
    }
  })
})
