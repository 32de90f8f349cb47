import { API } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { countOf, pick, recordFields } from '#server/lib/resource.ts'
import { checkUnique, sheetTail } from '#server/lib/resource-rules.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** Every department below `id` (its id appears in their ancestor path). */
const descendants = (db: Db, id: number) =>
  db
    .selectFrom('sysDept')
    .select(['id', 'ancestors', 'status'])
    .where('ancestors', 'like', `%/${id}/%`)
    .execute()

/** 部门管理 (/system/dept): a tree by parentId, with each node's ancestors path. */
export const depts = defineResource({
  table: 'sysDept',
  // the contract's set is a tree's: its `list` (an array) is the page
  endpoints: { ...API.depts, page: API.depts.list },
  whole: 'list',
  filters: {
    name: (eb, v) => contains(eb.ref('name'), v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('parentId').orderBy('sort').orderBy('id'),
  toItem: (r) => ({
    ...pick(r, 'guid', 'id', 'parentId', 'ancestors', 'name', 'leader', 'phone', 'email'),
    ...recordFields(r),
  }),
  // the parent names the sheet shows: those among its own rows
  lookup: async (_db, rows) => new Map(rows.map((r) => [r.id, r.name])),
  sheetName: 'export.dept.sheet',
  sheet: [
    { key: 'id', header: 'export.dept.id', width: 10 },
    { key: 'name', width: 24 },
    { key: 'parent', width: 24, value: (r, _t, names) => names.get(r.parentId) ?? '' },
    { key: 'leader' },
    { key: 'phone' },
    { key: 'email', width: 28 },
  ],
  sheetTail: sheetTail('sort', 'status', 'createdAt'),
  ownerless: true,
  beforeSave: async ({ trx, fields, stored, guid }) => {
    if (stored?.parentId === 0) {
      // the root stays the root
      if (fields.parentId !== 0) throw AppError.invalidField('parentId', 'dept.rootFixed')
      if (fields.status === 0 && (await descendants(trx, stored.id)).some((d) => d.status === 1))
        throw AppError.invalidField('status', 'dept.enabledChildren')
      return
    }
    const parent = await trx
      .selectFrom('sysDept')
      .selectAll()
      .where('id', '=', fields.parentId)
      .executeTakeFirst()
    if (!parent) throw AppError.invalidField('parentId', 'dept.parentMissing')
    if (!stored && parent.status !== 1)
      throw AppError.invalidField('parentId', 'dept.parentDisabled')
    if (stored) {
      const below = await descendants(trx, stored.id)
      if (parent.id === stored.id || below.some((d) => d.id === parent.id))
        throw AppError.invalidField('parentId', 'dept.parentIsSelf')
      if (fields.status === 0 && below.some((d) => d.status === 1))
        throw AppError.invalidField('status', 'dept.enabledChildren')
    }
    // a name is one department's among its siblings
    await checkUnique(trx, 'sysDept', guid, 'name', fields.name, 'dept.nameTaken', {
      parentId: parent.id,
    })
    const ancestors = `${parent.ancestors}${parent.id}/`
    return stored ? { ancestors } : { ancestors, code: guid }
  },
  // moved: every descendant's path starts with the new one
  afterSave: async ({ trx, stored }) => {
    if (!stored) return
    const { ancestors } = await trx
      .selectFrom('sysDept')
      .select('ancestors')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow()
    if (ancestors === stored.ancestors) return
    const oldPrefix = `${stored.ancestors}${stored.id}/`
    const newPrefix = `${ancestors}${stored.id}/`
    for (const d of await descendants(trx, stored.id))
      await trx
        .updateTable('sysDept')
        .set({ ancestors: newPrefix + d.ancestors.slice(oldPrefix.length) })
        .where('id', '=', d.id)
        .execute()
  },
  // a node goes only without children and users; its role grants go with it
  beforeDelete: async (trx, guids) => {
    const rows = await trx.selectFrom('sysDept').select('id').where('guid', 'in', guids).execute()
    const ids = rows.map((r) => r.id)
    if (!ids.length) return
    if ((await countOf(trx.selectFrom('sysDept').where('parentId', 'in', ids))) > 0)
      throw AppError.conflict('dept.hasChildren')
    if ((await countOf(trx.selectFrom('sysUser').where('deptId', 'in', ids))) > 0)
      throw AppError.conflict('dept.hasUsers')
    await trx.deleteFrom('sysRoleDept').where('deptId', 'in', ids).execute()
  },
})
