import { API, type DeclarationFile, type PageResult } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { PNG_1X1, multipartFile } from '../../../test/security/fixtures.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { dueDateOf } from './declaration-files.service.ts'

const E = API.declarationFiles
const W = API.workflow
type Answer<T> = { code: number; msg: string; data: T }

describe('a declaration item’s due date', () => {
  it('counts its days back from the opening day', () => {
    const opening = Date.parse('2026-03-10T00:00:00+08:00')
    expect(dueDateOf(opening, 30)).toBe('2026-02-08')
    expect(dueDateOf(opening, 0)).toBe('2026-03-10')
    expect(dueDateOf(opening, null)).toBeNull()
    expect(dueDateOf(null, 30)).toBeNull()
  })
})

describe.each(DIALECTS)('declaration files on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    for (const name of ['admin', 'zhangwei', 'liuyang', 'lina'])
      tokens[name] = await tokenFor(t.db, name)
  })
  afterAll(() => t.close())

  const as = (name: string) => tokens[name] ?? ''
  const page = async (query: Record<string, unknown>, name = 'admin') =>
    (await callAs(t.app, E.file.page, as(name), { page: 1, pageSize: 200, ...query })).json<
      Answer<PageResult<DeclarationFile>>
    >().data
  const itemOf = async (projectGuid: string, name: string) =>
    (await page({ projectGuid })).list.find((i) => i.name === name) as DeclarationFile
  const uploadPng = async (name = 'zhangwei') => {
    const file = multipartFile(PNG_1X1, { fileName: '回执.png', contentType: 'image/png' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/xgz/common/uploadDocument',
      payload: file.payload,
      headers: { ...file.headers, 'access-token': as(name) },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ fileName: string }>().fileName
  }

  it('lists the anime show’s checklist partly missing, its overdue items flagged', async () => {
    const items = (await page({ projectGuid: 'prj-anime-expo' })).list
    expect(items).toHaveLength(8)
    const by = new Map(items.map((i) => [i.name, i]))
    expect(by.get('主办单位资质登记表')).toMatchObject({ state: 2, overdue: false })
    expect(by.get('安全工作方案及应急预案')).toMatchObject({ state: 1 })
    expect(by.get('大型群众性活动安全许可申请表')?.state).toBe(3)
    expect(by.get('大型群众性活动安全许可申请表')?.returnReason).toMatch(/受理回执/)
    expect(by.get('办展批文/备案信息表')).toMatchObject({ state: 0, overdue: true })
    expect(by.get('展位平面图提交单')).toMatchObject({ state: 0, overdue: true })
    // a download only (no deadline) is no item
    expect(by.has('场地租赁报价单')).toBe(false)
    // due dates are the opening less each template's days
    const show = items[0]?.projectStartDate ?? ''
    const opening = Date.parse(`${show}T00:00:00+08:00`)
    expect(by.get('主办单位资质登记表')?.dueDate).toBe(dueDateOf(opening, 30))
    expect(by.get('消防报备登记表')?.dueDate).toBe(dueDateOf(opening, 15))

    // the list across projects: overdue ones, by state, by due date
    const overdue = (await page({ overdue: 1 })).list
    expect(overdue.length).toBeGreaterThanOrEqual(2)
    expect(overdue.every((i) => i.overdue)).toBe(true)
    expect(overdue.map((i) => i.projectGuid)).toContain('prj-anime-expo')
    const waiting = (await page({ state: 1 })).list
    expect(waiting.every((i) => i.state === 1)).toBe(true)
    const today = dayText(Date.now()) ?? ''
    const future = (await page({ dueFrom: Date.now() })).list
    expect(future.every((i) => (i.dueDate ?? '') >= today)).toBe(true)
    const byKeyword = (await page({ keyword: '星港国际动漫' })).list
    expect(new Set(byKeyword.map((i) => i.projectGuid))).toEqual(new Set(['prj-anime-expo']))
  })

  it('generates a project’s checklist once, due dates from its opening', async () => {
    // the job fair (预定) has none yet
    expect((await page({ projectGuid: 'prj-job-fair' })).count).toBe(0)
    const res = await callAs(t.app, E.generate, as('admin'), { projectGuid: 'prj-job-fair' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<Answer<unknown>>().data).toEqual({ added: 8, total: 8 })
    const again = await callAs(t.app, E.generate, as('admin'), { projectGuid: 'prj-job-fair' })
    expect(again.json<Answer<unknown>>().data).toEqual({ added: 0, total: 8 })
    const items = (await page({ projectGuid: 'prj-job-fair' })).list
    const opening = Date.parse(`${items[0]?.projectStartDate}T00:00:00+08:00`)
    expect(items.find((i) => i.name === '安全工作方案及应急预案')).toMatchObject({
      state: 0,
      required: 1,
      dueDate: dueDateOf(opening, 20),
    })
    // a lost project has no checklist to keep
    const lost = await callAs(t.app, E.generate, as('admin'), {
      projectGuid: 'prj-ecommerce-expo',
    })
    expect(lost.statusCode).toBe(409)
    expect(lost.json<Answer<null>>().msg).toMatch(/当前为「已流失」，不能生成申报清单/)
  })

  it('uploads an item, returns it with a reason, takes it again and passes it', async () => {
    const item = await itemOf('prj-anime-expo', '展位平面图提交单')
    const fileUrl = await uploadPng()
    const sent = await callAs(t.app, E.upload, as('zhangwei'), {
      guid: item.guid,
      version: item.version,
      fileUrl,
      fileName: '展位图.png',
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const submitted = sent.json<Answer<DeclarationFile>>().data
    expect(submitted).toMatchObject({
      state: 1,
      fileUrl,
      fileName: '展位图.png',
      submittedByName: '张伟',
    })
    // still overdue until it passes
    expect(submitted.overdue).toBe(true)

    // 退回 needs its reason (400 on the field); the salesman may not audit (403)
    const audit = (body: Record<string, unknown>, name = 'liuyang') =>
      callAs(t.app, E.audit, as(name), { guid: item.guid, ...body })
    const bare = await audit({ version: submitted.version, action: 'return', comment: ' ' })
    expect(bare.statusCode).toBe(400)
    expect(bare.json<Answer<{ fields: Record<string, string> }>>().data.fields.comment).toBe(
      '退回须填写说明',
    )
    expect(
      (await audit({ version: submitted.version, action: 'approve' }, 'zhangwei')).statusCode,
    ).toBe(403)
    const back = await audit({
      version: submitted.version,
      action: 'return',
      comment: '未标注消防通道宽度',
    })
    expect(back.statusCode, back.body).toBe(200)
    const returned = back.json<Answer<DeclarationFile>>().data
    expect(returned).toMatchObject({
      state: 3,
      returnReason: '未标注消防通道宽度',
      auditedByName: '刘洋',
    })
    // a returned item is not passed: 通过 is refused naming its state
    const early = await audit({ version: returned.version, action: 'approve' })
    expect(early.statusCode).toBe(409)
    expect(early.json<Answer<null>>().msg).toBe('当前状态为「退回」，不能通过')

    const again = await callAs(t.app, E.upload, as('zhangwei'), {
      guid: item.guid,
      version: returned.version,
      fileUrl,
      fileName: '展位图-修改.png',
    })
    const resubmitted = again.json<Answer<DeclarationFile>>().data
    expect(resubmitted).toMatchObject({ state: 1, returnReason: '' })
    const passed = (await audit({ version: resubmitted.version, action: 'approve' })).json<
      Answer<DeclarationFile>
    >().data
    expect(passed).toMatchObject({ state: 2, overdue: false })

    // a passed item takes no new file
    const late = await callAs(t.app, E.upload, as('zhangwei'), {
      guid: item.guid,
      version: passed.version,
      fileUrl,
      fileName: 'x.png',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json<Answer<null>>().msg).toBe('当前状态为「审核通过」，不能上传')
    // a stale version is a 409 too
    const stale = await audit({ version: submitted.version, action: 'approve' })
    expect(stale.statusCode).toBe(409)

    const history = (
      await callAs(t.app, W.history, as('admin'), {
        docType: 'declaration_file',
        docGuid: item.guid,
      })
    ).json<Answer<{ action: string }[]>>().data
    expect(history.map((h) => h.action)).toEqual(['upload', 'return', 'upload', 'approve'])
  })

  it('refuses bad input, a file never uploaded, and callers without the permission', async () => {
    const item = await itemOf('prj-anime-expo', '消防报备登记表')
    const notStored = await callAs(t.app, E.upload, as('zhangwei'), {
      guid: item.guid,
      version: item.version,
      fileUrl: `/files/${'a'.repeat(64)}.pdf`,
      fileName: '消防.pdf',
    })
    expect(notStored.statusCode).toBe(400)
    const badUrl = await callAs(t.app, E.upload, as('zhangwei'), {
      guid: item.guid,
      version: item.version,
      fileUrl: 'http://evil.example/x.exe',
      fileName: 'x.exe',
    })
    expect(badUrl.statusCode).toBe(400)
    expect((await callAs(t.app, E.file.page, as('admin'), { state: 9 })).statusCode).toBe(400)
    const badAction = await callAs(t.app, E.audit, as('admin'), {
      guid: item.guid,
      version: item.version,
      action: 'burn',
    })
    expect(badAction.statusCode).toBe(400)
    // 李娜 (客服) has no declaration files at all
    expect((await callAs(t.app, E.file.page, as('lina'), { page: 1 })).statusCode).toBe(403)
    expect(
      (await callAs(t.app, E.generate, as('lina'), { projectGuid: 'prj-anime-expo' })).statusCode,
    ).toBe(403)
    // 张伟 uploads but neither audits nor deletes
    expect(
      (await callAs(t.app, E.file.delete, as('zhangwei'), { guids: [item.guid] })).statusCode,
    ).toBe(403)
  })

  it('deletes an item not passed, keeps a passed one, and exports the filtered list', async () => {
    const passed = await itemOf('prj-anime-expo', '主办单位资质登记表')
    const kept = await callAs(t.app, E.file.delete, as('admin'), { guids: [passed.guid] })
    expect(kept.statusCode).toBe(409)
    expect(kept.json<Answer<null>>().msg).toBe('当前状态为「审核通过」，不能删除')
    const extra = await callAs(t.app, E.file.addOrUpdate, as('liuyang'), {
      projectGuid: 'prj-anime-expo',
      name: 'Cosplay 舞台搭建方案',
      required: 0,
      dueDate: '2030-01-01',
    })
    expect(extra.statusCode, extra.body).toBe(200)
    const added = extra.json<Answer<DeclarationFile>>().data
    expect(added).toMatchObject({ state: 0, required: 0, templateGuid: null })
    const gone = await callAs(t.app, E.file.delete, as('admin'), { guids: [added.guid] })
    expect(gone.statusCode).toBe(200)

    const sheet = await callAs(t.app, E.file.export, as('admin'), { overdue: 1 })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toMatch(/spreadsheetml/)
  })
})
