import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { Mission } from '@app/contracts'
import type { ParsedDayPart, VisibleRow } from '../model/types.ts'
import { mission as fixtureMission } from '../testing/grid-fixtures.ts'
import { gridWorkbookBytes } from './grid-workbook.ts'
import { columnSpanOf, dayNumberOf, toArgb } from './grid-range.ts'

const parts: ParsedDayPart[] = [
  { id: 1, startMinute: 480, endMinute: 720, width: 60, text: '上午' },
  { id: 2, startMinute: 720, endMinute: 1080, width: 60, text: '下午' },
  { id: 3, startMinute: 1080, endMinute: 1320, width: 60, text: '晚上' },
]

const row = (key: string, title: string, extra: Partial<VisibleRow> = {}): VisibleRow => ({
  key,
  siteGuid: key,
  title,
  depth: 1,
  isGroup: false,
  expanded: false,
  disabled: false,
  disabledReason: null,
  area: null,
  ...extra,
})

const mission = (over: Partial<Mission>): Mission =>
  fixtureMission({
    mid: 'm',
    project_id: 'p',
    siteGuid: 'hall-1',
    fromDate: '2026-10-01',
    toDate: '2026-10-01',
    fontColor: '#ffffff',
    text2: '茶叶协会',
    text3: '展期 · 5000㎡ · 已签约',
    siteName: 'A厅',
    ...over,
  })

const first = dayNumberOf('2026-10-01')
const days = [first, first + 1, first + 2]

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook()
  // exceljs's types want a node Buffer; the bytes are the same
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  return sheet
}

const mergesOf = (sheet: ExcelJS.Worksheet): string[] =>
  (sheet.model as unknown as { merges: string[] }).merges.slice().sort()

