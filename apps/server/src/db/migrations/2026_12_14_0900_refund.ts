import type { Kysely } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

/**
 * 退款审核 (issue 14): `refund_request` becomes the refund's own record.
 * - `status` is renamed `state` and follows the refund's machine: 0 待提交, 1 待审核,
 *   2 审核中, 3 已通过, 4 已退款, 5 已驳回; the rows the cancellations recorded (0 待审核)
 *   become 1.
 * - `source_type` also takes `deposit` (押金退还) and `overpayment` (多收退款), entered by
 *   hand with no source (`source_guid` '') and maybe no project (`project_guid` '').
 * - `refund_number` TK-<year>-NNNN (numbered here for the rows there are, by creation),
 *   the payee's bank and account, the reason, the payment's bank serial, day and payer,
 *   and `owner_id` / `dept_id` (its project's, else its author's) for a role's data scope.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('refund_request').renameColumn('status', 'state').execute()
  const columns: [string, 'text' | 'integer', string | null][] = [
    ['refund_number', 'text', ''],
    ['payee_bank', 'text', ''],
    ['payee_account', 'text', ''],
    ['reason', 'text', ''],
    ['paid_serial', 'text', ''],
    ['paid_date', 'text', null],
    ['paid_by', 'integer', null],
    ['owner_id', 'integer', null],
    ['dept_id', 'integer', null],
  ]
  // one column a statement: SQLite adds one at a time
  for (const [name, type, value] of columns)
    await db.schema
      .alterTable('refund_request')
      .addColumn(name, type, (c) => (value === null ? c : c.notNull().defaultTo(value)))
      .execute()

  await db.updateTable('refund_request').set({ state: 1 }).where('state', '=', 0).execute()
  const rows = await db
    .selectFrom('refund_request as r')
    .leftJoin('project_cancel as c', 'c.guid', 'r.source_guid')
    .leftJoin('project as p', 'p.guid', 'r.project_guid')
    .leftJoin('sys_user as u', 'u.id', 'r.created_by')
    // one-word aliases: the app's CamelCasePlugin would rename snake_case result keys
    .select([
      'r.id',
      'r.created_at as at',
      'c.cancel_number as number',
      'c.reason as why',
      'p.owner_id as owner',
      'p.dept_id as dept',
      'r.created_by as author',
      'u.dept_id as home',
    ])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute()
  const seq = new Map<number, number>()
  for (const r of rows as {
    id: number
    at: number | string
    number: string | null
    why: string | null
    owner: number | null
    dept: number | null
    author: number | null
    home: number | null
  }[]) {
    const year = new Date(Number(r.at)).getFullYear()
    const n = (seq.get(year) ?? 0) + 1
    seq.set(year, n)
    await db
      .updateTable('refund_request')
      .set({
        refund_number: `TK-${year}-${String(n).padStart(4, '0')}`,
        reason: r.number ? `${r.number} ${r.why ?? ''}`.trim() : '',
        owner_id: r.owner ?? r.author,
        dept_id: r.dept ?? r.home,
      })
      .where('id', '=', r.id)
      .execute()
  }
  await db.schema
    .createIndex('refund_request_number_idx')
    .on('refund_request')
    .column('refund_number')
    .unique()
    .execute()
  await db.schema
    .createIndex('refund_request_dept_idx')
    .on('refund_request')
    .columns(['dept_id', 'id'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('refund_request_dept_idx').execute()
  await db.schema.dropIndex('refund_request_number_idx').execute()
  for (const name of [
    'dept_id',
    'owner_id',
    'paid_by',
    'paid_date',
    'paid_serial',
    'reason',
    'payee_account',
    'payee_bank',
    'refund_number',
  ])
    await db.schema.alterTable('refund_request').dropColumn(name).execute()
  await db.updateTable('refund_request').set({ state: 0 }).where('state', '=', 1).execute()
  await db.schema.alterTable('refund_request').renameColumn('state', 'status').execute()
}
