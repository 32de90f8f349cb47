import { API, type ReceiptImportResult } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { nextReceiptNumber } from './receipt.resource.ts'

const F = API.finance
type Cell = string | number | Date

describe.each(DIALECTS)('the bank statement import of receipts on %s', (dialect) => {
  let t: TestApp
  let wangfang: string
  let lina: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    wangfang = await tokenFor(t.db, 'wangfang')
    lina = await tokenFor(t.db, 'lina')
  })
  afterAll(() => t.close())

  /** The template as the caller downloads it, its first sheet filled with `rows`. */
  const statement = async (rows: Cell[][]) => {
    const res = await callAs(t.app, F.importTemplate, wangfang, {})
    expect(res.statusCode, res.body).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    for (const row of rows) wb.worksheets[0]?.addRow(row)
    return Buffer.from(await wb.xlsx.writeBuffer())
  }
  const send = (bytes: Buffer, query: Record<string, number> = {}, token = wangfang) =>
    t.app.inject({
      method: 'POST',
      url: `/xgz${F.importData.path}`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { 'access-token': token, 'content-type': 'multipart/form-data; boundary=X' },
      payload: Buffer.concat([
        Buffer.from(
          '--X\r\nContent-Disposition: form-data; name="file"; filename="s.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from('\r\n--X--\r\n'),
      ]),
    })
  const report = async (bytes: Buffer, query: Record<string, number> = {}) => {
    const res = await send(bytes, query)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: ReceiptImportResult }>().data
  }
  const imported = (payers: string[]) =>
    t.db
      .selectFrom('receipt')
      .leftJoin('sysUser as u', 'u.id', 'receipt.createdBy')
      .select([
        'receipt.receiptNumber',
        'receipt.payer',
        'receipt.amount',
        'receipt.allocated',
        'receipt.method',
        'receipt.arrivalDate',
        'receipt.bankSerial',
        'receipt.remark',
        'u.userName',
      ])
      .where('receipt.payer', 'in', payers)
      .orderBy('receipt.receiptNumber')
      .execute()

  it('downloads the template headed in the caller’s language, with the methods listed', async () => {
    const res = await callAs(t.app, F.importTemplate, wangfang, {})
    expect(res.statusCode, res.body).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets[0]?.name).toBe('收款导入')
    expect((wb.worksheets[0]?.getRow(1).values as string[]).slice(1)).toEqual([
      '付款方*',
      '金额（元）*',
      '收款方式*',
      '到账日期*',
      '银行流水号',
      '备注',
    ])
    expect(wb.worksheets[1]?.getColumn(1).values).toEqual(
      expect.arrayContaining(['收款方式', '对公转账', '现金', '支付宝']),
    )
  })

  it('writes a good statement’s rows as receipts numbered in order, after a dry run that writes nothing', async () => {
    const payers = ['导入甲展览有限公司', '导入乙文化传播有限公司', '导入丙先生']
    const file = await statement([
      [payers[0] ?? '', '12,000.50', '对公转账', '2026-03-05', 'IMP-20260305-001', '首期款'],
      [payers[1] ?? '', 8600, '微信', new Date(Date.UTC(2026, 2, 6)), 'IMP-20260306-002'],
      [payers[2] ?? '', '300', '现金', '2026/3/7'],
    ])
    const dry = await report(file, { dryRun: 1 })
    expect(dry).toMatchObject({ written: false, total: 3, created: 3, updated: 0, failed: 0 })
    expect(dry.rows.map((r) => [r.row, r.action, r.bankSerial])).toEqual([
      [2, 'create', 'IMP-20260305-001'],
      [3, 'create', 'IMP-20260306-002'],
      [4, 'create', ''],
    ])
    expect(await imported(payers)).toEqual([])

    const year = new Date().getFullYear()
    const next = Number((await nextReceiptNumber(t.db, year)).slice(-4))
    const written = await report(file)
    expect(written).toMatchObject({ written: true, total: 3, created: 3, failed: 0 })
    const numbered = (n: number) => `SK-${year}-${String(n).padStart(4, '0')}`
    expect(
      (await imported(payers)).map((r) => ({
        ...r,
        amount: Number(r.amount),
        allocated: Number(r.allocated),
      })),
    ).toEqual([
      {
        receiptNumber: numbered(next),
        payer: payers[0],
        amount: 1_200_050,
        allocated: 0,
        method: '对公转账',
        arrivalDate: '2026-03-05',
        bankSerial: 'IMP-20260305-001',
        remark: '首期款',
        userName: 'wangfang',
      },
      {
        receiptNumber: numbered(next + 1),
        payer: payers[1],
        amount: 860_000,
        allocated: 0,
        method: '微信',
        arrivalDate: '2026-03-06',
        bankSerial: 'IMP-20260306-002',
        remark: '',
        userName: 'wangfang',
      },
      {
        receiptNumber: numbered(next + 2),
        payer: payers[2],
        amount: 30_000,
        allocated: 0,
        method: '现金',
        arrivalDate: '2026-03-07',
        bankSerial: null,
        remark: '',
        userName: 'wangfang',
      },
    ])
  })

  it('reports each bad row on its column and writes nothing while one fails', async () => {
    const taken = await t.db
      .selectFrom('receipt')
      .select(['bankSerial', 'receiptNumber'])
      .where('bankSerial', 'is not', null)
      .orderBy('receiptNumber')
      .executeTakeFirstOrThrow()
    const payers = ['坏行一', '坏行二', '坏行三', '坏行四', '坏行五', '坏行六', '坏行七']
    const file = await statement([
      [payers[0] ?? '', '100', '对公转账', '2026-03-05', taken.bankSerial ?? ''],
      [payers[1] ?? '', '100', 'POS', '2026-03-05', 'BAD-TWICE'],
      [payers[2] ?? '', '100', '支票', '2026-03-05', 'BAD-TWICE'],
      [payers[3] ?? '', '12.345', '对公转账', '2026-03-05', 'BAD-AMOUNT'],
      [payers[4] ?? '', '100', '刷脸', '2026-03-05', 'BAD-METHOD'],
      [payers[5] ?? '', '100', '对公转账', '下周一', 'BAD-DATE'],
      [payers[6] ?? '', '100', '支付宝', '2026-03-05'],
    ])
    for (const query of [{ dryRun: 1 }, { dryRun: 0 }]) {
      const result = await report(file, query)
      expect(result).toMatchObject({ written: false, total: 7, created: 1, failed: 6 })
      expect(
        result.rows.map((r) => [r.row, r.errors.map((e) => `${e.column}: ${e.message}`)]),
      ).toEqual([
        [2, [`银行流水号: 银行流水号 ${taken.bankSerial} 已登记（${taken.receiptNumber}）`]],
        [3, []],
        [4, ['银行流水号: 与第 3 行重复']],
        [5, ['金额（元）: 金额应为大于 0 的数字（元），最多两位小数']],
        [6, ['收款方式: “刷脸”不在可选值中']],
        [7, ['到账日期: 必须是yyyy-MM-dd格式的日期']],
        [8, ['银行流水号: 请输入银行流水号']],
      ])
    }
    expect(await imported(payers)).toEqual([])
  })

  it('lets 王芳 (receipt:add) import and refuses 李娜 the template and the import', async () => {
    const file = await statement([['权限测试有限公司', '1', '现金', '2026-03-05']])
    expect((await send(file, { dryRun: 1 })).statusCode).toBe(200)
    expect((await callAs(t.app, F.importTemplate, lina, {})).statusCode).toBe(403)
    expect((await send(file, {}, lina)).statusCode).toBe(403)
    expect(await imported(['权限测试有限公司'])).toEqual([])
  })
})
