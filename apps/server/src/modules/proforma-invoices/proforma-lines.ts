// A proforma's lines (docs/product/domain.md "Finance": site × days × unit price) come from
// its project's quote (project-quote.ts prices each live block from 价格管理): the priced
// blocks, then the approved discounts as one negative line; tax per line, rounded once per
// document (taxOf).
import {
  type ProformaLine,
  type ProformaPreview,
  type ProjectQuote,
  amountInWords,
  taxOf,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { quoteOf } from '#server/modules/projects/project-quote.ts'

/** The lines of a quote: its priced blocks, and its approved discounts as one line. */
export function linesOfQuote(quote: ProjectQuote): ProformaLine[] {
  const lines: ProformaLine[] = quote.lines
    .filter((l) => l.price !== null && l.amount > 0)
    .map((l, i) => ({
      seq: i + 1,
      kind: 'booking',
      siteName: l.siteName,
      periodType: l.periodType,
      fromDate: l.fromDate,
      toDate: l.toDate,
      days: l.days,
      holidayDays: l.holidayDays,
      unit: l.unit,
      unitPrice: Math.round((l.price ?? 0) * 100),
      quantity: l.quantity,
      amount: l.amount,
      taxRate: l.taxRate,
    }))
  const discount = Math.min(
    quote.discount,
    lines.reduce((s, l) => s + l.amount, 0),
  )
  if (discount > 0) {
    // at the largest line's rate, as a contract's single rate is chosen (contract.service.ts)
    const largest = lines.reduce((a, l) => (l.amount > a.amount ? l : a))
    lines.push({
      seq: lines.length + 1,
      kind: 'discount',
      siteName: '',
      periodType: '',
      fromDate: '',
      toDate: '',
      days: 0,
      holidayDays: 0,
      unit: '',
      unitPrice: -discount,
      quantity: 1,
      amount: -discount,
      taxRate: largest.taxRate,
    })
  }
  return lines
}

/** The totals of a proforma's lines: tax exact per line, rounded once. */
export const totalsOfLines = (lines: readonly ProformaLine[]) =>
  taxOf(lines.map((l) => ({ amountExclTax: l.amount, taxRate: l.taxRate })))

/** What a project's bookings give a proforma now. */
export async function previewOf(
  db: Db,
  project: { guid: string; customerName: string },
): Promise<ProformaPreview> {
  const lines = linesOfQuote(await quoteOf(db, project.guid))
  const { subtotal, tax, total } = totalsOfLines(lines)
  return {
    projectGuid: project.guid,
    customerName: project.customerName,
    lines,
    subtotal,
    tax,
    total,
    totalInWords: amountInWords(total),
  }
}
