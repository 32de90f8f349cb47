import type { Kysely } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

/** An uploaded file's name in stored text: `/files/<sha256>.<ext>`, as the upload answers it. */
const FILE_NAME = /\/files\/([0-9a-f]{64})\./g

/**
 * Which record uses which uploaded file (issue 12, point 1.2): a file no record refers to
 * is removed a day after its upload. `ref` names the record (`contractTemplate:<guid>`,
 * `fileTemplate:<guid>`, `scheduleMission:<mid>`, `config:<key>`). The records stored so
 * far get their references here, found in their text as the files module finds them.
 * Also an index for the per-user upload quota (the sum of a user's file sizes).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sys_file_ref')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_file_ref_pk', ['sha256', 'ref'])
    .execute()
  await db.schema.createIndex('sys_file_ref_ref_idx').on('sys_file_ref').column('ref').execute()
  await db.schema
    .createIndex('sys_file_created_by_idx')
    .on('sys_file')
    .column('created_by')
    .execute()

  // single-word aliases: the rows read the same with or without a camelCase plugin
  const sources = [
    { table: 'contract_template', key: 'guid', text: 'content', prefix: 'contractTemplate' },
    { table: 'file_template', key: 'guid', text: 'file_url', prefix: 'fileTemplate' },
    { table: 'schedule_mission', key: 'mid', text: 'remark', prefix: 'scheduleMission' },
    { table: 'sys_config', key: 'config_key', text: 'config_value', prefix: 'config' },
  ]
  for (const s of sources) {
    const rows = (await db
      .selectFrom(s.table)
      .select([`${s.key} as id`, `${s.text} as body`])
      .where(s.text, 'like', '%/files/%')
      .execute()) as { id: string; body: string }[]
    const refs = rows.flatMap((r) =>
      [...new Set([...r.body.matchAll(FILE_NAME)].map((m) => m[1]))].map((sha256) => ({
        sha256,
        ref: `${s.prefix}:${r.id}`,
      })),
    )
    // a few hundred rows a statement keeps under SQLite's limit of bound values
    for (let i = 0; i < refs.length; i += 500) {
      await db
        .insertInto('sys_file_ref')
        .values(refs.slice(i, i + 500))
        .execute()
    }
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('sys_file_created_by_idx').execute()
  await db.schema.dropTable('sys_file_ref').execute()
}
