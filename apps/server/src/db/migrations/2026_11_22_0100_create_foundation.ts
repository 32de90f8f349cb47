import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time (docs/house-style.md "Database and migrations"): this file imports nothing from
// src/ and is never edited once it has run anywhere; change the schema with a new migration.

// kysely migrations operate on an unknown schema, so Kysely<any> is the documented type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

/**
 * The two dialect differences of this schema, both deliberate (ADR 005):
 * an auto-increment key (SQLite `integer primary key autoincrement`, PostgreSQL identity)
 * and binary content (SQLite `blob`, PostgreSQL `bytea`).
 */
const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db)
  const idCol = (name = 'id') =>
    [
      name,
      'integer',
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely column builder callback
      (c: any) =>
        pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    ] as const

  // --- identity -------------------------------------------------------------------------
  await db.schema
    .createTable('sys_dept')
    .addColumn(...idCol())
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    // '/1/4/' style path of ancestor ids, for "own department and below" data scope
    .addColumn('ancestors', 'text', (c) => c.notNull().defaultTo('/'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('leader', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('sys_user')
    .addColumn(...idCol())
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'integer')
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    // argon2id of the client's SHA-256 hex (docs/product/api.md "Passwords")
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('feishu_open_id', 'text', (c) => c.unique())
    .addColumn('current_exhibition_guid', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('sys_role')
    .addColumn(...idCol())
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('role_key', 'text', (c) => c.notNull().unique())
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    // 1 all, 2 custom departments, 3 own department, 4 own department and below, 5 self
    .addColumn('data_scope', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('sys_menu')
    // menu ids are stable and given by the seed, so no auto-increment here
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('system_code', 'text', (c) => c.notNull())
    .addColumn('menu_name', 'text', (c) => c.notNull())
    .addColumn('menu_type', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text')
    .addColumn('perms', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('sys_system')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('sys_user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_user_role_pk', ['user_id', 'role_id'])
    .execute()

  await db.schema
    .createTable('sys_role_system')
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('system_code', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_role_system_pk', ['role_id', 'system_code'])
    .execute()

  await db.schema
    .createTable('sys_role_menu')
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('menu_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_role_menu_pk', ['role_id', 'menu_id'])
    .execute()

  await db.schema
    .createTable('sys_session')
    // SHA-256 hex of the opaque token; the token itself is never stored
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sys_session_user_idx').on('sys_session').column('user_id').execute()

  await db.schema
    .createTable('sys_login_lock')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_login_lock_pk', ['user_name', 'ip'])
    .execute()

  await db.schema
    .createTable('sys_bind_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()

  // --- logs -----------------------------------------------------------------------------
  await db.schema
    .createTable('sys_login_log')
    .addColumn(...idCol())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('sys_login_log_time_idx')
    .on('sys_login_log')
    .column('created_at')
    .execute()

  await db.schema
    .createTable('sys_oper_log')
    .addColumn(...idCol())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('sys_oper_log_time_idx')
    .on('sys_oper_log')
    .column('created_at')
    .execute()

  // --- system settings, versions, files -------------------------------------------------
  await db.schema
    .createTable('sys_config')
    .addColumn('config_key', 'text', (c) => c.primaryKey())
    .addColumn('config_value', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sys_version')
    .addColumn(...idCol())
    .addColumn('version_code', 'text', (c) => c.notNull().unique())
    .addColumn('online_time', 'bigint', (c) => c.notNull())
    .addColumn('online_content', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sys_file')
    // content-addressed: the SHA-256 hex of the bytes
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  // --- dictionaries ---------------------------------------------------------------------
  await db.schema
    .createTable('sys_dict_data')
    .addColumn(...idCol())
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('dict_type', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('sys_dict_data_type_idx')
    .on('sys_dict_data')
    .columns(['dict_type', 'sort'])
    .execute()

  // --- venue projects (the minimum an exhibition links to; the project issue grows it) ---
  await db.schema
    .createTable('project')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('project_number', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('form_flag', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('industry_guid', 'text')
    .addColumn('region_guid', 'text')
    .addColumn('customer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('halls', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('load_in_time', 'bigint')
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('load_out_time', 'bigint')
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  // --- exhibitions ----------------------------------------------------------------------
  await db.schema
    .createTable('exhibition')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('project_id_number', 'text', (c) => c.notNull())
    .addColumn('project_guid', 'text')
    .addColumn('industry_guid', 'text')
    .addColumn('region_guid', 'text')
    .addColumn('organiser', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('home_contractor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('halls', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_time_start', 'bigint')
    .addColumn('apply_time_end', 'bigint')
    .addColumn('load_in_time', 'bigint')
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('load_out_time', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_home', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dept_id', 'integer')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // the list's default order is newest application window first; filters use these
  await db.schema
    .createIndex('exhibition_apply_idx')
    .on('exhibition')
    .columns(['apply_time_start', 'guid'])
    .execute()
  await db.schema
    .createIndex('exhibition_industry_idx')
    .on('exhibition')
    .columns(['industry_guid', 'apply_time_start'])
    .execute()
  await db.schema
    .createIndex('exhibition_region_idx')
    .on('exhibition')
    .columns(['region_guid', 'apply_time_start'])
    .execute()
  // exhibition numbers are unique: two simultaneous creates cannot both pass the check
  await db.schema
    .createIndex('exhibition_code_uq')
    .on('exhibition')
    .column('project_id_number')
    .unique()
    .execute()
  // the list with industry and region both set (the exhibition search form's usual pair)
  await db.schema
    .createIndex('exhibition_industry_region_idx')
    .on('exhibition')
    .columns(['industry_guid', 'region_guid', 'apply_time_start', 'apply_time_end'])
    .execute()

  // --- workspace ------------------------------------------------------------------------
  await db.schema
    .createTable('favourite_view')
    .addColumn(...idCol())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('model_name', 'text', (c) => c.notNull())
    .addColumn('topic_name', 'text', (c) => c.notNull())
    .addColumn('front_sign', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('favourite_view_user_route_uq', ['user_id', 'front_sign'])
    .execute()

  await db.schema
    .createTable('message')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('message_user_idx')
    .on('message')
    .columns(['user_id', 'created_at'])
    .execute()

  // seed bookkeeping: which seed steps have run, so seeding is idempotent
  await db.schema
    .createTable('seed_run')
    .addColumn('step', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    'seed_run',
    'message',
    'favourite_view',
    'exhibition',
    'project',
    'sys_dict_data',
    'sys_file',
    'sys_version',
    'sys_config',
    'sys_oper_log',
    'sys_login_log',
    'sys_bind_ticket',
    'sys_login_lock',
    'sys_session',
    'sys_role_menu',
    'sys_role_system',
    'sys_user_role',
    'sys_system',
    'sys_menu',
    'sys_role',
    'sys_user',
    'sys_dept',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
