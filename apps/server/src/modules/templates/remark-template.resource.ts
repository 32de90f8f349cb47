import { API } from '@app/contracts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { pick, recordFields } from '#server/lib/resource.ts'

/** 备注模板 (/system/remarkTemplate): notes staff paste into bookings and contracts. */
export const remarkTemplates = defineResource({
  table: 'remarkTemplate',
  endpoints: API.templates.remark,
  filters: {
    name: (eb, v) => contains(eb.ref('name'), v),
    category: (eb, v) => eb('category', '=', v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('sort'),
  toItem: (r) => ({ ...pick(r, 'guid', 'name', 'category', 'content'), ...recordFields(r) }),
  sheet: [{ key: 'name', width: 24 }, { key: 'category' }, { key: 'content', width: 60 }],
})
