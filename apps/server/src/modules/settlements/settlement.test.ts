import {
  API,
  type PageResult,
  type Settlement,
  type SettlementBasis,
  type SettlementProject,
  type SettlementRow,
  amountInWords,
  settlementFigures,
} from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

const E = API.settlements
type Fields = { msg: string; data: { fields: Record<string, string> } }
const COFFEE = 'prj-coffee-expo'
const ROBOT = 'prj-robot-expo'

/** The sheet's formula, as the issue states it. */
const formulaHolds = (s: SettlementRow) =>
  s.receivable === s.contractAmount + s.extras - s.discounts &&
  s.balance === s.contractAmount + s.extras - s.discounts - s.received - s.depositOffset

describe('a settlement’s figures', () => {
  const basis = { contractAmount: 100_000_000, received: 80_000_000, deposit: 5_000_000 }
  it('adds the extras, takes the discounts and offsets the deposit against what is owed', () => {
    const lines = [
      { kind: 'overtime' as const, amount: 3_000_000 },
      { kind: 'utilities' as const, amount: 1_000_000 },
      { kind: 'discount' as const, amount: 2_000_000 },
    ]
    expect(settlementFigures(basis, lines)).toEqual({
      extras: 4_000_000,
      discounts: 2_000_000,
      receivable: 102_000_000,
      depositOffset: 5_000_000,
      balance: 17_000_000,
    })
    // owed less than the deposit: only what is owed is offset, the balance is 0
    expect(settlementFigures({ ...basis, received: 98_000_000 }, lines).depositOffset).toBe(
      4_000_000,
    )
    expect(settlementFigures({ ...basis, received: 98_000_000 }, lines).balance).toBe(0)
  })

  it('keeps nothing of the deposit when the customer paid more (应退)', () => {
    const f = settlementFigures({ ...basis, received: 105_000_000 }, [
      { kind: 'overtime', amount: 2_000_000 },
    ])
    expect(f).toMatchObject({ receivable: 102_000_000, depositOffset: 0, balance: -3_000_000 })
  })
})

