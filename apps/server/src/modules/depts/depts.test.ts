import { API, type Dept } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { DEPARTMENTS } from '#server/db/seed/data/identity.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

const D = API.depts

describe.each(DIALECTS)('departments on %s', (dialect) => {
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
  })
  afterAll(() => t.close())

  const list = async (query: Record<string, unknown> = {}) =>
    (await callAs(t.app, D.list, admin, query)).json<{ data: Dept[] }>().data
  const byName = async (name: string) => {
    const d = (await list()).find((x) => x.name === name)
    if (!d) throw new Error(`no ${name}`)
    return d
  }
  const save = (body: Record<string, unknown>) => callAs(t.app, D.addOrUpdate, admin, body)
  const saved = async (body: Record<string, unknown>) => {
    const res = await save(body)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: Dept }>().data
  }

  it('lists the tree, filtered by name', async () => {
    expect((await list()).length).toBe(DEPARTMENTS.length)
    expect((await list({ name: '财务' })).map((d) => d.name)).toEqual(['财务部'])
  })

  it('adds children, moves a branch (re-pathing its descendants), refuses cycles', async () => {
    const ops = await byName('运营管理部')
    const it = await byName('信息中心')
    const a = await saved({ parentId: ops.id, name: '场馆运营组', leader: '刘洋' })
    expect(a.ancestors).toBe(`${ops.ancestors}${ops.id}/`)
    const b = await saved({ parentId: a.id, name: '展位调度班' })
    expect(b.ancestors).toBe(`${a.ancestors}${a.id}/`)

    const moved = await saved({ ...a, parentId: it.id })
    expect(moved.ancestors).toBe(`${it.ancestors}${it.id}/`)
    expect((await byName('展位调度班')).ancestors).toBe(`${moved.ancestors}${a.id}/`)

    const cycle = await save({ ...moved, parentId: b.id })
    expect(cycle.statusCode).toBe(400)
    expect(cycle.json<{ data: { fields: Record<string, string> } }>().data.fields).toEqual({
      parentId: '上级部门不能是自己或自己的下级',
    })
    // stale version
    expect((await save({ ...a, name: '旧版本' })).statusCode).toBe(409)
  })

  it('refuses to disable with enabled children and to delete with children or users', async () => {
    const group = await byName('场馆运营组')
    const off = await save({ ...group, status: 0 })
    expect(off.statusCode).toBe(400)
    expect(off.json<{ data: { fields: Record<string, string> } }>().data.fields).toEqual({
      status: '该部门包含未停用的子部门，不允许停用',
    })
    const withChildren = await callAs(t.app, D.delete, admin, { guids: [group.guid] })
    expect(withChildren.statusCode).toBe(409)
    expect(withChildren.json<{ msg: string }>().msg).toBe('存在下级部门，不允许删除')
    const finance = await byName('财务部')
    const withUsers = await callAs(t.app, D.delete, admin, { guids: [finance.guid] })
    expect(withUsers.json<{ msg: string }>().msg).toBe('部门存在用户，不允许删除')

    const leaf = await byName('展位调度班')
    await saved({ ...leaf, status: 0 })
    await saved({ ...(await byName('场馆运营组')), status: 0 })
    expect((await callAs(t.app, D.delete, admin, { guids: [leaf.guid] })).statusCode).toBe(200)
    expect((await list({ name: '展位调度班' })).length).toBe(0)
  })

  it('exports, and refuses callers without permission', async () => {
    const res = await callAs(t.app, D.export, admin, {})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.name).toBe('部门数据')
    expect((ws?.getRow(1).values as unknown[]).slice(1)).toEqual([
      '部门编号',
      '部门名称',
      '上级部门',
      '负责人',
      '联系电话',
      '邮箱',
      '显示顺序',
      '状态',
      '创建时间',
    ])
    const finance = await byName('财务部')
    const row = (ws?.getColumn(2).values ?? []).indexOf('财务部')
    expect(ws?.getRow(row).getCell(3).value).toBe(
      (await list()).find((d) => d.id === finance.parentId)?.name,
    )
    const lina = await tokenFor(t.db, 'lina')
    expect((await callAs(t.app, D.list, lina)).statusCode).toBe(403)
    expect((await callAs(t.app, D.addOrUpdate, lina, { parentId: 1, name: 'x' })).statusCode).toBe(
      403,
    )
  })
})
