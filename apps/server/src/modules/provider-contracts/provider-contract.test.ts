import {
  API,
  PERMISSIONS,
  type PageResult,
  type ProviderContract,
  type ProviderContractSheet,
  type ProviderSettlement,
  shareAmountOf,
} from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkResource, userWith } from '../../../test/resource-check.ts'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { USERS, seedSecurityFixture } from '../../../test/security/fixtures.ts'
import { providerContracts } from './provider-contract.resource.ts'

const E = API.providerContracts
const P = PERMISSIONS.providerContract
const S = PERMISSIONS.providerSettlement

/** A 餐饮 concession at 15% of its revenue, settled monthly. */
const CONCESSION = {
  providerName: '星港餐饮管理有限公司',
  providerKind: '餐饮',
  direction: '收入类',
  billing: 'share',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  shareRatio: 15,
  performanceBond: 5_000_000,
  settlementCycle: '月结',
  contactName: '王经理',
  contactPhone: '13900001111',
}
/** An outsourced cleaning contract at a fixed ¥360,000 a year, settled quarterly. */
const CLEANING = {
  providerName: '洁净物业服务有限公司',
  providerKind: '保洁',
  direction: '支出类',
  billing: 'fixed',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  amount: 36_000_000,
  settlementCycle: '季结',
}

// the pattern's check (create, version, 404, permissions, export, log), then its own rules
checkResource(providerContracts, {
  create: CLEANING,
  change: { providerName: '洁净物业服务（深圳）有限公司', amount: 38_000_000 },
  filter: { keyword: '洁净', providerKind: '保洁', direction: '支出类', state: '0' },
})

describe('a revenue share', () => {
  it('is rounded half up to the fen once, in integers', () => {
    expect(shareAmountOf(1_234_567, 1500)).toBe(185_185)
    // 1 fen × 50% = 0.5 fen → 1 fen; 3 fen × 50% = 1.5 → 2
    expect(shareAmountOf(1, 5000)).toBe(1)
    expect(shareAmountOf(3, 5000)).toBe(2)
    expect(shareAmountOf(9_999_999_999, 10_000)).toBe(9_999_999_999)
    expect(shareAmountOf(0, 1500)).toBe(0)
  })
})

