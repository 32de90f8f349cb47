import type { GridRow, gridQuerySchema } from '@app/contracts'
import ExcelJS from 'exceljs'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, translate } from '#server/i18n/messages.ts'
import { MINUTES_PER_DAY, dateOfDayNumber, minutesOf, overlaps } from './schedule.calendar.ts'
import { dayPartsFor, gridRowsAndMissions, rangeOf, toMission } from './schedule.service.ts'

type GridQueryIn = z.output<typeof gridQuerySchema>

/** '#52c41a' as exceljs's ARGB. */
const argb = (hex: string) => `FF${hex.replace('#', '').toUpperCase().padEnd(6, '0').slice(0, 6)}`

/** The rows as the grid shows them: each group, then its children. */
const flatten = (rows: GridRow[], depth = 0): Array<{ row: GridRow; depth: number }> =>
  rows.flatMap((r) => [{ row: r, depth }, ...flatten(r.children_list, depth + 1)])

/**
 * The .xlsx of a range: two header rows (dates merged over their day-parts, then the
 * day-parts), one row per grid row, each block a merged cell over the day-parts it
 * covers, holding its three text lines in its colour.
 */
export async function exportGrid(
  db: Db,
  q: GridQueryIn,
  lang: Lang,
): Promise<{ fileName: string; body: Buffer }> {
  const range = rangeOf(q.dateFrom, q.dateTo)
  const [{ rows, missions }, parts] = await Promise.all([
    gridRowsAndMissions(db, q, range),
    dayPartsFor(db, q.templateId),
  ])
  // a template-less database still exports: one column per day
  const dayParts = parts.length
    ? parts.map((p) => {
        const [from = '00:00', to = '24:00'] = p.times.split('-')
        return { text: p.text, start: minutesOf(from), end: minutesOf(to) }
      })
    : [{ text: '', start: 0, end: MINUTES_PER_DAY }]

  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('schedule')
  const first = q.mode === 'project' ? 'schedule.export.project' : 'schedule.export.site'
  ws.getCell(1, 1).value = translate(lang, first)
  ws.mergeCells(1, 1, 2, 1)
  ws.getColumn(1).width = 24

  // column c (from 2) = day d, part p
  const columns: Array<{ lo: number; hi: number }> = []
  for (let day = range.fromDay; day < range.toDay; day++) {
    const col = 2 + columns.length
    ws.getCell(1, col).value = dateOfDayNumber(day)
    if (dayParts.length > 1) ws.mergeCells(1, col, 1, col + dayParts.length - 1)
    dayParts.forEach((p, i) => {
      ws.getCell(2, col + i).value = p.text
      ws.getColumn(col + i).width = 14
      columns.push({ lo: day * MINUTES_PER_DAY + p.start, hi: day * MINUTES_PER_DAY + p.end })
    })
  }
  for (const r of [1, 2]) {
    ws.getRow(r).font = { bold: true }
    ws.getRow(r).alignment = { horizontal: 'center', vertical: 'middle' }
  }

  const lineOf = new Map<string, number>()
  flatten(rows).forEach(({ row, depth }, i) => {
    const line = 3 + i
    ws.getCell(line, 1).value = `${'  '.repeat(depth)}${row.project_title}`
    ws.getCell(line, 1).font = depth === 0 && row.children_list.length ? { bold: true } : {}
    // blocks land on their site's row, or their project's row in the project mode
    lineOf.set(row.guid, line)
  })

  const used = new Set<string>()
  for (const m of missions) {
    const line = lineOf.get(q.mode === 'project' ? m.projectGuid : m.siteGuid)
    if (line === undefined) continue
    const covered = columns
      .map((c, i) => (overlaps(m.startKey, m.endKey, c.lo, c.hi) ? 2 + i : -1))
      .filter((c) => c >= 0 && !used.has(`${line}:${c}`))
    const left = covered[0]
    const right = covered.at(-1)
    if (left === undefined || right === undefined) continue
    // a second hold over the same cells keeps only the free ones: merge the first free run
    let end = left
    while (covered.includes(end + 1)) end++
    for (let c = left; c <= end; c++) used.add(`${line}:${c}`)
    if (end > left) ws.mergeCells(line, left, line, end)
    const shown = toMission(m, lang)
    const cell = ws.getCell(line, left)
    cell.value = [shown.text1, shown.text2, shown.text3].join('\n')
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(shown.color) } }
    cell.font = { color: { argb: argb(shown.fontColor) }, strike: m.status === 3 }
    cell.alignment = { wrapText: true, vertical: 'middle' }
  }
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 2 }]

  const name = translate(
    lang,
    q.mode === 'project' ? 'schedule.export.projectFile' : 'schedule.export.siteFile',
  )
  const fileName = `${name}_${range.firstDate}_${range.lastDate}.xlsx`
  const body = Buffer.from(await wb.xlsx.writeBuffer())
  return { fileName, body }
}