describe.each(DIALECTS)('settlements on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'wangfang', 'zhaomin', 'zhangwei'])
      tokens[name] = await tokenFor(t.db, name)
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const data = <T>(res: { json: <X>() => X }) => res.json<{ data: T }>().data
  const msg = async (res: Promise<{ json: <X>() => X }>) => (await res).json<Fields>().msg
  const page = async (query: Record<string, unknown> = {}, name = 'wangfang') => {
    const res = await callAs(t.app, E.settlement.page, as(name), {
      page: 1,
      pageSize: 50,
      ...query,
    })
    expect(res.statusCode, res.body).toBe(200)
    return data<PageResult<SettlementRow>>(res)
  }
  const save = (body: Record<string, unknown>, name = 'wangfang') =>
    callAs(t.app, E.settlement.addOrUpdate, as(name), body)
  const act = (
    s: { guid: string; version: number },
    action: string,
    comment = '',
    name = 'wangfang',
  ) => callAs(t.app, E.act, as(name), { guid: s.guid, version: s.version, action, comment })
  const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: <X>() => X }>) => {
    const r = await res
    expect(r.statusCode, r.body).toBe(200)
    return data<T>(r)
  }
  const history = async (docType: string, guid: string) =>
    data<{ action: string; fromState: string | null; toState: string }[]>(
      await callAs(t.app, API.workflow.history, as('zhaomin'), { docType, docGuid: guid }),
    )

  /** The coffee fair's contracts and claims set to fixed figures: ¥1,000,000, ¥800,000, ¥50,000. */
  const fixCoffee = async (received: number) => {
    const contracts = await t.db
      .selectFrom('contract')
      .select('guid')
      .where('projectGuid', '=', COFFEE)
      .where('state', 'in', [3, 4, 5])
      .orderBy('id')
      .execute()
    const [main, ...others] = contracts.map((c) => c.guid)
    expect(main).toBeDefined()
    await t.db
      .updateTable('contract')
      .set({ total: 100_000_000, deposit: 5_000_000 })
      .where('guid', '=', main ?? '')
      .execute()
    if (others.length)
      await t.db.updateTable('contract').set({ state: 6 }).where('guid', 'in', others).execute()
    const instalments = await t.db
      .selectFrom('contractInstalment')
      .select('guid')
      .where('contractGuid', '=', main ?? '')
      .orderBy('seq')
      .execute()
    await t.db
      .updateTable('contractInstalment')
      .set({ received: 0 })
      .where('contractGuid', '=', main ?? '')
      .execute()
    await t.db
      .updateTable('contractInstalment')
      .set({ received })
      .where('guid', '=', instalments[0]?.guid ?? '')
      .execute()
  }

  it('lists the seeded sheets: two settled at balance 0, the robot fair’s waiting for the customer', async () => {
    const all = await page()
    expect(all.count).toBeGreaterThanOrEqual(3)
    for (const s of all.list) {
      expect(formulaHolds(s), s.settlementNumber).toBe(true)
      expect(s.settlementNumber).toMatch(/^JS-\d{4}-\d{4}$/)
    }
    const settled = all.list.filter((s) => s.state === 3)
    expect(settled.length).toBe(2)
    for (const s of settled) expect(s.balance).toBe(0)
    // one paid its extras at 结清, the other was refunded a concession larger than its extras
    expect(settled.map((s) => Math.sign(s.finalPayment)).sort()).toEqual([-1, 1])
    const robot = all.list.find((s) => s.projectGuid === ROBOT)
    expect(robot?.state).toBe(1)
    expect(robot?.balance).toBeGreaterThan(0)
    expect((await page({ state: 1 })).list.map((s) => s.projectGuid)).toEqual([ROBOT])
    expect((await page({ keyword: robot?.settlementNumber ?? '' })).count).toBe(1)
    expect(
      (await page({ keyword: '家具' })).list.every((s) => s.projectTitle.includes('家具')),
    ).toBe(true)
  })

  it('computes the balance from the contracts, the claims and the lines, both ways', async () => {
    await fixCoffee(80_000_000)
    const projects = await ok<SettlementProject[]>(callAs(t.app, E.projects, as('wangfang'), {}))
    expect(projects.map((p) => p.guid)).toContain(COFFEE)
    // a project with an open sheet, or not yet under way, is not offered
    expect(projects.map((p) => p.guid)).not.toContain(ROBOT)
    expect(projects.map((p) => p.guid)).not.toContain('prj-tea-expo')
    const basis = await ok<SettlementBasis>(
      callAs(t.app, E.basis, as('wangfang'), { projectGuid: COFFEE }),
    )
    expect(basis).toMatchObject({
      contractAmount: 100_000_000,
      received: 80_000_000,
      deposit: 5_000_000,
    })
    const lines = [
      { kind: 'overtime', description: '撤展加班 1 晚', amount: 3_000_000 },
      { kind: 'utilities', description: '水电费', amount: 1_000_000 },
      { kind: 'discount', description: '签约后优惠', amount: 2_000_000 },
    ]
    // the body's own balance is not read: the server computes it
    let s = await ok<Settlement>(save({ projectGuid: COFFEE, lines, balance: 1, remark: '测试' }))
    expect(s).toMatchObject({
      state: 0,
      contractAmount: 100_000_000,
      extras: 4_000_000,
      discounts: 2_000_000,
      receivable: 102_000_000,
      received: 80_000_000,
      deposit: 5_000_000,
      depositOffset: 5_000_000,
      balance: 17_000_000,
      balanceInWords: amountInWords(17_000_000),
    })
    expect(s.balanceInWords).toBe('壹拾柒万元整')
    expect(s.lines.map((l) => [l.seq, l.kind, l.amount])).toEqual([
      [1, 'overtime', 3_000_000],
      [2, 'utilities', 1_000_000],
      [3, 'discount', 2_000_000],
    ])
    // an offset above the deposit or what is owed is refused on its field
    const over = await save({
      guid: s.guid,
      version: s.version,
      projectGuid: COFFEE,
      lines,
      depositOffset: 5_000_001,
    })
    expect(over.statusCode).toBe(400)
    expect(over.json<Fields>().data.fields.depositOffset).toContain('50000.00')
    s = await ok<Settlement>(
      save({ guid: s.guid, version: s.version, projectGuid: COFFEE, lines, depositOffset: 0 }),
    )
    expect(s).toMatchObject({ depositOffset: 0, balance: 22_000_000 })
    // the customer paid more than the sheet asks: 应退, nothing kept of the deposit
    await fixCoffee(105_000_000)
    s = await ok<Settlement>(save({ guid: s.guid, version: s.version, projectGuid: COFFEE, lines }))
    expect(s).toMatchObject({ received: 105_000_000, depositOffset: 0, balance: -3_000_000 })
    expect(s.balanceInWords).toBe('叁万元整')
    // the table's own checks hold the formula against any other writer
    await expect(
      t.db.updateTable('settlement').set({ balance: 0 }).where('guid', '=', s.guid).execute(),
    ).rejects.toThrow()
    // one open sheet a project
    const second = await save({ projectGuid: COFFEE, lines: [] })
    expect(second.statusCode).toBe(400)
    expect(second.json<Fields>().data.fields.projectGuid).toContain(s.settlementNumber)
    // not a project that is not under way yet, nor a robot fair with its sheet open
    expect(
      (await save({ projectGuid: 'prj-tea-expo' })).json<Fields>().data.fields.projectGuid,
    ).toBe('项目当前为「已签约」，只有进行中或已完成的项目可以结算')
    expect((await save({ projectGuid: ROBOT })).statusCode).toBe(400)
  })

  it('never returns or offsets twice what a refund already gave back', async () => {
    // the customer paid ¥30,000 more than the sheet asks: 应退 ¥30,000
    await fixCoffee(105_000_000)
    const lines = [{ kind: 'overtime', description: '撤展加班 2 晚', amount: 2_000_000 }]
    let s = (await page({ projectGuid: COFFEE })).list[0] as Settlement
    s = await ok<Settlement>(save({ guid: s.guid, version: s.version, projectGuid: COFFEE, lines }))
    expect(s).toMatchObject({ received: 105_000_000, balance: -3_000_000 })
    // finance refunds the ¥30,000 through 退款审核 (paid); a draft refund counts for nothing
    const refund = (guid: string, sourceType: string, amount: number, state: number) => ({
      guid,
      refundNumber: `TK-T-${guid}`,
      sourceType,
      sourceGuid: '',
      projectGuid: COFFEE,
      payee: '测试',
      amount,
      state,
      createdAt: 0,
      updatedAt: 0,
    })
    await t.db
      .insertInto('refundRequest')
      .values([
        refund('rf-test-over', 'overpayment', 3_000_000, 4),
        refund('rf-test-draft', 'overpayment', 9_000_000, 0),
      ])
      .execute()
    s = await ok<Settlement>(save({ guid: s.guid, version: s.version, projectGuid: COFFEE, lines }))
    expect(s).toMatchObject({ received: 102_000_000, balance: 0 })
    // the deposit (¥50,000) approved to go back is not offset again: owed ¥20,000, none offset
    await fixCoffee(80_000_000)
    const seededDeposit = await t.db
      .selectFrom('refundRequest')
      .select(['guid', 'state'])
      .where('projectGuid', '=', COFFEE)
      .where('sourceType', '=', 'deposit')
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('refundRequest')
      .set({ state: 3 })
      .where('guid', '=', seededDeposit.guid)
      .execute()
    const basis = await ok<SettlementBasis>(
      callAs(t.app, E.basis, as('wangfang'), { projectGuid: COFFEE }),
    )
    expect(basis).toMatchObject({ received: 77_000_000, deposit: 0 })
    s = await ok<Settlement>(save({ guid: s.guid, version: s.version, projectGuid: COFFEE, lines }))
    expect(s).toMatchObject({ deposit: 0, depositOffset: 0, balance: 25_000_000 })
    // as the seed left them, for the tests after this one
    await t.db.deleteFrom('refundRequest').where('guid', 'like', 'rf-test-%').execute()
    await t.db
      .updateTable('refundRequest')
      .set({ state: seededDeposit.state })
      .where('guid', '=', seededDeposit.guid)
      .execute()
  })

  it('moves through its states, refusing what a state does not allow, and settles the project', async () => {
    await fixCoffee(80_000_000)
    let s = (await page({ projectGuid: COFFEE })).list[0] as Settlement
    s = await ok<Settlement>(
      save({
        guid: s.guid,
        version: s.version,
        projectGuid: COFFEE,
        lines: [{ kind: 'overtime', description: '撤展加班', amount: 3_000_000 }],
      }),
    )
    expect(s.balance).toBe(100_000_000 + 3_000_000 - 80_000_000 - 5_000_000)
    // a draft is neither confirmed nor settled
    expect(await msg(act(s, 'confirm', '', 'zhaomin'))).toBe('当前状态为「草稿」，不能客户确认')
    expect(await msg(act(s, 'settle', '', 'zhaomin'))).toBe('当前状态为「草稿」，不能结清')
    s = await ok<Settlement>(act(s, 'submit'))
    expect(s.state).toBe(1)
    expect(await msg(act(s, 'submit'))).toBe('当前状态为「待客户确认」，不能提交客户确认')
    expect(await msg(save({ guid: s.guid, version: s.version, projectGuid: COFFEE }))).toBe(
      '当前状态为「待客户确认」，不能修改',
    )
    expect(await msg(callAs(t.app, E.settlement.delete, as('wangfang'), { guids: [s.guid] }))).toBe(
      '当前状态为「待客户确认」，不能删除',
    )
    // 客户确认 and 结清 are the finance manager's
    expect((await act(s, 'confirm')).statusCode).toBe(403)
    // the customer disputes it: back to a draft with the reason
    const noReason = await act(s, 'return')
    expect(noReason.statusCode).toBe(400)
    s = await ok<Settlement>(act(s, 'return', '客户对加班时长有异议'))
    expect(s).toMatchObject({ state: 0, returnReason: '客户对加班时长有异议' })
    s = await ok<Settlement>(act(s, 'submit'))
    // a stale version is refused
    expect((await act({ ...s, version: s.version - 1 }, 'confirm', '', 'zhaomin')).statusCode).toBe(
      409,
    )
    s = await ok<Settlement>(act(s, 'confirm', '', 'zhaomin'))
    expect(s.state).toBe(2)
    // the confirmed extra entered the income ledger as 加班, tax included, once
    const income = await t.db
      .selectFrom('incomeRecord')
      .select(['type', 'total', 'amountExclTax', 'tax'])
      .where('sourceGuid', 'like', `${s.guid}:%`)
      .execute()
    expect(
      income.map((i) => [i.type, Number(i.total), Number(i.amountExclTax) + Number(i.tax)]),
    ).toEqual([['加班', 3_000_000, 3_000_000]])
    expect(s.confirmedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await msg(act(s, 'return', '晚了'))).toBe('当前状态为「已确认」，不能退回修改')
    expect((await act(s, 'settle')).statusCode).toBe(403)
    // the customer paid part on the instalments since: the rest is the final payment
    await fixCoffee(90_000_000)
    const open = 100_000_000 + 3_000_000 - 90_000_000 - 5_000_000
    s = await ok<Settlement>(act(s, 'settle', '银行流水 20261215001', 'zhaomin'))
    expect(s).toMatchObject({
      state: 3,
      balance: 0,
      finalPayment: open,
      received: 90_000_000 + open,
    })
    expect(formulaHolds(s)).toBe(true)
    expect(await msg(act(s, 'settle', '', 'zhaomin'))).toBe('当前状态为「已结清」，不能结清')
    // the project is 已结算 now, in the same transaction, with its history row
    const project = await t.db
      .selectFrom('project')
      .select('status')
      .where('guid', '=', COFFEE)
      .executeTakeFirstOrThrow()
    expect(project.status).toBe(6)
    expect((await history('project', COFFEE)).at(-1)).toMatchObject({
      action: 'settle',
      fromState: 'done',
      toState: 'settled',
    })
    expect((await history('settlement', s.guid)).map((h) => h.action)).toEqual([
      'create',
      'submit',
      'return',
      'submit',
      'confirm',
      'settle',
    ])
  })

  it('settles only a project that is over, and deletes no sheet past its draft', async () => {
    let robot = (await page({ projectGuid: ROBOT })).list[0] as Settlement
    robot = await ok<Settlement>(act(robot, 'confirm', '', 'zhaomin'))
    const refused = await act(robot, 'settle', '', 'zhaomin')
    expect(refused.statusCode).toBe(409)
    expect(refused.json<Fields>().msg).toContain('须已完成才能结清')
    // nothing of the refused step was kept
    const after = (await page({ projectGuid: ROBOT })).list[0]
    expect(after).toMatchObject({ state: 2, version: robot.version, finalPayment: 0 })
    // a sheet past its draft stays
    const settled = (await page({ state: 3 })).list[0]
    expect(
      await msg(
        callAs(t.app, E.settlement.delete, as('wangfang'), { guids: [settled?.guid ?? ''] }),
      ),
    ).toBe('当前状态为「已结清」，不能删除')
  })

  it('asks each call for its permission and exports the filtered list', async () => {
    expect((await callAs(t.app, E.settlement.page, as('zhangwei'), { page: 1 })).statusCode).toBe(
      403,
    )
    expect((await callAs(t.app, E.settlement.page, '', { page: 1 })).statusCode).toBe(401)
    expect((await callAs(t.app, E.projects, as('zhangwei'), {})).statusCode).toBe(403)
    expect((await callAs(t.app, E.basis, as('zhangwei'), { projectGuid: COFFEE })).statusCode).toBe(
      403,
    )
    expect((await save({ projectGuid: COFFEE }, 'zhangwei')).statusCode).toBe(403)
    expect(
      (await callAs(t.app, E.act, as('zhangwei'), { guid: 'x', version: 0, action: 'submit' }))
        .statusCode,
    ).toBe(403)
    const sheet = await callAs(t.app, E.settlement.export, as('wangfang'), { state: 3 })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
    const history = await callAs(t.app, API.workflow.history, as('zhangwei'), {
      docType: 'settlement',
      docGuid: 'js-seed-1',
    })
    expect(history.statusCode).toBe(403)
  })
})
