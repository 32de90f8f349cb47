import {
  API,
  type AuditRecordPage,
  type AuditRecordRow,
  type Contract,
  type ContractFill,
  auditDurationText,
} from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { translate } from '#server/i18n/messages.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'

const E = API.contracts
const W = API.workflow
const DAY = 86_400_000
type Request = { guid: string; version: number } | null

describe('a node’s duration', () => {
  it('reads as its two largest units, translated', () => {
    const text = (ms: number) => {
      const d = auditDurationText(ms)
      return translate('zh', d.key, d.params)
    }
    expect(text(DAY + 3 * 3_600_000 + 59_000)).toBe('1天3小时')
    expect(text(2 * DAY)).toBe('2天')
    expect(text(2 * 3_600_000 + 5 * 60_000)).toBe('2小时5分钟')
    expect(text(3_600_000)).toBe('1小时')
    expect(text(12 * 60_000 + 30_000)).toBe('12分钟')
    expect(text(59_999)).toBe('不到1分钟')
    const d = auditDurationText(DAY + 3 * 3_600_000)
    expect(translate('en', d.key, d.params)).toBe('1 d 3 h')
    expect(translate('ja', d.key, d.params)).toBe('1日3時間')
  })
})

describe.each(DIALECTS)('contract audit records on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  const templates: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'zhangwei', 'zhaomin', 'zhouting', 'huangjun'])
      tokens[name] = await tokenFor(t.db, name)
    for (const table of ['contractTemplate', 'paymentPlanTemplate'] as const)
      for (const r of await t.db.selectFrom(table).select(['guid', 'name']).execute())
        templates[r.name] = r.guid
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const data = <T>(res: { json: <X>() => X }) => res.json<{ data: T }>().data
  const records = async (query: Record<string, unknown> = {}, name = 'admin') => {
    const res = await callAs(t.app, E.auditRecords.page, as(name), {
      page: 1,
      pageSize: 200,
      ...query,
    })
    expect(res.statusCode, res.body).toBe(200)
    return data<AuditRecordPage>(res)
  }
  const ofContract = (list: AuditRecordRow[], number: string) =>
    list.filter((r) => r.contractNumber === number).sort((a, b) => a.id - b.id)

  it('lists the seeded actions: the medical expo’s submission waiting, the signed ones’ approvals with their durations', async () => {
    const all = await records()
    expect(all.count).toBe(all.list.length)
    // newest first
    const times = all.list.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const medical = all.list.filter((r) => r.contractTitle.includes('医疗'))
    expect(medical).toHaveLength(1)
    expect(medical[0]).toMatchObject({
      result: 'submit',
      node: '',
      nextNode: '财务审核',
      approverName: '张伟',
      duration: null,
    })
    const numbers = [...new Set(all.list.map((r) => r.contractNumber))]
    expect(numbers.length).toBeGreaterThanOrEqual(9)
    for (const number of numbers.filter((n) => n !== medical[0]?.contractNumber)) {
      const [submit, ...approvals] = ofContract(all.list, number)
      expect(submit?.result).toBe('submit')
      expect(approvals.length === 3 || approvals.length === 4).toBe(true)
      expect(approvals.every((r) => r.result === 'approve')).toBe(true)
      expect(approvals.map((r) => r.node)).toEqual(
        ['财务审核', '法务审核', '分管领导', '总经理'].slice(0, approvals.length),
      )
      expect(approvals.map((r) => r.approverName).slice(0, 3)).toEqual(['赵敏', '周婷', '黄俊'])
      // each node took the day between the actions
      expect(approvals.every((r) => r.duration === DAY)).toBe(true)
      expect(approvals.at(-1)?.nextNode).toBe('')
      // a contract of ¥3,000,000 or more went to 总经理 too
      expect(approvals.length).toBe((submit?.total ?? 0) >= 300_000_000 ? 4 : 3)
    }
  })

  it('filters by result, keyword, approver and dates', async () => {
    const all = await records()
    const approved = await records({ result: 'approve' })
    expect(approved.count).toBeGreaterThan(0)
    expect(approved.list.every((r) => r.result === 'approve')).toBe(true)
    expect((await records({ result: 'reject' })).list.every((r) => r.result === 'reject')).toBe(
      true,
    )
    const medical = await records({ keyword: '医疗' })
    expect(medical.list.map((r) => r.result)).toEqual(['submit'])
    const number = all.list[0]?.contractNumber ?? ''
    const one = await records({ keyword: number.toLowerCase() })
    expect(one.count).toBeGreaterThan(0)
    expect(one.list.every((r) => r.contractNumber === number)).toBe(true)
    const byZhou = await records({ approver: '周' })
    expect(byZhou.count).toBeGreaterThan(0)
    expect(byZhou.list.every((r) => r.approverName === '周婷')).toBe(true)
    // one day of the venue: the medical submission's
    const at = medical.list[0]?.createdAt ?? 0
    const day = dayText(at) ?? ''
    const onDay = await records({ dateFrom: day, dateTo: day })
    expect(onDay.list.map((r) => r.id)).toContain(medical.list[0]?.id)
    expect(onDay.list.every((r) => dayText(r.createdAt) === day)).toBe(true)
    expect((await records({ dateFrom: dayText(at + 2 * DAY) })).count).toBe(0)
    expect((await records({ dateTo: dayText(at - 1000 * DAY) })).count).toBe(0)
    const bad = await callAs(t.app, E.auditRecords.page, as('admin'), { dateFrom: 'yesterday' })
    expect(bad.statusCode).toBe(400)
  })

  it('shows a rejection with its comment, a transfer and the approval after it', async () => {
    const f = data<ContractFill>(
      await callAs(t.app, E.fill, as('zhangwei'), {
        projectGuid: 'prj-nev-expo',
        templateGuid: templates['展览场地租赁合同'],
        planTemplateGuid: templates['标准三期付款'],
      }),
    )
    const saved = await callAs(t.app, E.contract.addOrUpdate, as('zhangwei'), {
      type: f.type,
      projectGuid: 'prj-nev-expo',
      templateGuid: templates['展览场地租赁合同'],
      planTemplateGuid: templates['标准三期付款'],
      title: f.title,
      content: f.content,
      amountExclTax: f.amountExclTax,
      taxRate: f.taxRate,
      discount: f.discount,
      deposit: 0,
      instalments: f.instalments,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    let c = data<Contract>(saved)
    const submit = async () => {
      const res = await callAs(t.app, E.submit, as('zhangwei'), {
        guid: c.guid,
        version: c.version,
      })
      expect(res.statusCode, res.body).toBe(200)
      c = data<Contract>(res)
    }
    const act = async (name: string, action: string, body: Record<string, unknown> = {}) => {
      const r = data<Request>(
        await callAs(t.app, W.request, as(name), { docType: 'contract', docGuid: c.guid }),
      )
      const res = await callAs(t.app, W.act, as(name), {
        guid: r?.guid,
        version: r?.version,
        action,
        ...body,
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    await submit()
    await act('zhaomin', 'reject', { comment: '付款比例需调整' })
    const rejected = await records({ keyword: c.contractNumber, result: 'reject' })
    expect(rejected.list).toHaveLength(1)
    expect(rejected.list[0]).toMatchObject({
      node: '财务审核',
      nextNode: '',
      approverName: '赵敏',
      comment: '付款比例需调整',
      contractGuid: c.guid,
      total: c.total,
    })
    expect(rejected.list[0]?.duration).toBeGreaterThanOrEqual(0)

    // submitted again, 赵敏 hands 财务审核 to 周婷, who approves it
    c = data<Contract>(await callAs(t.app, E.contract.detail, as('zhangwei'), { guid: c.guid }))
    await submit()
    const zhouting = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('userName', '=', 'zhouting')
      .executeTakeFirstOrThrow()
    await act('zhaomin', 'transfer', { toUserId: zhouting.id, comment: '请周婷代审' })
    await act('zhouting', 'approve', { comment: '同意' })
    const trail = ofContract((await records({ contractGuid: c.guid })).list, c.contractNumber)
    expect(trail.map((r) => [r.result, r.node, r.approverName])).toEqual([
      ['submit', '', '张伟'],
      ['reject', '财务审核', '赵敏'],
      ['submit', '', '张伟'],
      ['transfer', '财务审核', '赵敏'],
      ['approve', '财务审核', '周婷'],
    ])
    expect(trail.map((r) => r.duration === null)).toEqual([true, false, true, false, false])
    // each node's time runs from the action before it on the same contract
    for (const [i, r] of trail.entries())
      if (r.duration !== null) expect(r.duration).toBe(r.createdAt - (trail[i - 1]?.createdAt ?? 0))
    expect(trail[4]?.nextNode).toBe('法务审核')
    expect((await records({ approver: '赵敏', contractGuid: c.guid })).count).toBe(2)
  })

  it('is for those with the permission, and exports the filtered sheet', async () => {
    expect((await callAs(t.app, E.auditRecords.page, as('zhangwei'), { page: 1 })).statusCode).toBe(
      403,
    )
    expect((await callAs(t.app, E.auditRecords.export, as('zhangwei'), {})).statusCode).toBe(403)
    // the legal auditor sees them all; the leader reads but does not export
    expect((await records({}, 'zhouting')).count).toBe((await records()).count)
    expect((await records({}, 'huangjun')).count).toBeGreaterThan(0)
    expect((await callAs(t.app, E.auditRecords.export, as('huangjun'), {})).statusCode).toBe(403)

    const res = await callAs(t.app, E.auditRecords.export, as('zhaomin'), { result: 'approve' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    const header = (ws?.getRow(1).values ?? []) as unknown[]
    expect(header).toContain('合同编号')
    expect(header).toContain('节点耗时')
    const column = (name: string) => (ws?.getColumn(header.indexOf(name)).values ?? []).slice(2)
    const results = column('审核结果')
    expect(results.length).toBe((await records({ result: 'approve' }, 'zhaomin')).count)
    expect(new Set(results)).toEqual(new Set(['通过']))
    expect(column('节点耗时')).toContain('1天')
  })
})
