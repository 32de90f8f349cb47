import {
  API,
  type InstalmentRow,
  type IncomePage,
  type PaymentPlanPage,
  type PaymentStatistics,
  type PageResult,
  type Receipt,
  type ReceiptRow,
  type ReceivablePage,
  agingBucketOf,
  instalmentStateOf,
} from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { sendInstalmentReminders } from './payment-plan.ts'

const F = API.finance
type Answer<T> = { code: number; msg: string; data: T }

describe('an instalment’s state and an amount’s aging bucket', () => {
  it.each([
    [{ amount: 100, received: 100, dueDate: '2026-05-01' }, '2026-06-01', 'paid'],
    [{ amount: 100, received: 0, dueDate: '2026-05-01' }, '2026-05-02', 'overdue'],
    [{ amount: 100, received: 40, dueDate: '2026-05-01' }, '2026-05-02', 'overdue'],
    [{ amount: 100, received: 40, dueDate: '2026-05-01' }, '2026-05-01', 'partial'],
    [{ amount: 100, received: 0, dueDate: '2026-05-01' }, '2026-05-01', 'due'],
    [{ amount: 100, received: 0, dueDate: '2026-05-08' }, '2026-05-01', 'due'],
    [{ amount: 100, received: 0, dueDate: '2026-05-09' }, '2026-05-01', 'notDue'],
    [{ amount: 100, received: 0, dueDate: null }, '2026-05-01', 'notDue'],
  ] as const)('%o on %s is %s', (i, today, state) => {
    expect(instalmentStateOf(i, today)).toBe(state)
  })

  it.each([
    [0, 'd0to30'],
    [30, 'd0to30'],
    [31, 'd31to60'],
    [60, 'd31to60'],
    [61, 'd61to90'],
    [90, 'd61to90'],
    [91, 'over90'],
  ] as const)('%i days overdue is %s', (days, bucket) => {
    expect(agingBucketOf(days)).toBe(bucket)
  })
})