describe.each(DIALECTS)('provider contracts on %s', (dialect) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: seedSecurityFixture })
    admin = await tokenFor(t.db, USERS.admin)
  })
  afterAll(() => t?.close())

  type Res = { statusCode: number; body: string; json: <X>() => X }
  const ok = async <D>(res: Promise<Res>) => {
    const r = await res
    expect(r.statusCode, r.body).toBe(200)
    return r.json<{ data: D }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, E.contract.addOrUpdate, token, body)
  const act = (c: ProviderContract, action: string, comment = '', token = admin) =>
    callAs(t.app, E.act, token, { guid: c.guid, version: c.version, action, comment })
  const fieldOf = async (res: Promise<Res>) => {
    const r = await res
    expect(r.statusCode, r.body).toBe(400)
    return r.json<{ msg: string; data: { fields: Record<string, string> } }>()
  }
  const history = (guid: string) =>
    t.db
      .selectFrom('workflowHistory')
      .select(['action', 'fromState', 'toState', 'comment'])
      .where('docType', '=', 'provider_contract')
      .where('docGuid', '=', guid)
      .orderBy('id')
      .execute()
  /** A concession in force: saved, then approved. */
  const inForce = async (body: Record<string, unknown> = {}) => {
    const draft = await ok<ProviderContract>(save({ ...CONCESSION, ...body }))
    return ok<ProviderContract>(act(draft, 'approve'))
  }

  it('numbers a draft FW-<year>-NNNN and keeps a share in hundredths of a percent', async () => {
    const c = await ok<ProviderContract>(save({ ...CONCESSION, amount: 123 }))
    expect(c).toMatchObject({
      contractNumber: expect.stringMatching(/^FW-\d{4}-\d{4}$/),
      state: 0,
      shareRatio: 15,
      // a share keeps no amount
      amount: 0,
      settledTotal: 0,
      averageScore: null,
    })
    const row = await t.db
      .selectFrom('serviceProviderContract')
      .select('shareRatio')
      .where('guid', '=', c.guid)
      .executeTakeFirstOrThrow()
    expect(row.shareRatio).toBe(1500)
  })

  it('refuses a share outside 收入类, a term ending before it starts and bad input, with 400', async () => {
    const share = await fieldOf(save({ ...CONCESSION, direction: '支出类' }))
    expect(share.data.fields.billing).toBe('只有收入类合同可以按营业额分成')
    expect((await fieldOf(save({ ...CONCESSION, shareRatio: 0 }))).data.fields).toHaveProperty(
      'shareRatio',
    )
    const term = await fieldOf(save({ ...CONCESSION, endDate: '2025-12-31' }))
    expect(term.data.fields.endDate).toBe('开始日期不可大于结束日期')
    expect((await fieldOf(save({ ...CLEANING, amount: 0 }))).data.fields).toHaveProperty('amount')
    for (const bad of [
      { providerKind: '园艺' },
      { startDate: '2026-02-30x' },
      { shareRatio: 15.555 },
      { performanceBond: -1 },
      { providerName: '' },
    ])
      await fieldOf(save({ ...CONCESSION, ...bad }))
  })

  it('takes effect when audited, writing a history row; a state that does not allow an action is 409 naming it', async () => {
    const draft = await ok<ProviderContract>(save(CONCESSION))
    const live = await ok<ProviderContract>(act(draft, 'approve'))
    expect(live).toMatchObject({ state: 1, version: draft.version + 1 })
    expect(await history(draft.guid)).toEqual([
      { action: 'approve', fromState: 'draft', toState: 'performing', comment: '' },
    ])
    const again = await act(live, 'approve')
    expect(again.statusCode).toBe(409)
    expect(again.json<{ msg: string }>().msg).toBe('当前状态为「履行中」，不能审核生效')
    const edit = await save({ ...CONCESSION, guid: live.guid, version: live.version })
    expect(edit.statusCode).toBe(409)
    expect(edit.json<{ msg: string }>().msg).toContain('履行中')
    const del = await callAs(t.app, E.contract.delete, admin, { guids: [live.guid] })
    expect(del.statusCode).toBe(409)
    // a stale version is 409 too, and nothing moved
    expect((await act(draft, 'terminate', '服务质量不达标')).statusCode).toBe(409)
    expect(await history(draft.guid)).toHaveLength(1)
  })

  it('ends at its term (到期) only once the term is over, or early (终止) with a reason', async () => {
    const current = await inForce({ endDate: '2099-12-31' })
    const early = await act(current, 'expire')
    expect(early.statusCode).toBe(409)
    expect(early.json<{ msg: string }>().msg).toContain('2099-12-31')
    expect((await act(current, 'terminate')).statusCode).toBe(400)
    const ended = await ok<ProviderContract>(act(current, 'terminate', '经营不善，提前退场'))
    expect(ended.state).toBe(3)
    const past = await ok<ProviderContract>(save(CLEANING))
    const live = await ok<ProviderContract>(act(past, 'approve'))
    expect((await ok<ProviderContract>(act(live, 'expire'))).state).toBe(2)
    expect((await history(live.guid)).map((h) => h.toState)).toEqual(['performing', 'expired'])
  })

  it('computes a share’s settlement from the revenue on the server, once per period', async () => {
    const c = await inForce()
    const added = await ok<ProviderSettlement>(
      callAs(t.app, E.settlementAdd, admin, {
        contractGuid: c.guid,
        period: '2026-10',
        baseRevenue: 1_234_567,
        // what the caller says of the amount does not count for a share
        amount: 1,
      }),
    )
    expect(added).toMatchObject({ amount: 185_185, shareRatio: 15, state: 0, settledAt: null })
    const twice = await fieldOf(
      callAs(t.app, E.settlementAdd, admin, {
        contractGuid: c.guid,
        period: '2026-10',
        baseRevenue: 5,
      }),
    )
    expect(twice.data.fields.period).toBe('结算期间「2026-10」已有结算记录')
    const settled = await ok<ProviderSettlement>(
      callAs(t.app, E.settlementSettle, admin, { guid: added.guid, version: added.version }),
    )
    expect(settled).toMatchObject({ state: 1, settledAt: expect.any(Number) })
    const again = await callAs(t.app, E.settlementSettle, admin, {
      guid: added.guid,
      version: settled.version,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json<{ msg: string }>().msg).toBe('当前状态为「已结算」，不能确认结算')
    expect((await history(c.guid)).map((h) => [h.action, h.toState, h.comment])).toEqual([
      ['approve', 'performing', ''],
      ['addSettlement', 'pending', '2026-10 ¥1851.85'],
      ['settle', 'settled', '2026-10 ¥1851.85'],
    ])
    const page = await ok<PageResult<ProviderContract>>(
      callAs(t.app, E.contract.page, admin, { keyword: c.contractNumber }),
    )
    expect(page.list[0]).toMatchObject({ settledTotal: 185_185, pendingTotal: 0 })
  })

  it('settles a fixed contract by the amount entered, and nothing under a draft', async () => {
    const draft = await ok<ProviderContract>(save(CLEANING))
    const early = await callAs(t.app, E.settlementAdd, admin, {
      contractGuid: draft.guid,
      period: '2025 Q1',
      amount: 9_000_000,
    })
    expect(early.statusCode).toBe(409)
    expect(early.json<{ msg: string }>().msg).toBe('当前状态为「草稿」，不能新增结算')
    await ok(act(draft, 'approve'))
    const none = await fieldOf(
      callAs(t.app, E.settlementAdd, admin, { contractGuid: draft.guid, period: '2025 Q1' }),
    )
    expect(none.data.fields).toHaveProperty('amount')
    const fixed = await ok<ProviderSettlement>(
      callAs(t.app, E.settlementAdd, admin, {
        contractGuid: draft.guid,
        period: '2025 Q1',
        baseRevenue: 777,
        amount: 9_000_000,
      }),
    )
    expect(fixed).toMatchObject({ amount: 9_000_000, baseRevenue: 0, shareRatio: 0 })
    const gone = await callAs(t.app, E.settlementAdd, admin, {
      contractGuid: 'no-such-contract',
      period: 'x',
      amount: 1,
    })
    expect(gone.statusCode).toBe(404)
  })

  it('takes evaluations once in force, and shows the sheet of the detail page', async () => {
    const draft = await ok<ProviderContract>(save(CONCESSION))
    const body = { contractGuid: draft.guid, evalDate: '2026-10-31', score: 4, comment: '出餐及时' }
    expect((await callAs(t.app, E.evaluationAdd, admin, body)).statusCode).toBe(409)
    const live = await ok<ProviderContract>(act(draft, 'approve'))
    await ok(callAs(t.app, E.evaluationAdd, admin, body))
    await ok(callAs(t.app, E.evaluationAdd, admin, { ...body, evalDate: '2026-11-30', score: 5 }))
    for (const bad of [{ score: 6 }, { score: 0 }, { evalDate: '31/10/2026' }])
      await fieldOf(callAs(t.app, E.evaluationAdd, admin, { ...body, ...bad }))
    await ok(
      callAs(t.app, E.settlementAdd, admin, {
        contractGuid: live.guid,
        period: '2026-11',
        baseRevenue: 10_000_000,
      }),
    )
    const sheet = await ok<ProviderContractSheet>(
      callAs(t.app, E.sheet, admin, { guid: live.guid }),
    )
    expect(sheet.contract).toMatchObject({
      guid: live.guid,
      averageScore: 4.5,
      pendingTotal: 1_500_000,
    })
    expect(sheet.settlements.map((s) => s.amount)).toEqual([1_500_000])
    expect(sheet.evaluations.map((e) => [e.evalDate, e.score])).toEqual([
      ['2026-11-30', 5],
      ['2026-10-31', 4],
    ])
    expect((await callAs(t.app, E.sheet, admin, { guid: 'nope' })).statusCode).toBe(404)

    const res = await callAs(t.app, E.settlementExport, admin, { guid: live.guid })
    expect(res.statusCode, res.body).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(1).value).toBe('结算期间')
    expect(ws?.getRow(2).getCell(4).value).toBe(15_000)
  })

  it('asks each call for its own permission', async () => {
    const c = await inForce()
    const reader = await userWith(t.db, `reader-${dialect}`, [P.list, P.query, S.list])
    expect((await act(c, 'terminate', '原因', reader)).statusCode).toBe(403)
    expect((await callAs(t.app, E.sheet, reader, { guid: c.guid })).statusCode).toBe(200)
    const settle = { contractGuid: c.guid, period: '2026-12', baseRevenue: 100 }
    expect((await callAs(t.app, E.settlementAdd, reader, settle)).statusCode).toBe(403)
    const evaluation = { contractGuid: c.guid, evalDate: '2026-12-01', score: 3 }
    expect((await callAs(t.app, E.evaluationAdd, reader, evaluation)).statusCode).toBe(403)
    const lister = await userWith(t.db, `lister-${dialect}`, [P.list])
    expect((await callAs(t.app, E.sheet, lister, { guid: c.guid })).statusCode).toBe(403)
    expect((await callAs(t.app, E.settlementExport, lister, { guid: c.guid })).statusCode).toBe(403)
    const clerk = await userWith(t.db, `clerk-${dialect}`, [S.list, S.add, S.evaluate])
    await ok(callAs(t.app, E.settlementAdd, clerk, settle))
    await ok(callAs(t.app, E.evaluationAdd, clerk, evaluation))
    expect((await callAs(t.app, E.sheet, '', { guid: c.guid })).statusCode).toBe(401)
  })
})
