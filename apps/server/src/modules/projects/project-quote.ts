// A project's quote (报价, issue 13 section 2): each live block priced from 价格管理 by its
// site and period type (布展/展期/撤展/会议/活动 from the block's usage), over its days with the
// holiday factor on statutory holidays; the floor the same way with the floor price; approved
// discounts off; tax at each line's rate, rounded once per document. Amounts in fen.
import { BOOKING_STATUS, type ProjectQuote, type ProjectQuoteLine } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { dayNumberOf, dateOfDayNumber } from '#server/modules/schedule/schedule.calendar.ts'

/** The price list's period type of a block's usage (封馆 is not priced). */
const PERIOD_OF_USAGE: Record<string, string | undefined> = {
  loadIn: '布展',
  show: '展期',
  loadOut: '撤展',
  meeting: '会议',
  event: '活动',
}

const fen = (yuan: number) => Math.round(yuan * 100)

/** What one unit of a price is sold by, for a block on a site of `area` ㎡ over `hours` a day. */
const quantityOf = (unit: string, area: number | null, hours: number) =>
  unit === '元/㎡/天' ? (area ?? 0) : unit === '元/小时' ? hours : 1

/** The quote of a project: its lines, subtotal, floor, approved discounts, tax and total. */
export async function quoteOf(db: Db, projectGuid: string): Promise<ProjectQuote> {
  const blocks = await db
    .selectFrom('scheduleMission as m')
    .innerJoin('site', 'site.guid', 'm.siteGuid')
    .select([
      'm.mid',
      'm.siteGuid',
      'site.name as siteName',
      'site.area',
      'm.usage',
      'm.fromDate',
      'm.toDate',
      'm.fromMinute',
      'm.toMinute',
    ])
    .where('m.projectGuid', '=', projectGuid)
    .where('m.status', '!=', BOOKING_STATUS.cancelled)
    .orderBy('site.sort')
    .orderBy('m.fromDate')
    .execute()
  const first = blocks.reduce((d, b) => (b.fromDate < d ? b.fromDate : d), '9999-12-31')
  const last = blocks.reduce((d, b) => (b.toDate > d ? b.toDate : d), '0000-01-01')
  const [prices, holidays, discounts] = await Promise.all([
    blocks.length === 0
      ? []
      : db
          .selectFrom('sitePrice')
          .select([
            'guid',
            'siteGuid',
            'periodType',
            'unit',
            'standardPrice',
            'floorPrice',
            'holidayFactor',
            'taxRate',
            'validFrom',
            'validTo',
          ])
          .where('siteGuid', 'in', [...new Set(blocks.map((b) => b.siteGuid))])
          .where('status', '=', 1)
          .execute(),
    db
      .selectFrom('festival')
      .select('date')
      .where('kind', '=', 'holiday')
      .where('date', '>=', first)
      .where('date', '<=', last)
      .execute(),
    db
      .selectFrom('projectDiscount')
      .select((eb) => eb.fn.sum<number | null>('discountAmount').as('total'))
      .where('projectGuid', '=', projectGuid)
      .where('state', '=', 2)
      .executeTakeFirst(),
  ])
  const holiday = new Set(holidays.map((h) => h.date))
  let taxWeighted = 0
  const lines: ProjectQuoteLine[] = blocks.map((b) => {
    const from = dayNumberOf(b.fromDate)
    const days = dayNumberOf(b.toDate) - from + 1
    let holidayDays = 0
    for (let d = 0; d < days; d += 1) if (holiday.has(dateOfDayNumber(from + d))) holidayDays += 1
    const period = PERIOD_OF_USAGE[b.usage]
    const price = prices.find(
      (p) =>
        p.siteGuid === b.siteGuid &&
        p.periodType === period &&
        p.validFrom <= b.fromDate &&
        b.fromDate <= p.validTo,
    )
    const base = {
      mid: b.mid,
      siteName: b.siteName,
      usage: b.usage,
      fromDate: b.fromDate,
      toDate: b.toDate,
      days,
      holidayDays,
    }
    if (!price)
      return {
        ...base,
        periodType: period ?? '',
        unit: '',
        priceGuid: null,
        price: null,
        floorPrice: null,
        quantity: 0,
        amount: 0,
        floorAmount: 0,
        taxRate: 0,
      }
    const quantity = quantityOf(price.unit, b.area, (b.toMinute - b.fromMinute) / 60)
    const factor = Number(price.holidayFactor)
    const dayCount = days - holidayDays + holidayDays * factor
    const amount = fen(Number(price.standardPrice) * quantity * dayCount)
    const floorAmount = fen(Number(price.floorPrice) * quantity * dayCount)
    taxWeighted += amount * Number(price.taxRate)
    return {
      ...base,
      periodType: price.periodType,
      unit: price.unit,
      priceGuid: price.guid,
      price: Number(price.standardPrice),
      floorPrice: Number(price.floorPrice),
      quantity,
      amount,
      floorAmount,
      taxRate: Number(price.taxRate),
    }
  })
  const subtotal = lines.reduce((s, l) => s + l.amount, 0)
  const floor = lines.reduce((s, l) => s + l.floorAmount, 0)
  const discount = Math.min(Number(discounts?.total ?? 0), subtotal)
  const taxable = subtotal - discount
  // tax at each line's rate on its share of what is left after discounts, rounded once
  const tax = subtotal === 0 ? 0 : Math.round((taxWeighted / 100) * (taxable / subtotal))
  return {
    lines,
    subtotal,
    floor,
    discount,
    tax,
    total: taxable + tax,
    priced: lines.every((l) => l.price !== null),
  }
}