describe.each(DIALECTS)('finance on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'wangfang', 'zhaomin', 'zhangwei', 'lina'])
      tokens[name] = await tokenFor(t.db, name)
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const data = <T>(res: { json: <X>() => X; statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Answer<T>>().data
  }
  const plan = async (query: Record<string, unknown> = {}, name = 'wangfang') =>
    data<PaymentPlanPage>(
      await callAs(t.app, F.paymentPlan.page, as(name), { page: 1, pageSize: 200, ...query }),
    )
  const receipt = async (guid: string) =>
    data<Receipt>(await callAs(t.app, F.receipt.detail, as('wangfang'), { guid }))
  const addReceipt = async (body: Record<string, unknown>) =>
    callAs(t.app, F.receipt.addOrUpdate, as('wangfang'), {
      payer: '上海国际医疗器械展览有限公司',
      method: '对公转账',
      arrivalDate: '2026-11-20',
      ...body,
    })
  const allocate = (r: Receipt, lines: Array<{ instalmentGuid: string; amount: number }>) =>
    callAs(t.app, F.allocate, as('wangfang'), { guid: r.guid, version: r.version, lines })

  it('lists the signed contracts’ instalments: two overdue, one partly paid, totals of every match', async () => {
    const all = await plan()
    expect(all.count).toBeGreaterThanOrEqual(20)
    const states = all.list.map((r) => r.state)
    expect(states.filter((s) => s === 'overdue').length).toBeGreaterThanOrEqual(2)
    expect(states).toContain('partial')
    expect(states).toContain('paid')
    for (const r of all.list) expect(r.outstanding).toBe(r.amount - r.received)
    expect(all.totals.amount).toBe(all.list.reduce((s, r) => s + r.amount, 0))
    expect(all.totals.received).toBe(all.list.reduce((s, r) => s + r.received, 0))
    const overdue = await plan({ state: 'overdue' })
    expect(overdue.list.every((r) => r.state === 'overdue' && r.overdueDays > 0)).toBe(true)
    expect(all.totals.overdue).toBe(overdue.totals.outstanding)
    // by contract, by kind, by keyword
    const tea = await plan({ keyword: '茶' })
    expect(tea.list.length).toBeGreaterThan(0)
    expect(tea.list.every((r) => r.projectTitle.includes('茶'))).toBe(true)
    const one = await plan({ contractGuid: tea.list[0]?.contractGuid })
    expect(one.list.map((r) => r.seq)).toEqual([1, 2, 3])
    expect((await plan({ kind: '尾款' })).list.every((r) => r.kind === '尾款')).toBe(true)
    // 张伟 (his department's contracts) sees fewer than finance; 李娜 none
    expect((await plan({}, 'zhangwei')).count).toBeLessThanOrEqual(all.count)
    expect((await callAs(t.app, F.paymentPlan.page, as('lina'), { page: 1 })).statusCode).toBe(403)
    const sheet = await callAs(t.app, F.paymentPlan.export, as('wangfang'), { state: 'overdue' })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
  })

  it('keeps receipts: a serial except for cash, unique; three wait to be claimed', async () => {
    const waiting = data<PageResult<ReceiptRow>>(
      await callAs(t.app, F.receipt.page, as('wangfang'), { page: 1, state: 'unclaimed' }),
    )
    expect(waiting.count).toBe(3)
    expect(waiting.list.every((r) => r.allocated === 0 && r.unallocated === r.amount)).toBe(true)
    const noSerial = await addReceipt({ amount: 100_000 })
    expect(noSerial.statusCode).toBe(400)
    expect(noSerial.json<Answer<{ fields: Record<string, string> }>>().data.fields.bankSerial).toBe(
      '请输入银行流水号',
    )
    const cash = data<Receipt>(await addReceipt({ amount: 100_000, method: '现金' }))
    expect(cash).toMatchObject({ bankSerial: '', state: 'unclaimed' })
    expect(cash.receiptNumber).toMatch(/^SK-\d{4}-\d{4}$/)
    const first = data<Receipt>(await addReceipt({ amount: 100_000, bankSerial: 'BS-DUP-001' }))
    const dup = await addReceipt({ amount: 200_000, bankSerial: 'BS-DUP-001' })
    expect(dup.statusCode).toBe(400)
    expect(dup.json<Answer<unknown>>().msg).toContain(first.receiptNumber)
    expect((await addReceipt({ amount: 0, bankSerial: 'X1' })).statusCode).toBe(400)
    expect((await addReceipt({ amount: 100, bankSerial: 'X2', method: '比特币' })).statusCode).toBe(
      400,
    )
    expect(
      (await callAs(t.app, F.receipt.delete, as('zhaomin'), { guids: [cash.guid] })).statusCode,
    ).toBe(200)
    const sheet = await callAs(t.app, F.receipt.export, as('wangfang'), {})
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
  })

  it('claims a receipt across two instalments, refuses going beyond either, undoes a claim', async () => {
    const open = (await plan({ outstanding: '1' })).list.filter((r) => r.received === 0)
    const [a, b] = open as [InstalmentRow, InstalmentRow]
    expect(b).toBeDefined()
    let r = data<Receipt>(await addReceipt({ amount: a.amount + 1_000, bankSerial: 'BS-CLAIM-1' }))
    // beyond the receipt; beyond an instalment; twice the same instalment
    expect(
      (await allocate(r, [{ instalmentGuid: a.guid, amount: a.amount + 2_000 }])).statusCode,
    ).toBe(409)
    const tooMuch = await allocate(r, [
      { instalmentGuid: a.guid, amount: a.amount },
      { instalmentGuid: b.guid, amount: 1_000 },
      { instalmentGuid: a.guid, amount: 1 },
    ])
    expect(tooMuch.statusCode).toBe(400)
    // nothing of a refused claim stays
    expect((await receipt(r.guid)).allocated).toBe(0)
    const claimed = await allocate(r, [
      { instalmentGuid: a.guid, amount: a.amount },
      { instalmentGuid: b.guid, amount: 1_000 },
    ])
    r = data<Receipt>(claimed)
    expect(r).toMatchObject({ allocated: a.amount + 1_000, unallocated: 0, state: 'claimed' })
    expect(r.allocations).toHaveLength(2)
    const after = (await plan({ outstanding: '' })).list
    expect(after.find((x) => x.guid === a.guid)?.state).toBe('paid')
    expect(after.find((x) => x.guid === b.guid)?.received).toBe(b.received + 1_000)
    // a stale copy is refused
    expect(
      (
        await callAs(t.app, F.unallocate, as('wangfang'), {
          guid: r.guid,
          version: r.version - 1,
          allocationGuid: r.allocations[0]?.guid,
          reason: '认领错误',
        })
      ).statusCode,
    ).toBe(409)
    // an instalment cannot take more than it asks, whatever the receipt holds
    const big = data<Receipt>(await addReceipt({ amount: a.amount * 2, bankSerial: 'BS-CLAIM-2' }))
    const over = await allocate(big, [{ instalmentGuid: a.guid, amount: 1 }])
    expect(over.statusCode).toBe(409)
    expect(over.json<Answer<unknown>>().msg).toContain('超出')
    // a receipt with claims is not deleted; its claim undone with a reason gives the money back
    expect(
      (await callAs(t.app, F.receipt.delete, as('zhaomin'), { guids: [r.guid] })).statusCode,
    ).toBe(409)
    const undoneA = r.allocations.find((x) => x.instalmentGuid === a.guid)
    const noReason = await callAs(t.app, F.unallocate, as('wangfang'), {
      guid: r.guid,
      version: r.version,
      allocationGuid: undoneA?.guid,
      reason: '',
    })
    expect(noReason.statusCode).toBe(400)
    r = data<Receipt>(
      await callAs(t.app, F.unallocate, as('wangfang'), {
        guid: r.guid,
        version: r.version,
        allocationGuid: undoneA?.guid,
        reason: '认领错误',
      }),
    )
    expect(r).toMatchObject({ allocated: 1_000, state: 'partial' })
    expect(r.allocations.find((x) => x.guid === undoneA?.guid)).toMatchObject({
      undone: true,
      undoReason: '认领错误',
      undoneByName: '王芳',
    })
    expect((await plan()).list.find((x) => x.guid === a.guid)?.received).toBe(0)
    // claims need the claim permission
    expect(
      (
        await callAs(t.app, F.allocate, as('zhangwei'), {
          guid: r.guid,
          version: r.version,
          lines: [{ instalmentGuid: a.guid, amount: 1 }],
        })
      ).statusCode,
    ).toBe(403)
  })

  it('lets one of two users claiming the same receipt at once win; nothing is claimed twice', async () => {
    const open = (await plan({ outstanding: '1' })).list.filter((x) => x.received === 0)
    const [a, b] = open.slice(-2) as [InstalmentRow, InstalmentRow]
    const r = data<Receipt>(await addReceipt({ amount: 500_000, bankSerial: 'BS-RACE-1' }))
    const results = await Promise.all([
      allocate(r, [{ instalmentGuid: a.guid, amount: 300_000 }]),
      allocate(r, [{ instalmentGuid: b.guid, amount: 300_000 }]),
    ])
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409])
    const stored = await receipt(r.guid)
    expect(stored.allocated).toBe(300_000)
    expect(stored.allocations).toHaveLength(1)
    const rows = (await plan()).list
    const got = [a, b].map((x) => (rows.find((y) => y.guid === x.guid)?.received ?? 0) - x.received)
    expect(got.sort()).toEqual([0, 300_000])
    // two receipts racing for the rest of one instalment: one wins
    const inst = rows.find((y) => y.guid === a.guid) ?? a
    const rest = inst.outstanding
    const [r1, r2] = [
      data<Receipt>(await addReceipt({ amount: rest, bankSerial: 'BS-RACE-2' })),
      data<Receipt>(await addReceipt({ amount: rest, bankSerial: 'BS-RACE-3' })),
    ]
    const both = await Promise.all(
      [r1, r2].map((x) => allocate(x, [{ instalmentGuid: inst.guid, amount: rest }])),
    )
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409])
    const final = (await plan()).list.find((y) => y.guid === inst.guid)
    expect(final?.received).toBe(final?.amount)
  })

  it('ages the receivables on a chosen day, counting money that had arrived by then', async () => {
    // a contract of fixed dates: due 2026-04-10 (0 days on the day), 03-01 (40), 02-05 (64),
    // 01-01 (99); ¥50 of the first arrived 03-15, ¥100 of 03-01's arrives after the day
    const signedAt = Date.parse('2025-12-01T10:00:00+08:00')
    await t.db
      .insertInto('contract')
      .values({
        guid: 'ct-aging',
        contractNumber: 'HT-2025-0999',
        type: '场地租赁合同',
        parentGuid: null,
        projectGuid: 'prj-pet-expo',
        customerGuid: null,
        templateGuid: null,
        planTemplateGuid: null,
        title: '账龄测试合同',
        content: '<p>x</p>',
        amountExclTax: 1_000_000,
        taxRate: 0,
        tax: 0,
        total: 1_000_000,
        discount: 0,
        deposit: 0,
        state: 4,
        scanUrl: '',
        scanName: '',
        signedAt,
        ownerId: null,
        deptId: null,
        createdBy: null,
        createdAt: signedAt,
        updatedAt: signedAt,
      })
      .execute()
    const due = [
      ['2026-01-01', 100_000],
      ['2026-02-05', 200_000],
      ['2026-03-01', 300_000],
      ['2026-04-10', 400_000],
    ] as const
    await t.db
      .insertInto('contractInstalment')
      .values(
        due.map(([dueDate, amount], n) => ({
          guid: `ci-aging-${n + 1}`,
          contractGuid: 'ct-aging',
          seq: n + 1,
          kind: '进度款',
          ratio: amount / 100,
          amount,
          dueDate,
          offsetText: '',
        })),
      )
      .execute()
    const claim = async (
      serial: string,
      arrivalDate: string,
      instalmentGuid: string,
      amount: number,
    ) => {
      const r = data<Receipt>(await addReceipt({ amount, bankSerial: serial, arrivalDate }))
      data<Receipt>(await allocate(r, [{ instalmentGuid, amount }]))
    }
    await claim('BS-AGING-1', '2026-03-15', 'ci-aging-1', 5_000)
    await claim('BS-AGING-2', '2026-04-20', 'ci-aging-3', 10_000)
    const on = async (asOf: string) => {
      const page = data<ReceivablePage>(
        await callAs(t.app, F.receivables.page, as('zhaomin'), { page: 1, asOf, keyword: '宠物' }),
      )
      expect(page.asOf).toBe(asOf)
      return page.list.find((r) => r.projectGuid === 'prj-pet-expo')
    }
    expect(await on('2026-04-10')).toMatchObject({
      receivable: 1_000_000,
      received: 5_000,
      outstanding: 995_000,
      notDue: 0,
      d0to30: 400_000,
      d31to60: 300_000,
      d61to90: 200_000,
      over90: 95_000,
    })
    // a day earlier the last is not yet due; later the second receipt counts
    expect(await on('2026-04-09')).toMatchObject({ notDue: 400_000, d0to30: 0 })
    expect(await on('2026-05-01')).toMatchObject({
      received: 15_000,
      // 04-10: 21 days; 03-01: 61 (less the ¥100 of 04-20); 02-05: 85; 01-01: 120
      d0to30: 400_000,
      d31to60: 0,
      d61to90: 290_000 + 200_000,
      over90: 95_000,
    })
    // before the signing: nothing receivable
    expect(await on('2025-11-30')).toBeUndefined()
    const sheet = await callAs(t.app, F.receivables.export, as('zhaomin'), { asOf: '2026-04-10' })
    expect(sheet.statusCode).toBe(200)
    expect((await callAs(t.app, F.receivables.page, as('zhangwei'), { page: 1 })).statusCode).toBe(
      403,
    )
  })

  it('adds up: the receivables of today are the plans less the claims', async () => {
    const receivables = data<ReceivablePage>(
      await callAs(t.app, F.receivables.page, as('zhaomin'), { page: 1, pageSize: 200 }),
    )
    const all = await plan({}, 'zhaomin')
    expect(receivables.totals.receivable).toBe(all.totals.amount)
    expect(receivables.totals.received).toBe(all.totals.received)
    expect(receivables.totals.outstanding).toBe(all.totals.outstanding)
    const t2 = receivables.totals
    expect(t2.notDue + t2.d0to30 + t2.d31to60 + t2.d61to90 + t2.over90).toBe(t2.outstanding)
  })

  it('sums the year’s instalments by month, customer, owner and project as the plan lists them', async () => {
    const year = new Date().getFullYear()
    const stats = async (groupBy: string, name = 'zhaomin') =>
      data<PaymentStatistics>(await callAs(t.app, F.statistics.get, as(name), { groupBy, year }))
    const inYear = (await plan({ dueFrom: `${year}-01-01`, dueTo: `${year}-12-31` }, 'zhaomin'))
      .totals
    const byMonth = await stats('month')
    expect(byMonth.totals.contractTotal).toBe(inYear.amount)
    expect(byMonth.totals.received).toBe(inYear.received)
    expect(byMonth.totals.outstanding).toBe(inYear.outstanding)
    expect(byMonth.totals.overdue).toBeGreaterThan(0)
    expect(byMonth.rows.map((r) => r.key)).toEqual([...byMonth.rows.map((r) => r.key)].sort())
    for (const groupBy of ['customer', 'owner', 'project']) {
      const s = await stats(groupBy)
      expect(s.totals).toEqual(byMonth.totals)
      expect(s.rows.reduce((n, r) => n + r.contractTotal, 0)).toBe(byMonth.totals.contractTotal)
    }
    const rate = byMonth.totals.collectionRate ?? 0
    expect(rate).toBeCloseTo((byMonth.totals.received / byMonth.totals.dueToDate) * 100, 1)
    // the chart: twelve months; the planned money is the instalments' by due month
    expect(byMonth.months.map((m) => m.month)).toHaveLength(12)
    expect(byMonth.months.reduce((n, m) => n + m.planned, 0)).toBe(inYear.amount)
    expect(byMonth.months.some((m) => m.received > 0)).toBe(true)
    expect((await callAs(t.app, F.statistics.get, as('lina'), {})).statusCode).toBe(403)
    const bad = await callAs(t.app, F.statistics.get, as('zhaomin'), { groupBy: 'weather' })
    expect(bad.statusCode).toBe(400)
    const sheet = await callAs(t.app, F.statistics.export, as('zhaomin'), { groupBy: 'customer' })
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
  })

  it('keeps the income ledger: each signed contract once, the extras, totals by type and month', async () => {
    const income = async (query: Record<string, unknown> = {}) =>
      data<IncomePage>(
        await callAs(t.app, F.income.page, as('zhaomin'), { page: 1, pageSize: 200, ...query }),
      )
    const all = await income()
    const contracts = await t.db
      .selectFrom('contract')
      .select('contractNumber')
      .where('state', 'in', [3, 4, 5])
      .where('guid', '<>', 'ct-aging')
      .execute()
    const rent = all.list.filter((r) => r.type === '场租' || r.type === '服务费')
    expect(rent.map((r) => r.source).sort()).toEqual(contracts.map((c) => c.contractNumber).sort())
    expect(all.list.some((r) => r.type === '水电')).toBe(true)
    for (const r of all.list) expect(r.total).toBe(r.amountExclTax + r.tax)
    expect(all.totals.total).toBe(all.list.reduce((n, r) => n + r.total, 0))
    expect(all.byType.reduce((n, b) => n + b.total, 0)).toBe(all.totals.total)
    expect(all.byMonth.reduce((n, b) => n + b.total, 0)).toBe(all.totals.total)
    const utilities = await income({ type: '水电' })
    expect(utilities.list.every((r) => r.type === '水电')).toBe(true)
    expect(utilities.totals.total).toBe(all.byType.find((b) => b.type === '水电')?.total)
    const month = all.byMonth[0]?.month ?? ''
    const inMonth = await income({ monthFrom: month, monthTo: month })
    expect(inMonth.list.every((r) => r.recognisedMonth === month)).toBe(true)
    const invoiced = await income({ invoiced: '1' })
    expect(invoiced.list.every((r) => r.invoiced)).toBe(true)
    expect((await callAs(t.app, F.income.page, as('zhangwei'), { page: 1 })).statusCode).toBe(403)
    expect(
      (await callAs(t.app, F.income.page, as('zhaomin'), { monthFrom: '2026-13' })).statusCode,
    ).toBe(400)
    const sheet = await callAs(t.app, F.income.export, as('zhaomin'), { type: '场租' })
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
  })

  it('reminds a contract’s owner 7 days before a due date and when overdue, once', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('message')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('title', 'like', '款项%')
            .executeTakeFirst()
        )?.n ?? 0,
      )
    const before = await count()
    await sendInstalmentReminders(t.db, Date.now())
    const after = await count()
    // the server's start sent them already: nothing twice
    expect(after).toBe(before)
    expect(before).toBeGreaterThan(0)
    const overdueMsg = await t.db
      .selectFrom('message')
      .select(['title', 'link'])
      .where('title', 'like', '款项已逾期%')
      .executeTakeFirst()
    expect(overdueMsg?.link).toMatch(/^\/contractManagement\/contractPaymentPlan\?contractGuid=/)
  })
})
