import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { API, USER_IMPORT_MAX_ROWS, type UserImportResult } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { multipartFile } from '../../../test/security/fixtures.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { verifyPassword } from '#server/modules/identity/password.ts'
import { readFirstSheetRows } from '#server/lib/sheet-import.ts'

const U = API.users
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** A workbook of 50,000 rows, made once for both dialects. */
let huge: Promise<Buffer> | undefined

describe.each(DIALECTS)('user import on %s', (dialect) => {
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
  })
  afterAll(() => t.close())

  const template = async (lang = 'zh-CN') => {
    const res = await callAs(t.app, U.importTemplate, admin, {}, { 'accept-language': lang })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe(XLSX_TYPE)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    return wb
  }
  /** The template with these rows filled in (cells in template order). */
  const filled = async (rows: (string | number)[][], lang?: string) => {
    const wb = await template(lang)
    const ws = wb.worksheets[0]
    // typed from row 2 down, as a person fills it
    rows.forEach((row, i) => {
      if (ws) ws.getRow(i + 2).values = row
    })
    return Buffer.from(await wb.xlsx.writeBuffer())
  }
  const upload = (
    bytes: Buffer,
    query: { dryRun?: number; updateSupport?: number } = {},
    token = admin,
    fileName = 'users.xlsx',
  ) => {
    const { payload, headers } = multipartFile(bytes, { fileName, contentType: XLSX_TYPE })
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString()
    return t.app.inject({
      method: 'POST',
      url: `/xgz${U.importData.path}${search ? `?${search}` : ''}`,
      payload,
      headers: { ...headers, 'access-token': token },
    })
  }
  const reportOf = (res: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: UserImportResult }>().data
  }
  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('sysUser')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('gives a template headed in the caller’s language, with the names to choose from', async () => {
    const zh = await template()
    expect(zh.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      '用户名称*',
      '用户昵称*',
      '部门',
      '手机号码',
      '邮箱',
      '角色',
      '状态',
      '备注',
    ])
    const lists = zh.worksheets[1]
    const column = (n: number) =>
      (lists?.getColumn(n).values ?? []).filter((v): v is string => typeof v === 'string')
    expect(column(1)).toContain('财务部')
    expect(column(2)).toContain('销售经理')
    expect(column(3)).toEqual(['状态', '正常', '停用'])
    const en = await template('en')
    expect(en.worksheets[0]?.getCell('A1').text).toBe('Account*')
  })

  it('reports every row on a dry run, each problem on its column, and writes nothing', async () => {
    const before = await userCount()
    const file = await filled([
      ['imp_ok', '导入甲', '财务部', '13911110001', 'imp_ok@example.com', '财务专员', '正常', ''],
      ['imp_ok', '重复乙', '', '', '', '', '', ''],
      ['x', '', '不存在的部门', '123', 'not-mail', '无此角色', '也许', ''],
      ['zhangwei', '张伟', '', '', '', '', '', ''],
      ['imp_mobile', '手机', '', '13800138001', '', '', '', ''],
    ])
    const report = reportOf(await upload(file, { dryRun: 1 }))
    expect(report).toMatchObject({ written: false, total: 5, created: 1, updated: 0, failed: 4 })
    const [ok, dup, bad, taken, mobile] = report.rows
    expect(ok).toMatchObject({ row: 2, userName: 'imp_ok', action: 'create', errors: [] })
    expect(ok?.password).toBeUndefined()
    expect(dup?.errors).toEqual([{ column: '用户名称', message: '与第 2 行重复' }])
    const badColumns = Object.fromEntries((bad?.errors ?? []).map((e) => [e.column, e.message]))
    expect(badColumns).toMatchObject({
      状态: '状态应为“正常”或“停用”',
      部门: '部门不存在',
      角色: '角色“无此角色”不存在',
    })
    expect(Object.keys(badColumns)).toEqual(
      expect.arrayContaining(['用户名称', '用户昵称', '手机号码', '邮箱']),
    )
    expect(taken?.errors[0]?.message).toMatch(/^登录账号已存在/)
    expect(mobile?.errors).toEqual([{ column: '手机号码', message: '手机号码已存在' }])
    expect(await userCount()).toBe(before)
  })

  it('writes nothing when one row is bad, even without a dry run', async () => {
    const before = await userCount()
    const file = await filled([
      ['imp_good', '好的', '', '', '', '', '', ''],
      ['imp_bad', '', '', '', '', '', '', ''],
    ])
    const report = reportOf(await upload(file))
    expect(report).toMatchObject({ written: false, created: 1, failed: 1 })
    expect(await userCount()).toBe(before)
  })

  it('creates the accounts with their department, roles and a first password answered once', async () => {
    const file = await filled([
      ['imp_new1', '新用户一', '财务部', '13911112001', '', '财务专员、销售经理', '正常', '导入'],
      ['imp_new2', '新用户二', '', '', 'imp_new2@example.com', '', '停用', ''],
    ])
    const report = reportOf(await upload(file))
    expect(report).toMatchObject({ written: true, total: 2, created: 2, failed: 0 })
    const first = await t.db
      .selectFrom('sysUser')
      .innerJoin('sysDept', 'sysDept.id', 'sysUser.deptId')
      .select(['sysUser.id', 'sysUser.passwordHash', 'sysUser.status', 'sysDept.name'])
      .where('userName', '=', 'imp_new1')
      .executeTakeFirstOrThrow()
    expect(first).toMatchObject({ name: '财务部', status: 1 })
    const roles = await t.db
      .selectFrom('sysUserRole')
      .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
      .select('roleName')
      .where('userId', '=', first.id)
      .execute()
    expect(roles.map((r) => r.roleName).sort()).toEqual(['财务专员', '销售经理'].sort())
    const password = report.rows[0]?.password ?? ''
    expect(await verifyPassword(first.passwordHash, sha256Hex(password))).toBe(true)
    const second = await t.db
      .selectFrom('sysUser')
      .select(['status', 'deptId'])
      .where('userName', '=', 'imp_new2')
      .executeTakeFirstOrThrow()
    expect(second).toEqual({ status: 0, deptId: null })
  })

  it('updates an existing account only when asked, and never disables the super administrator', async () => {
    const file = await filled([['imp_new2', '改过的昵称', '', '', '', '', '正常', '']])
    const refused = reportOf(await upload(file))
    expect(refused.rows[0]?.errors[0]?.message).toMatch(/^登录账号已存在/)
    const done = reportOf(await upload(file, { updateSupport: 1 }))
    expect(done).toMatchObject({ written: true, updated: 1, created: 0 })
    const row = await t.db
      .selectFrom('sysUser')
      .select(['nickName', 'status'])
      .where('userName', '=', 'imp_new2')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ nickName: '改过的昵称', status: 1 })

    const adminOff = await filled([['admin', '系统管理员', '', '', '', '', '停用', '']])
    const report = reportOf(await upload(adminOff, { updateSupport: 1 }))
    // the empty 角色 cell would also take the caller's own roles away: refused too
    expect(report.rows[0]?.errors).toEqual([
      { column: '状态', message: '不允许删除或停用超级管理员' },
      { column: '角色', message: '不能修改自己的角色' },
    ])
  })

  it('reads a template filled in English', async () => {
    const file = await filled([['imp_en', 'English', '', '', '', '', 'Disabled', '']], 'en')
    const report = reportOf(await upload(file, { dryRun: 1 }, admin))
    expect(report.rows[0]).toMatchObject({ action: 'create', errors: [] })
  })

  /** The template's headings over `count` rows of made-up accounts. */
  const generated = async (count: number) => {
    const headings = (await template()).worksheets[0]?.getRow(1).values as ExcelJS.CellValue[]
    // exceljs' stream writer (50,000 rows in the book writer took 9 s here); its shared
    // strings come after the sheet, as Excel's do
    const out = new PassThrough()
    const bytes = buffer(out)
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true })
    const ws = wb.addWorksheet('users')
    ws.addRow(headings).commit()
    for (let i = 0; i < count; i++) ws.addRow([`gen_${i}`, `Generated ${i}`]).commit()
    ws.commit()
    await wb.commit()
    return bytes
  }

  it(`takes ${USER_IMPORT_MAX_ROWS} rows and refuses one more with its message`, async () => {
    const most = reportOf(await upload(await generated(USER_IMPORT_MAX_ROWS), { dryRun: 1 }))
    expect(most).toMatchObject({ written: false, total: USER_IMPORT_MAX_ROWS, failed: 0 })

    const over = await upload(await generated(USER_IMPORT_MAX_ROWS + 1), { dryRun: 1 })
    expect(over.statusCode).toBe(400)
    expect(over.json<{ msg: string }>().msg).toBe(`一次最多导入 ${USER_IMPORT_MAX_ROWS} 行`)
  })

  it('stops reading a sheet of 50,000 rows after the most it takes and one more', async () => {
    huge ??= generated(50_000)
    const bytes = await huge
    const res = await upload(bytes, { dryRun: 1 })
    expect(res.statusCode).toBe(400)
    expect(res.json<{ msg: string }>().msg).toBe(`一次最多导入 ${USER_IMPORT_MAX_ROWS} 行`)

    // the heading, the most rows and one more: not the 49,000 after them
    const limit = USER_IMPORT_MAX_ROWS + 2
    const read = await readFirstSheetRows(bytes, 8, limit)
    expect(read.rowsRead).toBe(limit)
    expect(read.rows.map((r) => r.row)).toEqual(Array.from({ length: limit }, (_, i) => i + 1))
    expect(read.rows[1]?.texts.slice(0, 2)).toEqual(['gen_0', 'Generated 0'])
  })

  it('refuses a file that is not the template, and a caller without the import permission', async () => {
    const notXlsx = await upload(Buffer.from('name,nick\na,b\n'), {}, admin, 'users.csv')
    expect(notXlsx.statusCode).toBe(400)
    expect(notXlsx.json<{ msg: string }>().msg).toBe('请上传 .xlsx 格式的 Excel 文件')
    // an empty file: the stream reader waited for it for ever (found by the fuzz walk)
    const emptyFile = await upload(Buffer.alloc(0), {}, admin, 'users.xlsx')
    expect(emptyFile.statusCode).toBe(400)
    expect(emptyFile.json<{ msg: string }>().msg).toBe('请上传 .xlsx 格式的 Excel 文件')

    const wb = new ExcelJS.Workbook()
    wb.addWorksheet('x').addRow(['姓名', '电话'])
    const other = await upload(Buffer.from(await wb.xlsx.writeBuffer()))
    expect(other.statusCode).toBe(400)
    expect(other.json<{ msg: string }>().msg).toBe('文件的表头与导入模板不符，请下载模板后填写')

    const empty = await upload(await filled([]))
    expect(empty.json<{ msg: string }>().msg).toBe('导入数据不能为空')

    const sunli = await tokenFor(t.db, 'sunli')
    expect((await upload(await filled([['a1', 'b']]), {}, sunli)).statusCode).toBe(403)
    expect((await callAs(t.app, U.importTemplate, sunli)).statusCode).toBe(403)
  })
})
