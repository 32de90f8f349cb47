import { API, type PageResult, type ScheduleTemplateRow } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { checkResource } from '../../../test/resource-check.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { scheduleTemplates } from './schedule-template.resource.ts'

const E = API.scheduleTemplates
type Fields = { msg: string; data: { fields: Record<string, string> } }

const part = (text: string, from: string, to: string) => {
  const m = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3))
  return { text, startMinute: m(from), endMinute: m(to), width: 48 }
}

checkResource(scheduleTemplates, {
  create: { name: '检查模板', dayParts: [part('上午', '08:00', '12:00')] },
  change: { name: '检查模板二', dayParts: [part('下午', '12:00', '18:00')] },
  filter: { name: '检查' },
  // a default exists, so the new one is not made the default (which could not be deleted)
  seed: async (db) => {
    const now = Date.now()
    await db
      .insertInto('scheduleTemplate')
      .values({ name: '默认模板', isDefault: 1, sort: 0, createdAt: now, updatedAt: now })
      .execute()
  },
})

describe.each(DIALECTS)('schedule templates on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let service: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
    service = await tokenFor(t.db, 'lina')
  })
  afterAll(() => t.close())

  const page = async (query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, E.page, admin, { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<ScheduleTemplateRow> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, E.addOrUpdate, token, body)
  const byName = async (name: string) => (await page({ name })).list.find((r) => r.name === name)

  it('lists the seeded templates with their day-parts, totals and the sites using them', async () => {
    const all = await page()
    expect(all.list.map((r) => r.name)).toEqual(['标准三段', '展厅全天', '布展加班'])
    const standard = all.list[0]
    expect(standard).toMatchObject({ isDefault: true, totalMinutes: 14 * 60 })
    expect(standard?.dayParts.map((p) => p.text)).toEqual(['上午', '下午', '晚上'])
    expect(standard?.siteCount).toBeGreaterThan(0)
    expect(all.list[2]?.siteCount).toBe(0)
    expect((await page({ name: '展厅' })).list.map((r) => r.name)).toEqual(['展厅全天'])
  })

  it('refuses day-parts over 24 h, off the 30-minute step or overlapping, and saves nothing', async () => {
    const before = await page()
    const over = await save({
      name: '超长模板',
      dayParts: [part('全天', '00:00', '24:00'), part('加班', '18:00', '22:00')],
    })
    expect(over.statusCode).toBe(400)
    expect(over.json<Fields>().data.fields).toEqual({ dayParts: '时段合计不能超过24小时' })

    const offStep = await save({ name: '错位模板', dayParts: [part('上午', '08:15', '12:00')] })
    expect(offStep.statusCode).toBe(400)
    expect(offStep.json<Fields>().data.fields).toEqual({
      'dayParts.0.startMinute': '必须是30分钟的整数倍',
    })

    const overlap = await save({
      name: '重叠模板',
      dayParts: [part('上午', '08:00', '12:30'), part('下午', '12:00', '18:00')],
    })
    expect(overlap.statusCode).toBe(400)
    expect(overlap.json<Fields>().data.fields).toEqual({ dayParts: '时段之间不能重叠' })

    const backwards = await save({ name: '倒序模板', dayParts: [part('晚上', '22:00', '18:00')] })
    expect(backwards.json<Fields>().data.fields).toEqual({
      'dayParts.0.endMinute': '结束时间须晚于开始时间',
    })

    const en = await callAs(
      t.app,
      E.addOrUpdate,
      admin,
      { name: 'x', dayParts: [part('a', '00:00', '24:00'), part('b', '08:00', '09:00')] },
      { 'accept-language': 'en' },
    )
    expect(en.json<Fields>().data.fields.dayParts).toBe(
      'The day-parts cannot total more than 24 hours',
    )

    // an existing template's refused update leaves its day-parts as they were
    const standard = before.list[0]
    if (!standard) throw new Error('no template')
    const refused = await save({
      ...standard,
      dayParts: [...standard.dayParts, part('通宵', '21:00', '23:00')],
    })
    expect(refused.statusCode).toBe(400)
    const after = await page()
    expect(after).toEqual(before)
    const parts = await t.db.selectFrom('scheduleDayPart').select('id').execute()
    expect(parts).toHaveLength(before.list.reduce((n, r) => n + r.dayParts.length, 0))
  })

  it('saves a full 24 h template, keeps exactly one default, and refuses a stale version', async () => {
    const created = await save({
      name: '全日两班',
      isDefault: true,
      dayParts: [part('夜班', '20:00', '24:00'), part('日班', '00:00', '20:00')],
    })
    expect(created.statusCode, created.body).toBe(200)
    const row = created.json<{ data: ScheduleTemplateRow }>().data
    expect(row).toMatchObject({ isDefault: true, totalMinutes: 1440, version: 0 })
    expect(row.dayParts.map((p) => p.text)).toEqual(['日班', '夜班'])
    const defaults = (await page()).list.filter((r) => r.isDefault).map((r) => r.name)
    expect(defaults).toEqual(['全日两班'])

    // the default cannot simply be unmarked: another must become the default
    const unmark = await save({ ...row, isDefault: false })
    expect(unmark.statusCode).toBe(400)
    expect(unmark.json<Fields>().data.fields).toEqual({
      isDefault: '须有一个默认模板，请将其他模板设为默认',
    })
    const standard = await byName('标准三段')
    if (!standard) throw new Error('no template')
    expect((await save({ ...standard, isDefault: true })).statusCode).toBe(200)
    expect((await page()).list.filter((r) => r.isDefault).map((r) => r.name)).toEqual(['标准三段'])

    const fresh = await byName('全日两班')
    if (!fresh) throw new Error('gone')
    expect((await save({ ...fresh, remark: '第一位' })).statusCode).toBe(200)
    const stale = await save({ ...fresh, remark: '第二位' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<{ msg: string }>().msg).toBe('数据已被他人修改，请刷新后重试')
    expect((await byName('全日两班'))?.remark).toBe('第一位')
  })

  it('refuses to delete a template sites use or the default one (409); deletes an unused one', async () => {
    const hall = await byName('展厅全天')
    const standard = await byName('标准三段')
    const spare = await byName('布展加班')
    if (!hall || !standard || !spare) throw new Error('seed missing')
    const used = await callAs(t.app, E.delete, admin, { guids: [hall.guid] })
    expect(used.statusCode).toBe(409)
    expect(used.json<{ msg: string }>().msg).toBe(
      `模板“展厅全天”正被${hall.siteCount}个场地使用，不能删除`,
    )
    const both = await callAs(t.app, E.delete, admin, { guids: [spare.guid, hall.guid] })
    expect(both.statusCode).toBe(409)
    expect(await byName('布展加班')).toBeDefined()

    const res = await callAs(t.app, E.delete, admin, { guids: [spare.guid] })
    expect(res.statusCode, res.body).toBe(200)
    expect(await byName('布展加班')).toBeUndefined()
    const left = await t.db
      .selectFrom('scheduleDayPart')
      .select('id')
      .where('templateId', '=', spare.id)
      .execute()
    expect(left).toEqual([])
    expect((await callAs(t.app, E.delete, admin, { guids: [spare.guid] })).statusCode).toBe(404)
  })

  it('exports the list as .xlsx and refuses callers without the permission', async () => {
    const res = await callAs(t.app, E.export, admin, { name: '标准' })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(1).value).toBe('模板名称')
    expect(ws?.getRow(2).getCell(2).value).toBe(
      '上午 08:00-12:00；下午 12:00-18:00；晚上 18:00-22:00',
    )

    expect((await callAs(t.app, E.page, service, { page: 1 })).statusCode).toBe(403)
    expect(
      (await save({ name: 'x', dayParts: [part('a', '08:00', '09:00')] }, service)).statusCode,
    ).toBe(403)
  })
})
