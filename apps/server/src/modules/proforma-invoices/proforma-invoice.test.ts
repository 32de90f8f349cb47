import {
  API,
  type PageResult,
  type ProformaInvoice,
  type ProformaInvoiceRow,
  type ProformaPreview,
  type ProformaProject,
  amountInWords,
  taxOf,
} from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { quoteOf } from '#server/modules/projects/project-quote.ts'
import { linesOfQuote, totalsOfLines } from './proforma-lines.ts'

const E = API.proformaInvoices
type Fields = { msg: string; data: { fields: Record<string, string> } }
const NUMBER = /^PI-(\d{4})-(\d{4})$/
const seqOf = (n: string | null) => Number(NUMBER.exec(n ?? '')?.[2] ?? NaN)

describe('a proforma’s totals', () => {
  it('taxes each line exactly and rounds the document once', () => {
    const line = {
      seq: 1,
      kind: 'booking' as const,
      siteName: '1号馆',
      periodType: '展期',
      fromDate: '2026-05-01',
      toDate: '2026-05-01',
      days: 1,
      holidayDays: 0,
      unit: '元/天',
      unitPrice: 1025,
      quantity: 1,
      amount: 1025,
      taxRate: 6,
    }
    // docs/product/domain.md "Money": 3 lines of ¥10.25 at 6% carry ¥1.85, not 3 × ¥0.62
    expect(totalsOfLines([line, line, line])).toEqual({ subtotal: 3075, tax: 185, total: 3260 })
  })
})

