import { API, type Instalment, instalmentSchema } from '@app/contracts'
import { z } from 'zod'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { pick, recordFields } from '#server/lib/resource.ts'

/** The stored JSON of the instalments (a row that does not parse shows none). */
const instalmentsOf = (json: string): Instalment[] => {
  const parsed = z.array(instalmentSchema).safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : []
}

/** 付款计划模板 (/system/paymentPlan): instalments as % and offsets, totalling 100%. */
export const paymentPlans = defineResource({
  table: 'paymentPlanTemplate',
  endpoints: API.templates.paymentPlan,
  filters: {
    name: (eb, v) => contains(eb.ref('name'), v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('sort'),
  toItem: (r) => ({
    ...pick(r, 'guid', 'name'),
    instalments: instalmentsOf(r.instalments),
    ...recordFields(r),
  }),
  // the contract has checked the ratios total 100%
  toColumns: (f) => ({ ...f, instalments: JSON.stringify(f.instalments) }),
  sheet: [
    { key: 'name', width: 24 },
    {
      key: 'instalments',
      width: 70,
      // one readable cell: 首付款 签约后7日内 30%；…
      value: (r, t) =>
        instalmentsOf(r.instalments)
          .map((i) =>
            t('system.paymentPlan.instalment', {
              type: i.type,
              anchor: i.anchor,
              days: i.offsetDays,
              ratio: i.ratio,
            }),
          )
          .join('；'),
    },
  ],
})
