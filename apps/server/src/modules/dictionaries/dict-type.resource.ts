import { API } from '@app/contracts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { pick, recordFields } from '#server/lib/resource.ts'
import { checkUnique, countsBy } from '#server/lib/resource-rules.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** 数据管理 (/system/data-manage): the dictionaries; their values are dict-data records. */
export const dictTypes = defineResource({
  table: 'sysDictType',
  endpoints: API.dictionaries.types,
  filters: {
    name: (eb, v) => contains(eb.ref('name'), v),
    dictType: (eb, v) => contains(eb.ref('dictType'), v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('sort').orderBy('id'),
  // how many values each type holds, counted once for the rows of the call
  lookup: (db, rows) => {
    const types = rows.map((r) => r.dictType)
    return countsBy(db, 'sysDictData', 'dictType', types)
  },
  toItem: (r, valueCount) => ({
    ...pick(r, 'guid', 'dictType', 'name'),
    valueCount: valueCount.get(r.dictType) ?? 0,
    ...recordFields(r),
  }),
  sheetName: 'export.dictType.sheet',
  sheet: [
    { key: 'name', width: 20 },
    { key: 'dictType', width: 20 },
    { key: 'valueCount', width: 10, value: (r, _t, valueCount) => valueCount.get(r.dictType) ?? 0 },
  ],
  beforeSave: async ({ trx, fields, stored, guid }) => {
    // the key is what code and records read values by: unique, and it never changes
    if (stored && stored.dictType !== fields.dictType)
      throw AppError.invalidField('dictType', 'dict.typeFixed')
    if (!stored)
      await checkUnique(trx, 'sysDictType', guid, 'dictType', fields.dictType, 'dict.typeTaken')
  },
  // a type with values is refused whole (409): deleting it would orphan them
  beforeDelete: async (trx, guids) => {
    const held = await trx
      .selectFrom('sysDictType as t')
      .innerJoin('sysDictData as d', 'd.dictType', 't.dictType')
      .select((eb) => ['t.name', eb.fn.countAll<number | string>().as('n')])
      .where('t.guid', 'in', guids)
      .groupBy(['t.id', 't.name'])
      .orderBy('t.id')
      .executeTakeFirst()
    if (held)
      throw AppError.conflict('dict.typeHasValues', { name: held.name, count: Number(held.n) })
  },
})
