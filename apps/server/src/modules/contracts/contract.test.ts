import {
  API,
  type Contract,
  type ContractFill,
  type ContractRow,
  type PageResult,
  type Project,
  type ProjectBooking,
  amountInWords,
  taxOf,
} from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { PNG_1X1, multipartFile } from '../../../test/security/fixtures.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { PROJECT_STATES } from '#server/modules/projects/project-workflow.ts'
import { dueDateOf, fillPlaceholders, planOf } from './contract-plan.ts'

const E = API.contracts
const W = API.workflow
type Fields = { msg: string; data: { fields: Record<string, string> } }
type Request = { guid: string; version: number; status: string; nodes: string[] } | null
const STANDARD = [
  { type: '首付款' as const, ratio: 30, anchor: '签约后' as const, offsetDays: 7 },
  { type: '进度款' as const, ratio: 60, anchor: '进馆前' as const, offsetDays: 30 },
  { type: '尾款' as const, ratio: 10, anchor: '撤馆后' as const, offsetDays: 15 },
]

describe('a contract’s payment plan and text', () => {
  it('splits the total by ratio with the remainder on the last instalment', () => {
    const days = { sign: '2026-03-01', loadIn: '2026-05-01', loadOut: '2026-05-10' }
    const plan = planOf(1_000_001, STANDARD, days)
    expect(plan.map((i) => i.amount)).toEqual([300_000, 600_000, 100_001])
    expect(plan.reduce((s, i) => s + i.amount, 0)).toBe(1_000_001)
    expect(plan.map((i) => i.offsetText)).toEqual(['签约后7日内', '进馆前30日', '撤馆后15日'])
    expect(plan.map((i) => i.dueDate)).toEqual(['2026-03-08', '2026-04-01', '2026-05-25'])
    // thirds of 100 fen: 33 + 33 + 34
    const thirds = [33.33, 33.33, 33.34].map((ratio) => ({ ...STANDARD[0]!, ratio }))
    expect(planOf(100, thirds, days).map((i) => i.amount)).toEqual([33, 33, 34])
    expect(dueDateOf('进馆前30日', { ...days, loadIn: null })).toBeNull()
    expect(dueDateOf('另行约定', days)).toBeNull()
  })

  it('fills every placeholder, escaping the values and writing the total in words', () => {
    const text = fillPlaceholders(
      '<p>{客户名称}·{项目名称}</p><p>{场地明细}</p><p>{合同金额大写}</p>',
      {
        customerName: 'A&B <展览>',
        projectTitle: '茶博会',
        siteLines: ['1号馆 2026-05-01', '2号馆 2026-05-02'],
        total: 100_100,
      },
    )
    expect(text).toBe(
      '<p>A&amp;B &lt;展览&gt;·茶博会</p><p>1号馆 2026-05-01<br>2号馆 2026-05-02</p><p>壹仟零壹元整</p>',
    )
  })
})

