import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * The shared workflow machinery (issue 13, section 1):
 * - `workflow_history`: every transition of every workflow record (who, when, from, to,
 *   comment), the timeline of its detail page;
 * - `approval_node`: the approval chain of each document type, in order, each node naming
 *   the role that approves and an optional amount from which it applies (fen);
 * - `approval_request`: one submission of a document to its chain, with the chain as it
 *   was at submission (`nodes`, JSON), the current node and its role (what 待我审核 looks
 *   up), a transfer's assignee, and a
 *   version so that two approvers acting at once cannot both win;
 * - `record_attachment`: the documents any record carries (an uploaded file, by its name).
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  await db.schema
    .createTable('workflow_history')
    .addColumn('id', 'integer', id)
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('doc_guid', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('workflow_history_doc_idx')
    .on('workflow_history')
    .columns(['doc_type', 'doc_guid', 'id'])
    .execute()

  await db.schema
    .createTable('approval_node')
    .addColumn('id', 'integer', id)
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role_key', 'text', (c) => c.notNull())
    .addColumn('min_amount', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('approval_node_doc_seq_uq')
    .on('approval_node')
    .columns(['doc_type', 'seq'])
    .unique()
    .execute()

  await db.schema
    .createTable('approval_request')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('doc_guid', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('submitter_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('nodes', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_role', 'text')
    .addColumn('assignee_id', 'integer')
    .addColumn('acted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('approval_request_doc_idx')
    .on('approval_request')
    .columns(['doc_type', 'doc_guid'])
    .execute()
  await db.schema
    .createIndex('approval_request_waiting_idx')
    .on('approval_request')
    .columns(['status', 'current_role', 'assignee_id'])
    .execute()

  await db.schema
    .createTable('record_attachment')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('doc_guid', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull())
    .addColumn('uploader_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('record_attachment_doc_idx')
    .on('record_attachment')
    .columns(['doc_type', 'doc_guid', 'created_at'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('record_attachment').execute()
  await db.schema.dropTable('approval_request').execute()
  await db.schema.dropTable('approval_node').execute()
  await db.schema.dropTable('workflow_history').execute()
}
