import {
  API,
  type PageResult,
  type ProjectCancel,
  type ProjectCancelRow,
  type ProjectBooking,
  type Project,
  REFUND_STATES,
} from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { PROJECT_STATES } from './project-workflow.ts'

const E = API.projects
const W = API.workflow
const DAY = 86_400_000
type Fields = { msg: string; data: { fields: Record<string, string> } }
type Request = { guid: string; version: number; status: string } | null

describe.each(DIALECTS)('project cancellations on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'zhangwei', 'zhaomin', 'huangjun', 'lina'])
      tokens[name] = await tokenFor(t.db, name)
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)
  const page = async (name: string, query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, E.cancel.page, as(name), { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<ProjectCancelRow> }>().data
  }
  const save = (name: string, body: Record<string, unknown>) =>
    callAs(t.app, E.cancel.addOrUpdate, as(name), {
      reasonCategory: 'customer',
      reason: '客户资金链紧张，本届停办',
      noticeDate: day(0),
      penalty: 2_000_000,
      received: 5_000_000,
      ...body,
    })
  const detail = async (guid: string, name = 'zhangwei') =>
    (await callAs(t.app, E.cancel.detail, as(name), { guid })).json<{ data: ProjectCancel }>().data
  const request = async (guid: string, name: string) =>
    (await callAs(t.app, W.request, as(name), { docType: 'project_cancel', docGuid: guid })).json<{
      data: Request
    }>().data
  const act = async (name: string, guid: string, action: string, comment = '') => {
    const r = await request(guid, name)
    return callAs(t.app, W.act, as(name), {
      guid: r?.guid,
      version: r?.version,
      action,
      comment,
    })
  }
  const project = async (guid: string) =>
    (await callAs(t.app, E.project.detail, as('admin'), { guid })).json<{ data: Project }>().data

  it('lists the seeded requests: the pet show approved with its refund, one waiting for 财务经理', async () => {
    const all = await page('zhangwei')
    const pet = all.list.find((c) => c.projectGuid === 'prj-pet-expo')
    expect(pet).toMatchObject({
      state: 2,
      penalty: 2_000_000,
      received: 10_500_000,
      refund: 8_500_000,
      refundStatus: REFUND_STATES.pending,
      customerName: '华南国际展览集团有限公司',
      applicantName: '张伟',
    })
    const waiting = all.list.find((c) => c.projectGuid === 'prj-tengyuan-conf')
    expect(waiting?.state).toBe(1)
    expect(waiting?.daysBefore).toBe(47)
    // 赵敏 (财务经理) finds it in 待我审核; 黄俊 not yet
    const mine = async (name: string) =>
      (await callAs(t.app, W.mine, as(name))).json<{ data: { docGuid: string }[] }>().data
    expect((await mine('zhaomin')).map((r) => r.docGuid)).toContain(waiting?.guid)
    expect((await mine('huangjun')).map((r) => r.docGuid)).not.toContain(waiting?.guid)
    expect((await page('zhangwei', { state: 1 })).list.every((c) => c.state === 1)).toBe(true)
    expect((await page('zhangwei', { keyword: '宠物' })).list.map((c) => c.guid)).toEqual([
      pet?.guid,
    ])
  })

  it('refuses projects that are not signed or in progress, a second open request and others’ projects', async () => {
    const lead = await save('zhangwei', { projectGuid: 'prj-optics-expo' })
    expect(lead.statusCode).toBe(409)
    expect(lead.json<{ msg: string }>().msg).toBe(
      '项目「2027国际光电博览会」当前为「意向」，只有已签约或进行中的项目可以申请取消'.replace(
        '2027',
        String(new Date(Date.now() + 173 * DAY).getFullYear()),
      ),
    )
    const twice = await save('zhangwei', { projectGuid: 'prj-tengyuan-conf' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json<{ msg: string }>().msg).toMatch(/已有未完成的取消申请（QX-\d{4}-0002）/)
    const missing = await save('zhangwei', { projectGuid: 'no-such-project' })
    expect(missing.json<Fields>().data.fields.projectGuid).toBe('项目不存在或不在您的数据权限内')
    // the picker offers only what can be cancelled
    const options = (await callAs(t.app, E.cancellable, as('zhangwei'), {}))
      .json<{ data: { guid: string }[] }>()
      .data.map((p) => p.guid)
    expect(options).toContain('prj-tea-expo')
    expect(options).toContain('prj-robot-expo')
    expect(options).not.toContain('prj-tengyuan-conf')
    expect(options).not.toContain('prj-optics-expo')
  })

  it('approved by both nodes: the project is cancelled, its dates freed, its refund recorded', async () => {
    const created = await save('zhangwei', {
      projectGuid: 'prj-tea-expo',
      noticeDate: day(-2),
      penalty: 6_000_000,
      received: 5_000_000,
    })
    expect(created.statusCode, created.body).toBe(200)
    let c = created.json<{ data: ProjectCancel }>().data
    expect(c.cancelNumber).toMatch(/^QX-\d{4}-\d{4}$/)
    expect(c).toMatchObject({ state: 0, refund: 0, daysBefore: 10 })
    // a draft is edited at its version; the refund follows the amounts
    const edited = await save('zhangwei', {
      guid: c.guid,
      version: c.version,
      projectGuid: 'prj-tea-expo',
      noticeDate: day(-2),
      penalty: 3_000_000,
      received: 5_000_000,
    })
    c = edited.json<{ data: ProjectCancel }>().data
    expect(c.refund).toBe(2_000_000)
    // only a holder of submit submits; then it is no longer editable
    const byFinance = await callAs(t.app, E.cancelSubmit, as('zhaomin'), {
      guid: c.guid,
      version: c.version,
    })
    expect(byFinance.statusCode).toBe(403)
    const submitted = await callAs(t.app, E.cancelSubmit, as('zhangwei'), {
      guid: c.guid,
      version: c.version,
    })
    expect(submitted.statusCode, submitted.body).toBe(200)
    c = submitted.json<{ data: ProjectCancel }>().data
    expect(c.state).toBe(1)
    const late = await save('zhangwei', {
      guid: c.guid,
      version: c.version,
      projectGuid: 'prj-tea-expo',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json<{ msg: string }>().msg).toBe('当前状态为「审核中」，不能修改')
    const del = await callAs(t.app, E.cancel.delete, as('admin'), { guids: [c.guid] })
    expect(del.json<{ msg: string }>().msg).toBe('当前状态为「审核中」，不能删除')
    // 财务经理, then 分管领导
    expect((await act('huangjun', c.guid, 'approve')).statusCode).toBe(403)
    expect((await act('zhaomin', c.guid, 'approve')).statusCode).toBe(200)
    expect((await project('prj-tea-expo')).status).toBe(PROJECT_STATES.signed)
    expect((await act('huangjun', c.guid, 'approve')).statusCode).toBe(200)
    expect(await detail(c.guid)).toMatchObject({ state: 2, refundStatus: REFUND_STATES.pending })
    const p = await project('prj-tea-expo')
    expect(p.status).toBe(PROJECT_STATES.cancelled)
    expect(p.actions).toEqual([])
    const blocks = (
      await callAs(t.app, E.bookings, as('admin'), { projectGuid: 'prj-tea-expo' })
    ).json<{ data: ProjectBooking[] }>().data
    expect(blocks.length).toBeGreaterThan(0)
    expect(blocks.every((b) => b.status === 3)).toBe(true)
    const history = (
      await callAs(t.app, W.history, as('zhangwei'), {
        docType: 'project',
        docGuid: 'prj-tea-expo',
      })
    ).json<{ data: { action: string; toState: string; userName: string }[] }>().data
    expect(history.at(-1)).toMatchObject({
      action: 'cancel',
      toState: 'cancelled',
      userName: '黄俊',
    })
  })

  it('a rejection and a withdrawal bring the draft back; a draft can be deleted', async () => {
    const created = await save('zhangwei', {
      projectGuid: 'prj-anime-expo',
      received: 0,
      penalty: 0,
    })
    let c = created.json<{ data: ProjectCancel }>().data
    const submit = async () => {
      const res = await callAs(t.app, E.cancelSubmit, as('zhangwei'), {
        guid: c.guid,
        version: c.version,
      })
      expect(res.statusCode, res.body).toBe(200)
      c = res.json<{ data: ProjectCancel }>().data
    }
    await submit()
    expect((await act('zhaomin', c.guid, 'reject')).statusCode).toBe(400)
    expect((await act('zhaomin', c.guid, 'reject', '违约金未按合同计算')).statusCode).toBe(200)
    c = await detail(c.guid)
    expect(c.state).toBe(0)
    await submit()
    expect((await act('zhangwei', c.guid, 'withdraw')).statusCode).toBe(200)
    c = await detail(c.guid)
    expect(c.state).toBe(0)
    expect((await project('prj-anime-expo')).status).toBe(PROJECT_STATES.signed)
    const del = await callAs(t.app, E.cancel.delete, as('admin'), { guids: [c.guid] })
    expect(del.statusCode, del.body).toBe(200)
    expect(
      (await callAs(t.app, E.cancel.detail, as('zhangwei'), { guid: c.guid })).statusCode,
    ).toBe(404)
  })

  it('asks each call for its permission and exports the filtered list', async () => {
    expect((await callAs(t.app, E.cancel.page, as('lina'), { page: 1 })).statusCode).toBe(403)
    expect((await save('zhaomin', { projectGuid: 'prj-digital-forum' })).statusCode).toBe(403)
    expect((await callAs(t.app, E.cancel.page, '', { page: 1 })).statusCode).toBe(401)
    const sheet = await callAs(t.app, E.cancel.export, as('zhaomin'), { keyword: '宠物' })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toContain('spreadsheetml')
  })
})
