import { API } from '@app/contracts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { pick, recordFields } from '#server/lib/resource.ts'
import { checkUnique } from '#server/lib/resource-rules.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** 数据管理: the values of a dictionary (tags and dropdowns read them by type and value). */
export const dictData = defineResource({
  table: 'sysDictData',
  endpoints: API.dictionaries.data,
  filters: {
    dictType: (eb, v) => eb('dictType', '=', v),
    label: (eb, v) => contains(eb.ref('label'), v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('dictType').orderBy('sort').orderBy('id'),
  toItem: (r) => ({
    ...pick(r, 'guid', 'dictType', 'label', 'value', 'color'),
    ...recordFields(r),
  }),
  sheetName: 'export.dictData.sheet',
  sheet: [
    { key: 'dictType', width: 20 },
    { key: 'label', width: 20 },
    { key: 'value', width: 20 },
    { key: 'color', width: 12 },
  ],
  ownerless: true,
  beforeSave: async ({ trx, fields, stored, guid }) => {
    // a value stays in its dictionary, and its value is unique there
    const dictType = stored?.dictType ?? fields.dictType
    const type = await trx
      .selectFrom('sysDictType')
      .select('id')
      .where('dictType', '=', dictType)
      .executeTakeFirst()
    if (!type) throw AppError.invalidField('dictType', 'dict.noType')
    await checkUnique(trx, 'sysDictData', guid, 'value', fields.value, 'dict.valueTaken', {
      dictType,
    })
    return { dictType }
  },
})