describe.each(DIALECTS)('contracts on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  const templates: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of [
      'admin',
      'zhangwei',
      'zhaomin',
      'zhouting',
      'huangjun',
      'chenguodong',
      'lina',
    ])
      tokens[name] = await tokenFor(t.db, name)
    for (const table of ['contractTemplate', 'paymentPlanTemplate'] as const)
      for (const r of await t.db.selectFrom(table).select(['guid', 'name']).execute())
        templates[r.name] = r.guid
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const data = <T>(res: { json: <X>() => X }) => res.json<{ data: T }>().data
  const page = async (name: string, query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, E.contract.page, as(name), { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return data<PageResult<ContractRow>>(res)
  }
  const detail = async (guid: string, name = 'zhangwei') =>
    data<Contract>(await callAs(t.app, E.contract.detail, as(name), { guid }))
  const fill = async (projectGuid: string, name = 'zhangwei') => {
    const res = await callAs(t.app, E.fill, as(name), {
      projectGuid,
      templateGuid: templates['展览场地租赁合同'],
      planTemplateGuid: templates['标准三期付款'],
    })
    expect(res.statusCode, res.body).toBe(200)
    return data<ContractFill>(res)
  }
  /** A save of a draft filled from the template for `projectGuid`, changed by `body`. */
  const save = async (
    projectGuid: string,
    body: Record<string, unknown> = {},
    name = 'zhangwei',
  ) => {
    const f = await fill(projectGuid)
    // an amount of its own gets the standard plan over its total
    const sized =
      typeof body.amountExclTax === 'number' && !body.instalments
        ? {
            instalments: planOf(
              taxOf([{ amountExclTax: body.amountExclTax, taxRate: f.taxRate }]).total,
              STANDARD,
              { sign: '2026-01-01', loadIn: null, loadOut: null },
            ),
          }
        : {}
    return callAs(t.app, E.contract.addOrUpdate, as(name), {
      type: f.type,
      projectGuid,
      templateGuid: templates['展览场地租赁合同'],
      planTemplateGuid: templates['标准三期付款'],
      title: f.title,
      content: f.content,
      amountExclTax: f.amountExclTax,
      taxRate: f.taxRate,
      discount: f.discount,
      deposit: 5_000_000,
      instalments: f.instalments,
      ...sized,
      ...body,
    })
  }
  const request = async (guid: string, name: string) =>
    data<Request>(await callAs(t.app, W.request, as(name), { docType: 'contract', docGuid: guid }))
  const act = async (name: string, guid: string, action: string, comment = '') => {
    const r = await request(guid, name)
    return callAs(t.app, W.act, as(name), { guid: r?.guid, version: r?.version, action, comment })
  }
  const submit = (c: Contract, name = 'zhangwei') =>
    callAs(t.app, E.submit, as(name), { guid: c.guid, version: c.version })
  const project = async (guid: string) =>
    data<Project>(await callAs(t.app, API.projects.project.detail, as('admin'), { guid }))
  const uploadScan = async () => {
    const file = multipartFile(PNG_1X1, { fileName: '合同扫描件.png', contentType: 'image/png' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/xgz/common/uploadDocument',
      payload: file.payload,
      headers: { ...file.headers, 'access-token': as('admin') },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ fileName: string }>().fileName
  }

  it('lists the seeded contracts: signed ones with their 30/60/10 plans, the medical expo’s at 财务审核', async () => {
    const all = await page('admin')
    expect(all.count).toBeGreaterThanOrEqual(8)
    for (const c of all.list) {
      expect(c.contractNumber).toMatch(/^HT-\d{4}-\d{4}$/)
      expect(c.total).toBeGreaterThanOrEqual(30_000_000)
      expect(c.total).toBeLessThanOrEqual(600_000_000)
      expect(c.total).toBe(c.amountExclTax + c.tax)
    }
    const tea = all.list.find((c) => c.projectGuid === 'prj-tea-expo')
    expect(tea?.state).toBe(3)
    const plan = (await detail(tea?.guid ?? '', 'admin')).instalments
    expect(plan.map((i) => i.ratio)).toEqual([30, 60, 10])
    expect(plan.reduce((s, i) => s + i.amount, 0)).toBe(tea?.total)
    expect((await project('prj-tea-expo')).contractAmount).toBe(tea?.total)
    const medical = all.list.find((c) => c.projectGuid === 'prj-medical-expo')
    expect(medical?.state).toBe(1)
    const mine = async (name: string) =>
      data<{ docGuid: string }[]>(await callAs(t.app, W.mine, as(name))).map((r) => r.docGuid)
    expect(await mine('zhaomin')).toContain(medical?.guid)
    expect(await mine('zhouting')).not.toContain(medical?.guid)
    // ¥4.58 m: the general manager's node too
    expect(medical?.total).toBeGreaterThanOrEqual(300_000_000)
    expect((await request(medical?.guid ?? '', 'admin'))?.nodes).toEqual([
      '财务审核',
      '法务审核',
      '分管领导',
      '总经理',
    ])
    expect((await page('admin', { state: 1 })).list.every((c) => c.state === 1)).toBe(true)
    expect((await page('admin', { keyword: '医疗' })).list.map((c) => c.guid)).toEqual([
      medical?.guid,
    ])
  })

  it('fills a template from the project: its customer, bookings, amounts in words and plan', async () => {
    const f = await fill('prj-nev-expo')
    expect(f.content).not.toMatch(/\{[^}]*\}/)
    expect(f.content).toContain(f.customerName)
    expect(f.content).toContain('新能源')
    expect(f.content).toContain(amountInWords(f.total))
    expect(f.content).toMatch(/号馆|厅/)
    expect(f.total).toBeGreaterThan(0)
    expect(f.tax).toBe(taxOf([{ amountExclTax: f.amountExclTax, taxRate: f.taxRate }]).tax)
    expect(f.totalInWords).toBe(amountInWords(f.total))
    expect(f.instalments.map((i) => i.offsetText)).toEqual([
      '签约后7日内',
      '进馆前30日',
      '撤馆后15日',
    ])
    expect(f.instalments.reduce((s, i) => s + i.amount, 0)).toBe(f.total)
    const missing = await callAs(t.app, E.fill, as('zhangwei'), {
      projectGuid: 'prj-nev-expo',
      templateGuid: 'no-such-template',
    })
    expect(missing.json<Fields>().data.fields.templateGuid).toBe('合同模板不存在或已停用')
  })

  it('refuses a plan that does not add up to the total, bad input and a second contract', async () => {
    const f = await fill('prj-nev-expo')
    const [a, b, c] = f.instalments
    const off = await save('prj-nev-expo', {
      instalments: [a, b, { ...c, amount: (c?.amount ?? 0) + 1 }],
    })
    expect(off.statusCode).toBe(400)
    expect(off.json<Fields>().data.fields.instalments).toMatch(
      /^付款计划合计 ¥[\d.]+，与合同总额 ¥[\d.]+ 不符$/,
    )
    expect((await save('prj-nev-expo', { taxRate: 6.555 })).statusCode).toBe(400)
    expect((await save('prj-nev-expo', { title: '' })).statusCode).toBe(400)
    expect((await save('prj-nev-expo', { instalments: [] })).statusCode).toBe(400)
    const orphan = await save('prj-nev-expo', { type: '补充协议' })
    expect(orphan.json<Fields>().data.fields.parentGuid).toBe('补充协议须选择原合同')
    const lead = await save('prj-optics-expo')
    expect(lead.statusCode).toBe(409)
    expect(lead.json<Fields>().msg).toMatch(/当前为「意向」，不能签订合同/)
    const signed = await save('prj-tea-expo')
    expect(signed.statusCode).toBe(409)
    const created = await save('prj-job-fair')
    expect(created.statusCode, created.body).toBe(200)
    const twice = await save('prj-job-fair')
    expect(twice.statusCode).toBe(409)
    expect(twice.json<Fields>().msg).toMatch(/已有合同（HT-\d{4}-\d{4}）/)
    // its text is stored sanitised
    const c1 = data<Contract>(created)
    const edited = await save('prj-job-fair', {
      guid: c1.guid,
      version: c1.version,
      content: '<p>条款</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(data<Contract>(edited).content).not.toMatch(/script|onerror/)
    // 张伟 may not delete; an administrator deletes a draft
    expect(
      (await callAs(t.app, E.contract.delete, as('zhangwei'), { guids: [c1.guid] })).statusCode,
    ).toBe(403)
    expect(
      (await callAs(t.app, E.contract.delete, as('admin'), { guids: [c1.guid] })).statusCode,
    ).toBe(200)
  })

  it('goes through its chain, is signed: the project 已签约 and its bookings 已确认', async () => {
    // under ¥3,000,000: three nodes
    const created = await save('prj-nev-expo', { amountExclTax: 200_000_000 })
    expect(created.statusCode, created.body).toBe(200)
    let c = data<Contract>(created)
    expect(c).toMatchObject({ state: 0, deposit: 5_000_000 })
    expect(c.total).toBe(c.amountExclTax + c.tax)
    expect(c.instalments.reduce((s, i) => s + i.amount, 0)).toBe(c.total)
    expect((await submit(c, 'zhaomin')).statusCode).toBe(403)
    const sent = await submit(c)
    expect(sent.statusCode, sent.body).toBe(200)
    c = data<Contract>(sent)
    expect(c.state).toBe(1)
    // submitting moved the held project to 待签约 (its blocks pending)
    expect((await project('prj-nev-expo')).status).toBe(PROJECT_STATES.pending)
    const late = await save('prj-nev-expo', {
      guid: c.guid,
      version: c.version,
      amountExclTax: 200_000_000,
    })
    expect(late.statusCode).toBe(409)
    expect(late.json<Fields>().msg).toBe('当前状态为「审核中」，不能修改')
    const del = await callAs(t.app, E.contract.delete, as('admin'), { guids: [c.guid] })
    expect(del.json<Fields>().msg).toBe('当前状态为「审核中」，不能删除')
    const early = await callAs(t.app, E.sign, as('admin'), {
      guid: c.guid,
      version: c.version,
      scanUrl: await uploadScan(),
      scanName: '合同扫描件.png',
    })
    expect(early.statusCode).toBe(409)
    expect(early.json<Fields>().msg).toBe('当前状态为「审核中」，不能签订')
    // 财务审核 → 法务审核 → 分管领导, each in turn
    expect((await act('huangjun', c.guid, 'approve')).statusCode).toBe(403)
    expect((await act('zhaomin', c.guid, 'approve')).statusCode).toBe(200)
    expect((await act('zhouting', c.guid, 'approve')).statusCode).toBe(200)
    expect((await detail(c.guid)).state).toBe(1)
    expect((await act('huangjun', c.guid, 'approve')).statusCode).toBe(200)
    c = await detail(c.guid)
    expect(c.state).toBe(2)
    // signing needs the permission, a stored scan, the version seen
    const sign = (name: string, body: Record<string, unknown>) =>
      callAs(t.app, E.sign, as(name), { guid: c.guid, version: c.version, ...body })
    const scanUrl = await uploadScan()
    expect((await sign('zhouting', { scanUrl, scanName: 'x.png' })).statusCode).toBe(403)
    const notStored = await sign('admin', {
      scanUrl: `/files/${'a'.repeat(64)}.pdf`,
      scanName: 'x.pdf',
    })
    expect(notStored.json<Fields>().data.fields.scanUrl).toBe('请先上传签字盖章的合同扫描件')
    expect(
      (await sign('admin', { scanUrl: 'http://evil.example/x.exe', scanName: 'x' })).statusCode,
    ).toBe(400)
    // the sales manager who drafted it uploads the signed scan
    const signed = await sign('zhangwei', { scanUrl, scanName: '合同扫描件.png' })
    expect(signed.statusCode, signed.body).toBe(200)
    c = data<Contract>(signed)
    expect(c).toMatchObject({ state: 3, scanUrl, scanName: '合同扫描件.png' })
    expect(c.signedAt).not.toBeNull()
    const p = await project('prj-nev-expo')
    expect(p.status).toBe(PROJECT_STATES.signed)
    // its income entered the ledger with the signing, once
    const income = await t.db
      .selectFrom('incomeRecord')
      .select(['type', 'total', 'source'])
      .where('sourceGuid', '=', c.guid)
      .execute()
    expect(income.map((i) => ({ ...i, total: Number(i.total) }))).toEqual([
      { type: '场租', total: c.total, source: c.contractNumber },
    ])
    expect(p.contractAmount).toBe(c.total)
    const blocks = data<ProjectBooking[]>(
      await callAs(t.app, API.projects.bookings, as('admin'), { projectGuid: 'prj-nev-expo' }),
    )
    expect(blocks.length).toBeGreaterThan(0)
    expect(blocks.every((b) => b.status === 2)).toBe(true)
    const history = data<{ action: string; toState: string }[]>(
      await callAs(t.app, W.history, as('admin'), { docType: 'project', docGuid: 'prj-nev-expo' }),
    )
    expect(history.slice(-2).map((h) => h.action)).toEqual(['toContract', 'sign'])
    // then 履行中 → 已完成; signing twice or finishing early names the state
    const again = await sign('admin', { scanUrl, scanName: 'x.png' })
    expect(again.json<Fields>().msg).toBe('当前状态为「已签订」，不能签订')
    const move = (action: string, comment = '') =>
      callAs(t.app, E.act, as('admin'), { guid: c.guid, version: c.version, action, comment })
    expect((await move('complete')).json<Fields>().msg).toBe('当前状态为「已签订」，不能完成')
    expect((await move('terminate')).statusCode).toBe(400)
    const performing = await move('perform')
    expect(performing.statusCode, performing.body).toBe(200)
    c = data<Contract>(performing)
    expect(c.state).toBe(4)
    c = data<Contract>(await move('complete'))
    expect(c.state).toBe(5)
    const trail = data<{ action: string }[]>(
      await callAs(t.app, W.history, as('admin'), { docType: 'contract', docGuid: c.guid }),
    ).map((h) => h.action)
    expect(trail).toEqual([
      'approval.submit',
      'approval.approve',
      'approval.approve',
      'approval.approve',
      'sign',
      'perform',
      'complete',
    ])
  })

  it('a rejection and a withdrawal bring the draft back', async () => {
    let c = data<Contract>(await save('prj-job-fair'))
    const send = async () => {
      const res = await submit(c)
      expect(res.statusCode, res.body).toBe(200)
      c = data<Contract>(res)
    }
    await send()
    expect((await act('zhaomin', c.guid, 'reject')).statusCode).toBe(400)
    expect((await act('zhaomin', c.guid, 'reject', '付款比例需调整')).statusCode).toBe(200)
    c = await detail(c.guid)
    expect(c.state).toBe(0)
    await send()
    expect((await act('zhangwei', c.guid, 'withdraw')).statusCode).toBe(200)
    c = await detail(c.guid)
    expect(c.state).toBe(0)
    expect(
      (await callAs(t.app, E.contract.delete, as('admin'), { guids: [c.guid] })).statusCode,
    ).toBe(200)
  })

  it('adds 总经理 (chenguodong) to the chain from ¥3,000,000', async () => {
    // below the threshold the chain keeps its three nodes
    let c = data<Contract>(await save('prj-job-fair', { amountExclTax: 100_000_000 }))
    c = data<Contract>(await submit(c))
    expect((await request(c.guid, 'admin'))?.nodes).toHaveLength(3)
    expect((await act('zhangwei', c.guid, 'withdraw')).statusCode).toBe(200)
    c = await detail(c.guid)
    // from ¥3,000,000 on, 总经理 comes last
    const f = await fill('prj-job-fair')
    const big = 400_000_000
    const { tax, total } = taxOf([{ amountExclTax: big, taxRate: f.taxRate }])
    const plan = planOf(total, STANDARD, { sign: '2026-01-01', loadIn: null, loadOut: null })
    const saved = await save('prj-job-fair', {
      guid: c.guid,
      version: c.version,
      amountExclTax: big,
      instalments: plan,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    c = data<Contract>(saved)
    expect(c.tax).toBe(tax)
    c = data<Contract>(await submit(c))
    expect((await request(c.guid, 'admin'))?.nodes).toEqual([
      '财务审核',
      '法务审核',
      '分管领导',
      '总经理',
    ])
    for (const name of ['zhaomin', 'zhouting', 'huangjun']) {
      const res = await act(name, c.guid, 'approve')
      expect(res.statusCode, res.body).toBe(200)
    }
    // still 审核中 at the fourth node; only the general manager may pass it
    expect((await detail(c.guid)).state).toBe(1)
    expect((await act('huangjun', c.guid, 'approve')).statusCode).toBe(403)
    expect((await act('chenguodong', c.guid, 'approve')).statusCode).toBe(200)
    expect((await detail(c.guid)).state).toBe(2)
  })

  it('gives a contract’s author the enabled templates without the template pages', async () => {
    const res = await callAs(t.app, E.templates, as('zhangwei'), {})
    expect(res.statusCode, res.body).toBe(200)
    const options = data<{ texts: { name: string }[]; plans: { name: string }[] }>(res)
    expect(options.texts.map((o) => o.name)).toContain('展览场地租赁合同')
    expect(options.plans.map((o) => o.name)).toContain('标准三期付款')
    // 张伟 holds no template page
    expect(
      (await callAs(t.app, API.templates.contract.page, as('zhangwei'), { page: 1 })).statusCode,
    ).toBe(403)
    expect((await callAs(t.app, E.templates, as('lina'), {})).statusCode).toBe(403)
  })

  it('asks each call for its permission and exports the filtered list', async () => {
    expect((await callAs(t.app, E.contract.page, as('lina'), { page: 1 })).statusCode).toBe(403)
    expect((await save('prj-nev-expo-2', {}, 'zhaomin')).statusCode).toBe(403)
    expect(
      (
        await callAs(t.app, E.fill, as('zhaomin'), {
          projectGuid: 'prj-nev-expo-2',
          templateGuid: templates['展览场地租赁合同'],
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await callAs(t.app, E.act, as('zhouting'), { guid: 'x', version: 0, action: 'perform' }))
        .statusCode,
    ).toBe(403)
    expect((await callAs(t.app, E.contract.page, '', { page: 1 })).statusCode).toBe(401)
    const sheet = await callAs(t.app, E.contract.export, as('zhaomin'), { keyword: '医疗' })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
  })
})
