// A contract's payment plan (docs/product/domain.md "Payment plan") and its filled text: the
// instalments of a payment-plan template by ratio, the rounding remainder on the last so they
// add up to the total exactly; due dates from the signing (or today, before it) and the
// project's load-in and load-out days; the placeholders of CONTRACT_PLACEHOLDERS.
import {
  type CONTRACT_PLACEHOLDERS,
  type ContractInstalmentSave,
  type Instalment,
  amountInWords,
  taxOf,
} from '@app/contracts'
import { dateOfDayNumber, dayNumberOf } from '#server/modules/schedule/schedule.calendar.ts'

/** The days an instalment's due date counts from: yyyy-MM-dd, or null when not known yet. */
export interface PlanDays {
  sign: string
  loadIn: string | null
  loadOut: string | null
}

/** How the offset reads on the contract: 签约后7日内, 进馆前30日, 撤馆后15日. */
export const offsetTextOf = (i: Pick<Instalment, 'anchor' | 'offsetDays'>) =>
  i.anchor === '签约后' ? `签约后${i.offsetDays}日内` : `${i.anchor}${i.offsetDays}日`

const OFFSET = /^(签约后|进馆前|撤馆后)(\d+)日/

/** The due date of an offset as written, or null (its anchor has no day, or it is free text). */
export function dueDateOf(offsetText: string, days: PlanDays): string | null {
  const m = OFFSET.exec(offsetText)
  if (!m) return null
  const n = Number(m[2])
  const add = (day: string | null, by: number) =>
    day === null ? null : dateOfDayNumber(dayNumberOf(day) + by)
  if (m[1] === '签约后') return add(days.sign, n)
  if (m[1] === '进馆前') return add(days.loadIn, -n)
  return add(days.loadOut, n)
}

/** Ratio in percent (2 decimals) as stored: hundredths of a percent. */
export const basisPointsOf = (ratio: number) => Math.round(ratio * 100)

/**
 * The instalments of `total` fen by the template's ratios: each rounded down to the fen, the
 * last taking what is left, so the amounts add up to the total exactly.
 *
 * @example planOf(1_000_001, 标准三期付款's 30/60/10, days) // amounts 300000, 600000, 100001
 */
export function planOf(
  total: number,
  template: readonly Instalment[],
  days: PlanDays,
): Array<ContractInstalmentSave & { dueDate: string | null; offsetText: string }> {
  const items = template.length
    ? template
    : [{ type: '首付款' as const, ratio: 100, anchor: '签约后' as const, offsetDays: 7 }]
  let given = 0
  return items.map((i, n) => {
    const amount =
      n === items.length - 1 ? total - given : Math.floor((total * basisPointsOf(i.ratio)) / 10_000)
    given += amount
    const offsetText = offsetTextOf(i)
    return {
      kind: i.type,
      ratio: i.ratio,
      amount,
      dueDate: dueDateOf(offsetText, days),
      offsetText,
    }
  })
}

/** Tax and total of an amount before tax at one rate, rounded once (money.ts taxOf). */
export const totalsOf = (amountExclTax: number, taxRate: number) => {
  const { tax, total } = taxOf([{ amountExclTax, taxRate }])
  return { tax, total }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** What the placeholders are filled with (plain text; escaped here). */
export interface PlaceholderValues {
  customerName: string
  projectTitle: string
  /** One line a site and its dates: 1号馆 2026-05-01至2026-05-03（布展，3天）. */
  siteLines: readonly string[]
  total: number
}

/** A template's text with every placeholder of CONTRACT_PLACEHOLDERS filled. */
export function fillPlaceholders(content: string, v: PlaceholderValues): string {
  const values: Record<(typeof CONTRACT_PLACEHOLDERS)[number], string> = {
    '{客户名称}': escapeHtml(v.customerName),
    '{项目名称}': escapeHtml(v.projectTitle),
    '{场地明细}': v.siteLines.map(escapeHtml).join('<br>'),
    '{合同金额大写}': amountInWords(v.total),
  }
  // every placeholder the contracts package lists has a value (the record's type insists)
  return Object.entries(values).reduce((text, [k, value]) => text.split(k).join(value), content)
}
