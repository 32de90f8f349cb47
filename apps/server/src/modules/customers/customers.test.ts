import {
  API,
  type Customer,
  type CustomerImportResult,
  type CustomerProject,
  type CustomerRow,
  type FollowUp,
  type PageResult,
  creditCodeCheckChar,
} from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkResource } from '../../../test/resource-check.ts'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { storeImage } from '#server/modules/files/files.service.ts'
import { customers } from './customer.resource.ts'

const code = (first17: string) => first17 + creditCodeCheckChar(first17)
const contacts = [{ name: '王经理', mobile: '13812345678', primary: true }]

checkResource(customers, {
  create: {
    name: '星港测试会展有限公司',
    creditCode: code('91440300MA5TXT101'),
    type: '主办单位',
    contacts,
  },
  change: { grade: 'A' },
  filter: { name: '测试会展' },
})

const C = API.customers
type Fields = { msg: string; data: { fields: Record<string, string> } }
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

describe.each(DIALECTS)('customers on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhangwei: string
  let wangfang: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
    zhangwei = await tokenFor(t.db, 'zhangwei')
    wangfang = await tokenFor(t.db, 'wangfang')
  })
  afterAll(() => t.close())

  const page = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, C.customer.page, token, { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<CustomerRow> }>().data
  }
  const save = (body: Record<string, unknown>, token = zhangwei) =>
    callAs(t.app, C.customer.addOrUpdate, token, body)
  const fresh = (n: number, more: Record<string, unknown> = {}) => ({
    name: `星港第${n}会展服务有限公司`,
    creditCode: code(`91440300MA5NEW${String(n).padStart(3, '0')}`),
    type: '企业',
    contacts,
    ...more,
  })

  it('lists the seeded customers with their owner, primary contact and project count', async () => {
    const all = await page(admin)
    expect(all.count).toBe(10)
    const tea = all.list.find((c) => c.name === '粤港澳茶文化促进会')
    expect(tea).toMatchObject({
      grade: 'A',
      ownerName: '张伟',
      deptName: '市场营销部',
      contactName: '梁国华',
      contactMobile: '13802267718',
    })
    expect(tea?.projectCount).toBeGreaterThan(0)
    expect((await page(admin, { grade: 'C' })).list.map((c) => c.name)).toEqual([
      '南方人才市场服务中心',
    ])
    expect((await page(admin, { type: '政府机关' })).count).toBe(2)
  })

  it('shows a sales manager only the customers of its department (data scope)', async () => {
    const mine = await page(zhangwei)
    expect(mine.list.every((c) => c.deptName === '市场营销部')).toBe(true)
    expect(mine.list.map((c) => c.name)).not.toContain('南方人才市场服务中心')
    const other = (await page(admin, { grade: 'C' })).list[0]
    const detail = await callAs(t.app, C.customer.detail, zhangwei, { guid: other?.guid })
    expect(detail.statusCode).toBe(404)
    const log = await callAs(t.app, C.followUps, zhangwei, { customerGuid: other?.guid })
    expect(log.statusCode).toBe(404)
    const files = await callAs(t.app, API.workflow.attachments, zhangwei, {
      docType: 'customer',
      docGuid: other?.guid,
    })
    expect(files.statusCode).toBe(404)
  })

  it('masks mobiles in the list and the sheet unless the caller may see them whole', async () => {
    const masked = (await page(zhangwei, { name: '茶文化' })).list[0]
    expect(masked?.contactMobile).toBe('138****7718')
    // the detail, where a contact is called from, has them whole
    const detail = await callAs(t.app, C.customer.detail, zhangwei, { guid: masked?.guid })
    expect(detail.json<{ data: Customer }>().data.contacts[0]?.mobile).toBe('13802267718')
    const sheet = async (token: string) => {
      const res = await callAs(t.app, C.customer.export, token, { name: '茶文化' })
      expect(res.statusCode).toBe(200)
      const wb = new ExcelJS.Workbook()
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
      const ws = wb.worksheets[0]
      const header = (ws?.getRow(1).values as string[]).indexOf('联系电话')
      return ws?.getRow(2).getCell(header).value
    }
    expect(await sheet(zhangwei)).toBe('138****7718')
    expect(await sheet(admin)).toBe('13802267718')
  })

  it('refuses a wrong credit code, and a second customer with a code or name already held', async () => {
    const bad = await save(fresh(1, { creditCode: '91440300MA5NEW0010' }))
    expect(bad.statusCode).toBe(400)
    expect(bad.json<Fields>().data.fields.creditCode).toBe(
      '请输入正确的统一社会信用代码（18位，末位为校验码）',
    )
    const tea = (await page(admin, { name: '茶文化' })).list[0]
    const sameCode = await save(fresh(2, { creditCode: tea?.creditCode.toLowerCase() }))
    expect(sameCode.statusCode).toBe(400)
    expect(sameCode.json<Fields>().data.fields.creditCode).toBe(
      '该统一社会信用代码已属于客户「粤港澳茶文化促进会」',
    )
    const sameName = await save(fresh(3, { name: '粤港澳茶文化促进会' }))
    expect(sameName.json<Fields>().data.fields.name).toBe(
      `客户「粤港澳茶文化促进会」已存在（${tea?.creditCode}）`,
    )
    expect((await page(admin)).count).toBe(10)
  })

  it('wants exactly one primary contact, and an owner the caller can see', async () => {
    const none = await save(fresh(4, { contacts: [{ name: '甲', primary: false }] }))
    expect(none.json<Fields>().data.fields.contacts).toBe('请指定一位主要联系人')
    const empty = await save(fresh(4, { contacts: [] }))
    expect(empty.json<Fields>().data.fields.contacts).toBe('请至少添加一位联系人')
    const liuyang = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('userName', '=', 'liuyang')
      .executeTakeFirstOrThrow()
    const outside = await save(fresh(4, { ownerId: liuyang.id }))
    expect(outside.json<Fields>().data.fields.ownerId).toBe('不能把客户交给您的数据范围以外的人员')
    // left empty, the owner is the caller, and the customer lands in the caller's department
    const res = await save(fresh(4))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: Customer }>().data).toMatchObject({
      ownerName: '张伟',
      deptName: '市场营销部',
      grade: 'C',
    })
  })

  it("answers a customer's projects, contracted total and latest event", async () => {
    const tea = (await page(admin, { name: '茶文化' })).list[0]
    const detail = (await callAs(t.app, C.customer.detail, zhangwei, { guid: tea?.guid })).json<{
      data: Customer
    }>().data
    const res = await callAs(t.app, C.projects, zhangwei, { customerGuid: tea?.guid })
    const projects = res.json<{ data: CustomerProject[] }>().data
    expect(projects.length).toBe(detail.projectCount)
    expect(detail.contractTotal).toBe(projects.reduce((sum, p) => sum + (p.contractAmount ?? 0), 0))
    expect(detail.contractTotal).toBeGreaterThan(0)
    expect(detail.lastEventTime).not.toBeNull()
  })

  it('keeps a follow-up log; refuses to delete a customer with projects', async () => {
    const tea = (await page(admin, { name: '茶文化' })).list[0]
    const add = await callAs(t.app, C.addFollowUp, zhangwei, {
      customerGuid: tea?.guid,
      method: '电话',
      content: '确认展位图',
      nextDate: '2027-01-05',
    })
    expect(add.statusCode, add.body).toBe(200)
    const log = (await callAs(t.app, C.followUps, zhangwei, { customerGuid: tea?.guid })).json<{
      data: FollowUp[]
    }>().data
    expect(log[0]).toMatchObject({
      content: '确认展位图',
      nextDate: '2027-01-05',
      userName: '张伟',
    })
    // 财务专员 reads customers but does not follow them up
    const refused = await callAs(t.app, C.addFollowUp, wangfang, {
      customerGuid: tea?.guid,
      method: '电话',
      content: 'x',
    })
    expect(refused.statusCode).toBe(403)
    const del = await callAs(t.app, C.customer.delete, admin, { guids: [tea?.guid] })
    expect(del.statusCode).toBe(409)
    expect(del.json<{ msg: string }>().msg).toBe('客户「粤港澳茶文化促进会」已有项目，不能删除')
  })

  it('carries documents, and deletes them with the customer', async () => {
    const res = await save(fresh(5))
    const created = res.json<{ data: Customer }>().data
    const url = await storeImage(t.db, PNG, 1)
    const attach = await callAs(t.app, API.workflow.attach, zhangwei, {
      docType: 'customer',
      docGuid: created.guid,
      fileName: url,
      originalName: '营业执照.png',
    })
    expect(attach.statusCode, attach.body).toBe(200)
    const list = await callAs(t.app, API.workflow.attachments, zhangwei, {
      docType: 'customer',
      docGuid: created.guid,
    })
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(1)
    expect(
      (await callAs(t.app, C.customer.delete, admin, { guids: [created.guid] })).statusCode,
    ).toBe(200)
    const left = await t.db
      .selectFrom('recordAttachment')
      .select('guid')
      .where('docGuid', '=', created.guid)
      .execute()
    expect(left).toEqual([])
  })

  it('imports a filled template all or nothing, with a report per row', async () => {
    const template = await callAs(t.app, C.importTemplate, zhangwei, {})
    expect(template.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.name).toBe('客户导入')
    expect(ws?.getRow(1).getCell(1).value).toBe('客户名称*')
    // the second sheet lists the values the columns take
    expect(wb.worksheets[1]?.getColumn(1).values).toContain('主办单位')
    const good = code('91440300MA5IMP001'.replace('I', 'J'))
    const row = (name: string, creditCode: string, type = '企业', owner = '') => [
      name,
      creditCode,
      type,
      'B 重点',
      '',
      '华南',
      '',
      owner,
      '钱经理',
      '经理',
      '13700001111',
    ]
    ws?.addRow(row('星港导入测试一有限公司', good))
    ws?.addRow(row('星港导入测试二有限公司', '91440300MA5IMP0029'))
    ws?.addRow(row('星港导入测试三有限公司', good, '外星人'))
    ws?.addRow(row('星港导入测试四有限公司', code('91440300MA5JMP004'), '企业', '刘洋'))
    const file = Buffer.from(await wb.xlsx.writeBuffer())
    const send = async (bytes: Buffer, query: Record<string, number>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/xgz${C.importData.path}`,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: {
          'access-token': zhangwei,
          'content-type': 'multipart/form-data; boundary=X',
        },
        payload: Buffer.concat([
          Buffer.from(
            '--X\r\nContent-Disposition: form-data; name="file"; filename="c.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n',
          ),
          bytes,
          Buffer.from('\r\n--X--\r\n'),
        ]),
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ data: CustomerImportResult }>().data
    }
    const report = await send(file, { dryRun: 1 })
    expect(report).toMatchObject({ written: false, total: 4, created: 1, failed: 3 })
    const errors = report.rows.map((r) => r.errors.map((e) => `${e.column}: ${e.message}`))
    expect(errors[1]).toContain(
      '统一社会信用代码: 请输入正确的统一社会信用代码（18位，末位为校验码）',
    )
    expect(errors[2]).toEqual(['客户类型: “外星人”不在可选值中', '统一社会信用代码: 与第 2 行重复'])
    expect(errors[3]).toEqual(['负责销售: 不能把客户交给您的数据范围以外的人员'])
    // nothing is written while a row fails, even without a dry run
    expect((await send(file, {})).written).toBe(false)
    expect((await page(admin, { name: '导入测试' })).count).toBe(0)

    for (const n of [5, 4, 3]) ws?.spliceRows(n, 1)
    const written = await send(Buffer.from(await wb.xlsx.writeBuffer()), {})
    expect(written).toMatchObject({ written: true, created: 1, failed: 0 })
    const imported = (await page(zhangwei, { name: '导入测试一' })).list[0]
    expect(imported).toMatchObject({ grade: 'B', ownerName: '张伟', contactName: '钱经理' })
    // the same file again names the stored customer; with updateSupport it updates it
    const again = await send(Buffer.from(await wb.xlsx.writeBuffer()), { dryRun: 1 })
    expect(again.rows[0]?.errors[0]?.message).toBe(
      '客户已存在（勾选“更新已经存在的客户数据”可更新）',
    )
    const update = await send(Buffer.from(await wb.xlsx.writeBuffer()), { updateSupport: 1 })
    expect(update).toMatchObject({ written: true, updated: 1 })
  })
})