describe('grid workbook', () => {
  it('writes dates with their festival, day-part texts and a frozen header and site column', async () => {
    const sheet = await readBack(
      await gridWorkbookBytes({
        rows: [
          row('group', '一号馆', { isGroup: true, depth: 0, siteGuid: null }),
          row('hall-1', 'A厅'),
        ],
        days,
        dayParts: parts,
        missions: [],
        festivals: { '2026-10-01': { color: '#ff4d4f', text: '国庆', kind: 'holiday' } },
        labels: { siteHeader: '场地', days: ['10月1日', '10月2日', '10月3日'] },
      }),
    )
    expect(sheet.getCell('A1').value).toBe('场地')
    expect(sheet.getCell('B1').value).toBe('10月1日 国庆')
    expect(sheet.getCell('B1').fill).toMatchObject({ fgColor: { argb: 'FFFF4D4F' } })
    expect(sheet.getCell('E1').value).toBe('10月2日')
    expect([2, 3, 4].map((c) => sheet.getRow(2).getCell(c).value)).toEqual(['上午', '下午', '晚上'])
    expect(sheet.getCell('A3').value).toBe('一号馆')
    expect(sheet.getCell('A4').value).toBe('A厅')
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 2 })
    expect(mergesOf(sheet)).toEqual(['A1:A2', 'B1:D1', 'E1:G1', 'H1:J1'])
  })

  it('writes each booking as a merged range with its three lines and its colours', async () => {
    const sheet = await readBack(
      await gridWorkbookBytes({
        rows: [row('hall-1', 'A厅'), row('hall-2', 'B厅')],
        days,
        dayParts: parts,
        missions: [
          // 10-01 12:00 -> 10-02 18:00: 下午, 晚上, then 上午 and 下午 of the next day
          mission({
            mid: 'a',
            fromDate: '2026-10-01',
            from_date_t: 720,
            toDate: '2026-10-02',
            to_date_t: 1080,
          }),
          mission({ mid: 'b', siteGuid: 'hall-2', color: 'rgb(250, 140, 22)', fontColor: '#000' }),
        ],
        festivals: {},
      }),
    )
    const a = sheet.getCell('C3')
    expect(a.value).toBe('茶博会\n茶叶协会\n展期 · 5000㎡ · 已签约')
    expect(a.fill).toMatchObject({ fgColor: { argb: 'FF52C41A' } })
    expect(a.font?.color).toMatchObject({ argb: 'FFFFFFFF' })
    const b = sheet.getCell('B4')
    expect(b.fill).toMatchObject({ fgColor: { argb: 'FFFA8C16' } })
    expect(b.font?.color).toMatchObject({ argb: 'FF000000' })
    expect(mergesOf(sheet)).toContain('C3:F3')
    // a one-column booking is a plain cell, not a merge
    expect(mergesOf(sheet).some((m) => m.startsWith('B4'))).toBe(false)
    // empty cells carry nothing
    expect(sheet.getCell('H3').value).toBeNull()
  })

  it('puts bookings on their project rows when the rows are projects (project calendar)', async () => {
    const sheet = await readBack(
      await gridWorkbookBytes({
        rows: [
          row('project-a', '茶博会', { siteGuid: null, depth: 0 }),
          row('project-b', '动漫展', { siteGuid: null, depth: 0 }),
        ],
        days,
        dayParts: parts,
        missions: [
          mission({ mid: 'a', project_id: 'project-a', siteGuid: 'hall-1' }),
          mission({ mid: 'b', project_id: 'project-b', siteGuid: 'hall-9', text1: '动漫展' }),
        ],
        festivals: {},
      }),
    )
    expect(sheet.getCell('B3').value).toBe('茶博会\n茶叶协会\n展期 · 5000㎡ · 已签约')
    expect(String(sheet.getCell('B4').value)).toMatch(/^动漫展/)
  })

  it('keeps the text of an overlapping booking and never writes overlapping merges', async () => {
    const sheet = await readBack(
      await gridWorkbookBytes({
        rows: [row('hall-1', 'A厅')],
        days,
        dayParts: parts,
        missions: [
          mission({ mid: 'a', toDate: '2026-10-02', to_date_t: 1320, text1: '茶博会' }),
          mission({
            mid: 'b',
            from_date_t: 720,
            to_date_t: 1080,
            text1: '车展',
            text2: '',
            text3: '',
          }),
        ],
        festivals: {},
      }),
    )
    expect(String(sheet.getCell('B3').value)).toContain('车展')
    expect(mergesOf(sheet).filter((m) => m.endsWith('3'))).toEqual(['B3:G3'])
  })

  it('cuts bookings at the edges of the visible range and leaves out those outside it', async () => {
    const sheet = await readBack(
      await gridWorkbookBytes({
        rows: [row('hall-1', 'A厅')],
        days,
        dayParts: parts,
        missions: [
          mission({
            mid: 'a',
            fromDate: '2026-09-20',
            toDate: '2026-10-01',
            to_date_t: 1080,
            text1: '前',
          }),
          mission({
            mid: 'b',
            fromDate: '2026-10-03',
            from_date_t: 1080,
            toDate: '2026-10-09',
            text1: '后',
          }),
          mission({ mid: 'c', fromDate: '2026-11-01', toDate: '2026-11-02', text1: '外' }),
          mission({ mid: 'd', siteGuid: 'elsewhere', text1: '别处' }),
        ],
        festivals: {},
      }),
    )
    expect(String(sheet.getCell('B3').value)).toMatch(/^前/)
    expect(String(sheet.getCell('J3').value)).toMatch(/^后/)
    expect(mergesOf(sheet).filter((m) => m.endsWith('3'))).toEqual(['B3:C3'])
    const texts: string[] = []
    sheet.getRow(3).eachCell((cell) => texts.push(String(cell.value)))
    expect(texts.join()).not.toMatch(/外|别处/)
  })
})

describe('column span of a booking', () => {
  it('maps venue times to the day-part columns they touch, end exclusive', () => {
    const span = (fromDate: string, from: number, toDate: string, to: number) =>
      columnSpanOf({ fromDate, from_date_t: from, toDate, to_date_t: to }, first, 3, parts)
    expect(span('2026-10-01', 480, '2026-10-01', 720)).toEqual({ colFrom: 0, colTo: 0 })
    expect(span('2026-10-01', 600, '2026-10-01', 721)).toEqual({ colFrom: 0, colTo: 1 })
    expect(span('2026-10-01', 0, '2026-10-02', 0)).toEqual({ colFrom: 0, colTo: 2 })
    expect(span('2026-10-01', 1320, '2026-10-01', 1440)).toBeNull()
    expect(span('2026-10-05', 0, '2026-10-06', 0)).toBeNull()
  })

  it('reads hex and rgb colours', () => {
    expect(toArgb('#1677ff')).toBe('FF1677FF')
    expect(toArgb('#fff')).toBe('FFFFFFFF')
    expect(toArgb('rgb(0, 128, 255)')).toBe('FF0080FF')
    expect(toArgb('green')).toBeNull()
  })
})
