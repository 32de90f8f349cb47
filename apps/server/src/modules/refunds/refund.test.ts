import { API, REFUND_STATES, type PageResult, type Refund, type RefundRow } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

const E = API.refunds
const W = API.workflow
const S = REFUND_STATES
type Answer = { msg: string; data: { fields: Record<string, string> } }
type Request = { guid: string; version: number; status: string; nodes: string[] } | null

const DEPOSIT = {
  sourceType: 'deposit',
  projectGuid: 'prj-coffee-expo',
  payee: '深圳市鹏展会展服务有限公司',
  payeeBank: '平安银行深圳分行',
  payeeAccount: '1500 0012 3456 78',
  amount: 2_000_000,
  reason: '展会结束，退还场地押金',
}

describe.each(DIALECTS)('refunds on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'wangfang', 'zhaomin', 'huangjun', 'zhangwei', 'lina'])
      tokens[name] = await tokenFor(t.db, name)
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const data = <T>(res: { json: <X>() => X }) => res.json<{ data: T }>().data
  const page = async (query: Record<string, unknown> = {}, name = 'wangfang') => {
    const res = await callAs(t.app, E.refund.page, as(name), { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return data<PageResult<RefundRow>>(res)
  }
  const detail = async (guid: string, name = 'wangfang') =>
    data<Refund>(await callAs(t.app, E.refund.detail, as(name), { guid }))
  const save = (body: Record<string, unknown>, name = 'wangfang') =>
    callAs(t.app, E.refund.addOrUpdate, as(name), body)
  const add = async (body: Record<string, unknown> = {}) => {
    const res = await save({ ...DEPOSIT, ...body })
    expect(res.statusCode, res.body).toBe(200)
    return data<Refund>(res)
  }
  const submit = (r: Refund, name = 'wangfang') =>
    callAs(t.app, E.submit, as(name), { guid: r.guid, version: r.version })
  const pay = (r: Refund, body: Record<string, unknown>, name = 'wangfang') =>
    callAs(t.app, E.pay, as(name), { guid: r.guid, version: r.version, ...body })
  const request = async (guid: string, name: string) =>
    data<Request>(await callAs(t.app, W.request, as(name), { docType: 'refund', docGuid: guid }))
  const act = async (name: string, guid: string, action: string, comment = '') => {
    const r = await request(guid, name)
    return callAs(t.app, W.act, as(name), { guid: r?.guid, version: r?.version, action, comment })
  }
  const history = async (guid: string) =>
    data<{ action: string; fromState: string | null; toState: string | null }[]>(
      await callAs(t.app, W.history, as('wangfang'), { docType: 'refund', docGuid: guid }),
    )
  const msg = (res: { json: <X>() => X }) => res.json<Answer>().msg

  it('lists the seeded refunds: the pet show’s cancellation, one at 财务经理, one approved, one paid', async () => {
    const all = await page()
    const by = (state: number) => all.list.filter((r) => r.state === state)
    expect(by(S.pending)).toHaveLength(1)
    expect(by(S.pending)[0]).toMatchObject({
      sourceType: 'project_cancel',
      projectGuid: 'prj-pet-expo',
      amount: 8_500_000,
      payeeAccount: '',
    })
    expect(by(S.pending)[0]?.sourceNumber).toMatch(/^QX-\d{4}-0001$/)
    expect(by(S.auditing)).toHaveLength(1)
    expect(by(S.approved)).toHaveLength(1)
    expect(by(S.paid)[0]?.paidSerial).not.toBe('')
    expect(all.list.every((r) => /^TK-\d{4}-\d{4}$/.test(r.refundNumber))).toBe(true)
    // 赵敏 (财务经理) finds the deposit in 待我审核
    const mine = data<{ docType: string; docGuid: string }[]>(
      await callAs(t.app, W.mine, as('zhaomin')),
    )
    expect(mine.filter((m) => m.docType === 'refund').map((m) => m.docGuid)).toEqual([
      by(S.auditing)[0]?.guid,
    ])
    // the filters
    expect((await page({ sourceType: 'overpayment' })).list.map((r) => r.state)).toEqual([
      S.approved,
    ])
    expect((await page({ keyword: '宠物' })).list).toHaveLength(1)
  })

  it('goes through 财务经理 then 分管领导 and is paid with a bank serial', async () => {
    let r = await add()
    expect(r).toMatchObject({ state: S.draft, sourceType: 'deposit', handlerName: '王芳' })
    expect(r.projectTitle).toContain('咖啡与新茶饮展')
    // paying a draft: 409 naming the state
    const early = await pay(r, { paidSerial: 'X1', paidDate: '2026-01-05' })
    expect(early.statusCode).toBe(409)
    expect(msg(early)).toBe('当前状态为「待提交」，不能退款')
    expect((await submit(r, 'huangjun')).statusCode).toBe(403)
    const sent = await submit(r)
    expect(sent.statusCode, sent.body).toBe(200)
    r = data<Refund>(sent)
    expect(r.state).toBe(S.auditing)
    expect((await request(r.guid, 'wangfang'))?.nodes).toEqual(['财务经理', '分管领导'])
    const late = await save({ ...DEPOSIT, guid: r.guid, version: r.version, amount: 1 })
    expect(late.statusCode).toBe(409)
    expect(msg(late)).toBe('当前状态为「审核中」，不能修改')
    const del = await callAs(t.app, E.refund.delete, as('wangfang'), { guids: [r.guid] })
    expect(msg(del)).toBe('当前状态为「审核中」，不能删除')
    expect(msg(await submit(r))).toBe('当前状态为「审核中」，不能提交审核')
    // each node in turn
    expect((await act('huangjun', r.guid, 'approve')).statusCode).toBe(403)
    expect((await act('zhaomin', r.guid, 'approve')).statusCode).toBe(200)
    expect((await detail(r.guid)).state).toBe(S.auditing)
    expect((await act('huangjun', r.guid, 'approve')).statusCode).toBe(200)
    r = await detail(r.guid)
    expect(r.state).toBe(S.approved)
    // paying needs refund:pay, a serial and a day, the version seen
    expect(
      (await pay(r, { paidSerial: 'B1', paidDate: '2026-01-05' }, 'huangjun')).statusCode,
    ).toBe(403)
    const blank = await pay(r, { paidSerial: ' ', paidDate: '2026-01-05' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json<Answer>().data.fields).toHaveProperty('paidSerial')
    expect((await pay(r, { paidSerial: 'B1', paidDate: '2026-13-40' })).statusCode).toBe(400)
    expect(
      (await pay({ ...r, version: r.version - 1 }, { paidSerial: 'B1', paidDate: '2026-01-05' }))
        .statusCode,
    ).toBe(409)
    const paid = await pay(r, { paidSerial: '20260105000123', paidDate: '2026-01-05' })
    expect(paid.statusCode, paid.body).toBe(200)
    r = data<Refund>(paid)
    expect(r).toMatchObject({
      state: S.paid,
      paidSerial: '20260105000123',
      paidDate: '2026-01-05',
      paidByName: '王芳',
    })
    const again = await pay(r, { paidSerial: 'B2', paidDate: '2026-01-06' })
    expect(msg(again)).toBe('当前状态为「已退款」，不能退款')
    expect((await history(r.guid)).map((h) => h.action)).toEqual([
      'approval.submit',
      'approval.approve',
      'approval.approve',
      'pay',
    ])
  })

  it('a rejection makes it 已驳回: edited and submitted again; a withdrawal 待提交', async () => {
    let r = await add({ sourceType: 'overpayment', projectGuid: null, amount: 66_600 })
    expect(r.projectGuid).toBeNull()
    r = data<Refund>(await submit(r))
    expect((await act('zhaomin', r.guid, 'reject')).statusCode).toBe(400)
    expect((await act('zhaomin', r.guid, 'reject', '账号与付款记录不符')).statusCode).toBe(200)
    r = await detail(r.guid)
    expect(r.state).toBe(S.rejected)
    expect(msg(await pay(r, { paidSerial: 'B1', paidDate: '2026-01-05' }))).toBe(
      '当前状态为「已驳回」，不能退款',
    )
    const fixed = await save({
      ...DEPOSIT,
      sourceType: 'overpayment',
      projectGuid: null,
      guid: r.guid,
      version: r.version,
      amount: 66_600,
      payeeAccount: '1500 0012 3456 79',
    })
    expect(fixed.statusCode, fixed.body).toBe(200)
    r = data<Refund>(fixed)
    r = data<Refund>(await submit(r))
    expect(r.state).toBe(S.auditing)
    // its submitter withdraws it while no node has acted: 待提交, then it may go
    expect((await act('wangfang', r.guid, 'withdraw')).statusCode).toBe(200)
    r = await detail(r.guid)
    expect(r.state).toBe(S.draft)
    expect(
      (await callAs(t.app, E.refund.delete, as('wangfang'), { guids: [r.guid] })).statusCode,
    ).toBe(200)
    expect(
      (await callAs(t.app, E.refund.detail, as('wangfang'), { guid: r.guid })).statusCode,
    ).toBe(404)
  })

  it('a cancellation’s refund arrives 待审核; finance adds the account and submits it', async () => {
    // the conference's cancellation, approved by its chain, records its refund
    for (const name of ['zhaomin', 'huangjun']) {
      const r = data<Request>(
        await callAs(t.app, W.request, as(name), {
          docType: 'project_cancel',
          docGuid: 'qx-seed-2',
        }),
      )
      const res = await callAs(t.app, W.act, as(name), {
        guid: r?.guid,
        version: r?.version,
        action: 'approve',
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const [arrived] = (await page({ keyword: '腾远' })).list
    expect(arrived).toMatchObject({
      state: S.pending,
      sourceType: 'project_cancel',
      projectGuid: 'prj-tengyuan-conf',
      amount: 5_000_000,
      payeeBank: '',
    })
    let r = await detail(arrived?.guid ?? '')
    expect(r.sourceNumber).toMatch(/^QX-\d{4}-0002$/)
    expect((await history(r.guid)).map((h) => [h.action, h.toState])).toEqual([
      ['arrive', 'pending'],
    ])
    // no account yet: refused on the field
    const bare = await submit(r)
    expect(bare.statusCode).toBe(400)
    expect(bare.json<Answer>().data.fields).toHaveProperty('payeeBank')
    const body = {
      guid: r.guid,
      version: r.version,
      sourceType: 'project_cancel',
      projectGuid: r.projectGuid,
      payee: r.payee,
      payeeBank: '中国建设银行深圳科技园支行',
      payeeAccount: '4425 0100 0024 0000 1234',
      amount: r.amount,
      reason: r.reason,
    }
    const moved = await save({ ...body, amount: r.amount - 1 })
    expect(moved.json<Answer>().data.fields).toHaveProperty('amount')
    expect((await save({ ...body, sourceType: 'deposit' })).statusCode).toBe(400)
    const del = await callAs(t.app, E.refund.delete, as('wangfang'), { guids: [r.guid] })
    expect(del.statusCode).toBe(409)
    const done = await save(body)
    expect(done.statusCode, done.body).toBe(200)
    r = data<Refund>(done)
    r = data<Refund>(await submit(r))
    expect(r.state).toBe(S.auditing)
    // the cancellation's list shows its refund's state
    const cancel = await callAs(t.app, API.projects.cancel.detail, as('zhangwei'), {
      guid: 'qx-seed-2',
    })
    expect(data<{ refundStatus: number }>(cancel).refundStatus).toBe(S.auditing)
  })

  it('asks each call for its permission and exports the filtered list', async () => {
    expect((await callAs(t.app, E.refund.page, as('lina'), { page: 1 })).statusCode).toBe(403)
    expect((await callAs(t.app, E.refund.page, '', { page: 1 })).statusCode).toBe(401)
    expect((await save(DEPOSIT, 'huangjun')).statusCode).toBe(403)
    // only a cancellation records a cancellation's refund
    const manual = await save({ ...DEPOSIT, sourceType: 'project_cancel' })
    expect(manual.json<Answer>().data.fields).toHaveProperty('sourceType')
    const badAccount = await save({ ...DEPOSIT, payeeAccount: 'abc' })
    expect(badAccount.json<Answer>().data.fields).toHaveProperty('payeeAccount')
    expect(
      (await callAs(t.app, E.pay, as('zhangwei'), { guid: 'x', version: 0, paidSerial: 'a' }))
        .statusCode,
    ).toBe(403)
    // 黄俊 reads and approves, and no more
    expect((await page({}, 'huangjun')).count).toBeGreaterThan(0)
    const sheet = await callAs(t.app, E.refund.export, as('wangfang'), { sourceType: 'deposit' })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
  })
})