describe.each(DIALECTS)('proforma invoices on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'wangfang', 'zhaomin', 'zhangwei', 'lina'])
      tokens[name] = await tokenFor(t.db, name)
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const data = <T>(res: { json: <X>() => X }) => res.json<{ data: T }>().data
  const page = async (query: Record<string, unknown> = {}, name = 'wangfang') => {
    const res = await callAs(t.app, E.invoice.page, as(name), { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return data<PageResult<ProformaInvoiceRow>>(res)
  }
  const save = (body: Record<string, unknown>, name = 'wangfang') =>
    callAs(t.app, E.invoice.addOrUpdate, as(name), body)
  const draft = async (projectGuid: string) => {
    const res = await save({ projectGuid, validityDays: 15, remark: '测试' })
    expect(res.statusCode, res.body).toBe(200)
    return data<ProformaInvoice>(res)
  }
  const act = (
    p: { guid: string; version: number },
    action: string,
    more: Record<string, unknown> = {},
    name = 'wangfang',
  ) => callAs(t.app, E.act, as(name), { guid: p.guid, version: p.version, action, ...more })
  /** The numbers given so far this year (the counter's last). */
  const lastSeq = async (year: number) =>
    Number(
      (
        await t.db
          .selectFrom('proformaInvoiceCounter')
          .select('lastSeq')
          .where('year', '=', year)
          .executeTakeFirst()
      )?.lastSeq ?? 0,
    )
  const history = async (guid: string) =>
    data<{ action: string; fromState: string | null; toState: string }[]>(
      await callAs(t.app, API.workflow.history, as('wangfang'), {
        docType: 'proforma_invoice',
        docGuid: guid,
      }),
    )

  it('lists the seeded proformas: drafts, issued, one converted and one void, numbered without gaps', async () => {
    const all = await page()
    expect(all.count).toBeGreaterThanOrEqual(6)
    const states = all.list.map((p) => p.state)
    for (const s of [0, 1, 2, 3, 4]) expect(states).toContain(s)
    const converted = all.list.filter((p) => p.state === 3)
    expect(converted).toHaveLength(1)
    expect(converted[0]?.formalInvoiceNumber).not.toBe('')
    const voided = all.list.filter((p) => p.state === 4)
    expect(voided).toHaveLength(1)
    // a void one keeps its number: the year's numbers run 1…n
    expect(voided[0]?.invoiceNumber).toMatch(NUMBER)
    const numbered = all.list.filter((p) => p.invoiceNumber !== null)
    const byYear = new Map<string, number[]>()
    for (const p of numbered) {
      const [, year = ''] = NUMBER.exec(p.invoiceNumber ?? '') ?? []
      byYear.set(year, [...(byYear.get(year) ?? []), seqOf(p.invoiceNumber)])
    }
    for (const [year, seqs] of byYear) {
      expect(seqs.sort((a, b) => a - b)).toEqual(seqs.map((_, i) => i + 1))
      expect(await lastSeq(Number(year))).toBe(seqs.length)
    }
    expect(all.list.filter((p) => p.state === 0).every((p) => p.invoiceNumber === null)).toBe(true)
    for (const p of all.list) expect(p.total).toBe(p.subtotal + p.tax)
    expect((await page({ state: 4 })).list.map((p) => p.guid)).toEqual([voided[0]?.guid])
    const tea = await page({ keyword: '茶' })
    expect(tea.list.length).toBeGreaterThan(0)
    expect(tea.list.every((p) => p.projectTitle.includes('茶'))).toBe(true)
    expect((await page({ keyword: converted[0]?.invoiceNumber ?? '' })).count).toBe(1)
  })

  it('computes the lines from the project’s bookings and prices, tax rounded once', async () => {
    const projects = data<ProformaProject[]>(
      await callAs(t.app, E.projects, as('wangfang'), { keyword: '机器人' }),
    )
    const robot = projects.find((p) => p.title.includes('机器人'))
    expect(robot).toBeDefined()
    const res = await callAs(t.app, E.preview, as('wangfang'), { projectGuid: robot?.guid })
    expect(res.statusCode, res.body).toBe(200)
    const preview = data<ProformaPreview>(res)
    const quote = await quoteOf(t.db, robot?.guid ?? '')
    expect(preview.lines).toEqual(linesOfQuote(quote))
    const bookings = preview.lines.filter((l) => l.kind === 'booking')
    expect(bookings.length).toBeGreaterThan(0)
    for (const l of bookings) {
      // site × days × unit price (× ㎡ or hours), holidays at the price's factor
      if (l.holidayDays === 0) expect(l.amount).toBe(Math.round(l.unitPrice * l.quantity * l.days))
      expect(l.days).toBeGreaterThan(0)
    }
    const exact = preview.lines.reduce((s, l) => s + (l.amount * l.taxRate) / 100, 0)
    expect(preview.tax).toBe(Math.round(exact))
    expect(preview).toMatchObject(
      taxOf(preview.lines.map((l) => ({ amountExclTax: l.amount, taxRate: l.taxRate }))),
    )
    expect(preview.totalInWords).toBe(amountInWords(preview.total))
    // a saved draft carries the same lines and totals, no number yet, and its history
    const p = await draft(robot?.guid ?? '')
    expect(p).toMatchObject({
      state: 0,
      invoiceNumber: null,
      validityDays: 15,
      subtotal: preview.subtotal,
      tax: preview.tax,
      total: preview.total,
      totalInWords: preview.totalInWords,
    })
    expect(p.lines).toEqual(preview.lines)
    expect(p.seller.name).toBe('星港国际会展中心')
    expect(p.seller.account).not.toBe('')
    expect(p.buyer.name).not.toBe('')
    expect((await history(p.guid)).map((h) => h.action)).toEqual(['create'])
  })

  it('refuses bad input with 400 and a project without priced bookings', async () => {
    expect((await save({ projectGuid: 'prj-robot-expo', validityDays: 0 })).statusCode).toBe(400)
    expect((await save({ projectGuid: 'prj-robot-expo', validityDays: 'x' })).statusCode).toBe(400)
    expect(
      (await save({ projectGuid: 'prj-robot-expo', remark: 'x'.repeat(501) })).statusCode,
    ).toBe(400)
    const gone = await save({ projectGuid: 'no-such-project' })
    expect(gone.statusCode).toBe(400)
    expect(gone.json<Fields>().data.fields.projectGuid).toBe('项目不存在或已关闭')
    const bare = await t.db
      .selectFrom('project')
      .select('guid')
      .where('status', 'not in', [7, 8, 9])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('scheduleMission')
              .select('mid')
              .whereRef('scheduleMission.projectGuid', '=', 'project.guid'),
          ),
        ),
      )
      .executeTakeFirst()
    if (bare) {
      const none = await save({ projectGuid: bare.guid })
      expect(none.statusCode).toBe(400)
      expect(none.json<Fields>().data.fields.projectGuid).toBe(
        '该项目没有已定价的排期，不能生成形式发票',
      )
    }
    const badAct = await callAs(t.app, E.act, as('wangfang'), {
      guid: 'x',
      version: 0,
      action: 'explode',
    })
    expect(badAct.statusCode).toBe(400)
  })

  it('goes 草稿 → 已开具 → 已确认 → 已转正式发票, refusing with 409 what a state does not allow', async () => {
    let p = await draft('prj-furniture-expo')
    const msg = async (res: Promise<{ statusCode: number; json: <X>() => X }>, code = 409) => {
      const r = await res
      expect(r.statusCode).toBe(code)
      return r.json<Fields>().msg
    }
    expect(await msg(act(p, 'confirm'))).toBe('当前状态为「草稿」，不能确认')
    expect(await msg(act(p, 'convert', { formalInvoiceNumber: '1' }))).toBe(
      '当前状态为「草稿」，不能转正式发票',
    )
    // a draft is edited, and its lines computed again
    const edited = await save({
      guid: p.guid,
      version: p.version,
      projectGuid: p.projectGuid,
      validityDays: 20,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    p = data<ProformaInvoice>(edited)
    expect(p.validityDays).toBe(20)
    const moved = await save({ guid: p.guid, version: p.version, projectGuid: 'prj-tea-expo' })
    expect(moved.json<Fields>().data.fields.projectGuid).toBe('形式发票的项目不能更改')
    // a stale version is refused and takes no number
    const year = new Date().getFullYear()
    const before = await lastSeq(year)
    expect((await act({ ...p, version: p.version + 5 }, 'issue')).statusCode).toBe(409)
    expect(await lastSeq(year)).toBe(before)
    const issued = await act(p, 'issue')
    expect(issued.statusCode, issued.body).toBe(200)
    p = data<ProformaInvoice>(issued)
    expect(p.state).toBe(1)
    expect(p.invoiceNumber).toBe(`PI-${year}-${String(before + 1).padStart(4, '0')}`)
    expect(p.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(p.validUntil && p.issueDate && p.validUntil > p.issueDate).toBe(true)
    expect(await msg(act(p, 'issue'))).toBe('当前状态为「已开具」，不能开具')
    expect(await msg(save({ guid: p.guid, version: p.version, projectGuid: p.projectGuid }))).toBe(
      '当前状态为「已开具」，不能修改',
    )
    expect(await msg(callAs(t.app, E.invoice.delete, as('admin'), { guids: [p.guid] }))).toBe(
      '当前状态为「已开具」，不能删除',
    )
    expect(await msg(act(p, 'convert', { formalInvoiceNumber: '1' }))).toBe(
      '当前状态为「已开具」，不能转正式发票',
    )
    p = data<ProformaInvoice>(await act(p, 'confirm'))
    expect(p.state).toBe(2)
    const noNumber = await act(p, 'convert')
    expect(noNumber.statusCode).toBe(400)
    expect(noNumber.json<Fields>().data.fields.formalInvoiceNumber).toBe(
      '转正式发票须填写正式发票号码',
    )
    const converted = await act(p, 'convert', { formalInvoiceNumber: '44031234' })
    expect(converted.statusCode, converted.body).toBe(200)
    p = data<ProformaInvoice>(converted)
    expect(p).toMatchObject({ state: 3, formalInvoiceNumber: '44031234' })
    expect(await msg(act(p, 'void', { comment: '重开' }, 'zhaomin'))).toBe(
      '当前状态为「已转正式发票」，不能作废',
    )
    expect((await history(p.guid)).map((h) => [h.action, h.fromState, h.toState])).toEqual([
      ['create', null, 'draft'],
      ['issue', 'draft', 'issued'],
      ['confirm', 'issued', 'confirmed'],
      ['convert', 'confirmed', 'converted'],
    ])
  })

  it('voids with a reason, keeping the number; a void one allows nothing', async () => {
    let p = await draft('prj-anime-expo')
    p = data<ProformaInvoice>(await act(p, 'issue'))
    const number = p.invoiceNumber
    // 王芳 issues but may not void
    expect((await act(p, 'void', { comment: '重开' })).statusCode).toBe(403)
    const bare = await act(p, 'void', {}, 'zhaomin')
    expect(bare.statusCode).toBe(400)
    expect(bare.json<Fields>().data.fields.comment).toBe('作废须填写说明')
    const voided = await act(p, 'void', { comment: '客户名称有误' }, 'zhaomin')
    expect(voided.statusCode, voided.body).toBe(200)
    p = data<ProformaInvoice>(voided)
    expect(p).toMatchObject({ state: 4, invoiceNumber: number, voidReason: '客户名称有误' })
    for (const action of ['issue', 'confirm', 'void'])
      expect((await act(p, action, { comment: 'x' }, 'zhaomin')).statusCode).toBe(409)
    // a draft may be voided too (it has no number to keep) or deleted by who may delete
    const d = await draft('prj-anime-expo')
    expect(
      (await callAs(t.app, E.invoice.delete, as('wangfang'), { guids: [d.guid] })).statusCode,
    ).toBe(403)
    expect(
      (await callAs(t.app, E.invoice.delete, as('zhaomin'), { guids: [d.guid] })).statusCode,
    ).toBe(200)
    expect((await history(d.guid)).length).toBe(0)
  })

  it('numbers proformas issued at once consecutively, without gaps or duplicates', async () => {
    const year = new Date().getFullYear()
    const drafts = []
    for (const project of ['prj-coffee-expo', 'prj-education-expo', 'prj-digital-forum'])
      for (let i = 0; i < 2; i += 1) drafts.push(await draft(project))
    const before = await lastSeq(year)
    const results = await Promise.all(drafts.map((d) => act(d, 'issue')))
    for (const r of results) expect(r.statusCode, r.body).toBe(200)
    const numbers = results.map((r) => data<ProformaInvoice>(r).invoiceNumber)
    expect(new Set(numbers).size).toBe(drafts.length)
    expect(numbers.map(seqOf).sort((a, b) => a - b)).toEqual(drafts.map((_, i) => before + i + 1))
    // the same draft issued twice at once: one wins, the other is refused and takes no number
    const twin = await draft('prj-coffee-expo')
    const both = await Promise.all([act(twin, 'issue'), act(twin, 'issue')])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await lastSeq(year)).toBe(before + drafts.length + 1)
  })

  it('asks each call for its permission and exports the filtered list', async () => {
    expect((await callAs(t.app, E.invoice.page, as('zhangwei'), { page: 1 })).statusCode).toBe(403)
    expect((await callAs(t.app, E.invoice.page, '', { page: 1 })).statusCode).toBe(401)
    expect((await callAs(t.app, E.projects, as('zhangwei'), {})).statusCode).toBe(403)
    expect(
      (await callAs(t.app, E.preview, as('lina'), { projectGuid: 'prj-tea-expo' })).statusCode,
    ).toBe(403)
    expect((await save({ projectGuid: 'prj-tea-expo' }, 'zhangwei')).statusCode).toBe(403)
    expect(
      (await callAs(t.app, E.act, as('zhangwei'), { guid: 'x', version: 0, action: 'issue' }))
        .statusCode,
    ).toBe(403)
    const sheet = await callAs(t.app, E.invoice.export, as('wangfang'), { state: 1 })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
    const history = await callAs(t.app, API.workflow.history, as('zhangwei'), {
      docType: 'proforma_invoice',
      docGuid: 'pi-seed-1',
    })
    expect(history.statusCode).toBe(403)
  })
})
