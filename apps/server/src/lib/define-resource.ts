// One declaration per resource (ADR 022): the table, its filters, the row-to-item map, the
// sheet columns and the hooks of its rules give the five calls of the resource pattern
// (page, detail, addOrUpdate, delete, export) and register them in one call. A module with
// calls of its own registers those beside it with registerEndpoint, and can reuse the
// functions a definition answers (list, detail, save, remove) in them: menus bind all four.
import type {
  Endpoint,
  EndpointData,
  GuidsBody,
  PageQuery,
  PageResult,
  ResourcePermissions,
} from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type {
  Expression,
  ExpressionBuilder,
  Insertable,
  Kysely,
  Selectable,
  SelectQueryBuilder,
  SqlBool,
} from 'kysely'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { type Lang, type MessageParams, translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import {
  EXPORT_ROW_LIMIT,
  checkSave,
  countOf,
  found,
  sendXlsx,
  versionMissError,
  windowWithCount,
  xlsxOf,
} from '#server/lib/resource.ts'
import { RECORD_SHEET_COLUMNS } from '#server/lib/resource-rules.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'

/** The endpoint set of contracts' `resourceEndpoints`: its names, permissions and calls. */
export interface ResourceEndpointSet {
  names: { title: string; labels: string }
  permissions: ResourcePermissions
  page: Endpoint
  detail: Endpoint
  addOrUpdate: Endpoint
  delete: Endpoint
  export: Endpoint
}
/** What a definition reads of its endpoint set: a resource without an export (menus) has none. */
export type ResourceCalls = Omit<ResourceEndpointSet, 'export'> & { export?: Endpoint }
/** The column keying the records: a guid, or an integer id (tables without guids: menus). */
export type RecordKey = 'guid' | 'id'
export type KeyOf<K extends RecordKey> = K extends 'id' ? number : string
/** The tables a resource can be declared on: versioned, with the column of its key. */
export type TableOf<K extends RecordKey> = {
  [T in keyof Database]: Database[T] extends Record<K | 'id' | 'version', unknown> ? T : never
}[keyof Database]

type Parsed<S> = S extends z.ZodType ? z.infer<S> : never
/** The filters of a resource: its page query without the paging. */
export type FiltersOf<E extends ResourceCalls> = Omit<
  Parsed<E['page']['query']>,
  'page' | 'pageSize'
>
/** The parsed body of its save call. */
export type SaveOf<E extends ResourceCalls> = Parsed<E['addOrUpdate']['body']>
/** The fields a save writes: the body without its key. */
export type FieldsOf<E extends ResourceCalls> = Omit<SaveOf<E>, 'guid' | 'id' | 'version'>
/** What its detail call answers. */
export type ItemOf<E extends ResourceCalls> = EndpointData<E['detail']>
/** A row of its list (its page's item, or its list's when it answers a whole list). */
export type ListItemOf<E extends ResourceCalls> =
  EndpointData<E['page']> extends PageResult<infer X>
    ? X
    : EndpointData<E['page']> extends readonly (infer X)[]
      ? X
      : never
export type RowOf<T extends keyof Database> = Selectable<Database[T]>

/** A sheet's translator: a key in the caller's language, its placeholders filled. */
type Translate = (key: string, params?: MessageParams) => string

/** A column of the exported sheet; its header is the field's label, `<labels>.<key>`. */
export interface SheetColumn<Row, L = undefined> {
  key: string
  /** Characters wide (16 unless told). */
  width?: number
  /** A label key of its own (else `<labels>.<key>`). */
  header?: string
  /**
   * The cell (else the row's own `key`); `t` translates into the caller's language, `lookup`
   * is the call's lookup (see ResourceDefinition.lookup), `user` the caller (a masked
   * mobile unless they may see it whole).
   */
  value?: (row: Row, t: Translate, lookup: L, user?: AuthUser) => string | number | null
}

/** What a save's hooks are told. */
export interface SaveContext<T extends keyof Database, E extends ResourceCalls> {
  /** The transaction the save runs in. */
  trx: Db
  user: AuthUser
  /** The save's time (updatedAt). */
  now: number
  /** The body's fields (no key, no version). */
  fields: FieldsOf<E>
  /** The stored row of an update (read in the transaction); undefined for a new record. */
  stored: RowOf<T> | undefined
  /** Its guid, a new one's chosen before its rules (a dept's code is it); '' if keyed by id. */
  guid: string
}

export interface ResourceDefinition<
  T extends TableOf<K>,
  E extends ResourceCalls,
  L = undefined,
  K extends RecordKey = 'guid',
> {
  table: T
  endpoints: E
  /** The column that keys the records ('guid' unless told). */
  key?: K
  /** One condition per filter of the query; a filter left empty is not applied. */
  filters: {
    [K in keyof FiltersOf<E>]-?: (
      eb: ExpressionBuilder<Database, T>,
      value: NonNullable<FiltersOf<E>[K]>,
    ) => Expression<SqlBool>
  }
  /** The list's order (a last tie-breaker on `id` keeps pages stable). */
  orderBy: (
    q: SelectQueryBuilder<Database, T, RowOf<T>>,
  ) => SelectQueryBuilder<Database, T, RowOf<T>>
  /** The record as the contract answers it; `lookup` is the call's (undefined without one). */
  toItem: (row: RowOf<T>, lookup: L) => ItemOf<E>
  /**
   * A list's row when it shows less than the detail (a masked mobile, unless the caller
   * `user` may see it whole); toItem's unless told.
   */
  toRow?: (item: ItemOf<E>, user?: AuthUser) => ListItemOf<E>
  /**
   * The rows a caller may see (a role's data scope): the five calls reach only these, and
   * one outside is a 404. A module's own call without a user is not scoped.
   */
  scope?: (db: Db, user: AuthUser) => Promise<Expression<SqlBool>>
  /**
   * What a call needs beside its rows (a count of other records, a parent's guid, names),
   * read once per call for the rows it answers: a page, a detail, a sheet. The pattern
   * reads one table; this keeps the rest out of N+1 queries and out of the table.
   */
  lookup?: (db: Db, rows: readonly RowOf<T>[]) => Promise<L>
  /**
   * A tree is small and answered whole, unpaged: 'list' when its list call answers an array
   * (the endpoint set's `page` is then that call), 'page' when it answers one page of all.
   */
  whole?: 'list' | 'page'
  /** A tree's matches with the nodes that place them (a site's group), for its list and sheet. */
  around?: (db: Db, matches: RowOf<T>[], filters: FiltersOf<E>) => Promise<RowOf<T>[]>
  /** The sheet's columns before the closing ones (none without an export). */
  sheet?: SheetColumn<RowOf<T>, L>[]
  /** The sheet's closing columns (RECORD_SHEET_COLUMNS unless told: a site has no status). */
  sheetTail?: SheetColumn<RowOf<T>, L>[]
  /** The label key of the sheet and its file when not the page's title (two share one page). */
  sheetName?: string
  /** The table keeps no owner (deptId, createdBy): a new row is stamped with its times only. */
  ownerless?: true
  /** A new row's stamp instead of those (a menu keeps no creation time: its updatedAt only). */
  stamp?: (now: number) => object
  /** The columns a save writes (the body's fields as they are, unless told). */
  toColumns?: (fields: FieldsOf<E>) => object
  /**
   * The rules of a save: throw an AppError to refuse it (nothing is written). It may answer
   * columns it derived from other records (a site's parent id, a dept's ancestors path),
   * written with the fields.
   */
  beforeSave?: (ctx: SaveContext<T, E>) => Promise<Partial<Insertable<Database[T]>> | void>
  /**
   * What a save changes besides its row (related rows, descendants' paths, child rows), in
   * its transaction after the row is written at its version (a 409 has thrown by then);
   * `id` is the written row's, a new one's too.
   */
  afterSave?: (ctx: SaveContext<T, E> & { id: number }) => Promise<void>
  /**
   * The rules of a delete: throw an AppError to refuse it (nothing is deleted); it may
   * also clear what refers to the records, in the same transaction, before they go. It is
   * told the records' keys (guids, or ids).
   */
  beforeDelete?: (trx: Db, keys: readonly KeyOf<K>[], user?: AuthUser) => Promise<void>
  /** What a save or delete changes outside the database once committed (cached grants). */
  afterCommit?: (db: Db) => void
}

/** The calls of a defined resource, for its own routes and its module's other calls. */
export interface DefinedResource<
  T extends TableOf<K>,
  E extends ResourceCalls,
  L = undefined,
  K extends RecordKey = 'guid',
> {
  definition: ResourceDefinition<T, E, L, K>
  // `user` is the caller, whose `scope` applies (see ResourceDefinition.scope)
  page: (
    db: Db,
    query: Parsed<E['page']['query']>,
    user?: AuthUser,
  ) => Promise<PageResult<ListItemOf<E>>>
  /** Every match in order, unpaged (a tree's list, with `around`'s nodes). */
  list: (db: Db, filters: FiltersOf<E>, user?: AuthUser) => Promise<ListItemOf<E>[]>
  // a key as a call carries it: a guid, or an id (a number, or its text: a schedule template's)
  find: (db: Db, key: string | number, user?: AuthUser) => Promise<RowOf<T> | undefined>
  detail: (db: Db, key: string | number, user?: AuthUser) => Promise<ItemOf<E>>
  save: (db: Db, user: AuthUser, input: SaveOf<E>, now: number) => Promise<ItemOf<E>>
  remove: (db: Db, keys: readonly (string | number)[], user?: AuthUser) => Promise<null>
  exportSheet: (db: Db, filters: FiltersOf<E>, lang: Lang, user?: AuthUser) => Promise<Buffer>
}

// Kysely cannot follow a generic table name through its builders; the engine's queries are
// typed on a table of the columns it touches, and the definition keeps the callers typed.
type Loose = Kysely<{ rows: { id: number; guid: string; version: number } }>
const loose = (db: Db) => db as unknown as Loose
type SaveKey = { guid?: string; id?: number; version?: number }

/**
 * Declares a resource: the five calls and their rules, from one definition.
 *
 * @example
 * export const remarkTemplates = defineResource({
 *   table: 'remarkTemplate',
 *   endpoints: API.templates.remark,
 *   filters: {
 *     name: (eb, v) => contains(eb.ref('name'), v),
 *     category: (eb, v) => eb('category', '=', v),
 *     status: (eb, v) => eb('status', '=', v),
 *   },
 *   orderBy: (q) => q.orderBy('sort'),
 *   toItem: (r) => ({ ...pick(r, 'guid', 'name'), ...recordFields(r) }),
 *   sheet: [{ key: 'name', width: 24 }],
 * })
 */
export function defineResource<
  T extends TableOf<K>,
  E extends ResourceCalls,
  L = undefined,
  K extends RecordKey = 'guid',
>(def: ResourceDefinition<T, E, L, K>): DefinedResource<T, E, L, K> {
  const table = def.table as unknown as 'rows'
  const keyCol = def.key ?? 'guid'
  // a key as its column holds it; text that is no id names no record (null)
  const keyOf = (k: string | number): KeyOf<K> | null => {
    if (keyCol === 'guid' || typeof k === 'number') return k as KeyOf<K>
    return /^[1-9]\d{0,9}$/.test(k) ? (Number(k) as KeyOf<K>) : null
  }

  // the caller's scope, when the resource has one
  const scopeOf = async (db: Db, user?: AuthUser) =>
    def.scope && user ? def.scope(db, user) : undefined
  const filtered = (db: Db, filters: FiltersOf<E>, scope?: Expression<SqlBool>) => {
    let q = db.selectFrom(def.table as keyof Database) as unknown as SelectQueryBuilder<
      Database,
      T,
      object
    >
    if (scope) q = q.where(scope)
    for (const [key, value] of Object.entries(filters as Record<string, unknown>)) {
      const condition = (def.filters as Record<string, unknown>)[key]
      if (value === undefined || value === null || value === '' || !condition) continue
      q = q.where((eb) =>
        (condition as (eb: ExpressionBuilder<Database, T>, v: unknown) => Expression<SqlBool>)(
          eb,
          value,
        ),
      )
    }
    return q
  }
  const rows = (
    db: Db,
    filters: FiltersOf<E>,
    window: { limit: number; offset: number },
    scope?: Expression<SqlBool>,
  ) =>
    def
      .orderBy(
        filtered(db, filters, scope).selectAll() as SelectQueryBuilder<Database, T, RowOf<T>>,
      )
      .orderBy(`${def.table}.id` as never, 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute() as unknown as Promise<RowOf<T>[]>

  // every match (a list, a sheet), with the nodes around them in a tree
  const matching = async (db: Db, filters: FiltersOf<E>, scope?: Expression<SqlBool>) => {
    const matches = await rows(db, filters, { limit: EXPORT_ROW_LIMIT, offset: 0 }, scope)
    return def.around ? def.around(db, matches, filters) : matches
  }
  const lookupOf = (db: Db, rs: readonly RowOf<T>[]) =>
    def.lookup ? def.lookup(db, rs) : Promise.resolve(undefined as L)
  const listRows = async (db: Db, rs: RowOf<T>[], user?: AuthUser) => {
    const lookup = await lookupOf(db, rs)
    const all = rs.map((r) => def.toItem(r, lookup))
    const toRow = def.toRow
    return (toRow ? all.map((item) => toRow(item, user)) : all) as ListItemOf<E>[]
  }

  const rowWhere = (db: Db, column: RecordKey, value: unknown, scope?: Expression<SqlBool>) => {
    const q = loose(db)
      .selectFrom(table)
      .selectAll()
      .where(column, '=', value as never)
    return (scope ? q.where(scope) : q).executeTakeFirst() as Promise<RowOf<T> | undefined>
  }
  const find = async (db: Db, key: string | number, user?: AuthUser) => {
    const k = keyOf(key)
    return k === null ? undefined : rowWhere(db, keyCol, k, await scopeOf(db, user))
  }
  const itemOf = async (db: Db, row: RowOf<T>) => def.toItem(row, await lookupOf(db, [row]))
  const detail = async (db: Db, key: string | number, user?: AuthUser) =>
    itemOf(db, found(await find(db, key, user)))
  const list = async (db: Db, filters: FiltersOf<E>, user?: AuthUser) =>
    listRows(db, await matching(db, filters, await scopeOf(db, user)), user)
  const committed =
    (db: Db) =>
    <R>(result: R): R => {
      def.afterCommit?.(db)
      return result
    }

  return {
    definition: def,
    find,
    detail,
    list,
    page: async (db, query, user) => {
      const { page, pageSize, ...rest } = query as PageQuery
      const filters = rest as FiltersOf<E>
      if (def.whole) {
        const all = await list(db, filters, user)
        return { list: all, count: all.length }
      }
      const scope = await scopeOf(db, user)
      const window = { limit: pageSize, offset: (page - 1) * pageSize }
      const { rows: rs, count } = await windowWithCount(
        window,
        () => rows(db, filters, window, scope),
        () => countOf(filtered(db, filters, scope)),
      )
      return { list: await listRows(db, rs, user), count }
    },
    save: (db, user, input, now) => {
      // the key a body carries: a guid, or a menu's id
      const { guid, id, version, ...fields } = input as SaveKey
      const key = guid ?? id
      checkSave(user, def.endpoints.permissions, { guid: key?.toString(), version })
      return db
        .transaction()
        .execute(async (trx) => {
          const stored = key === undefined ? undefined : await find(trx, key, user)
          // a record that is gone is a 404 before any of its rules
          if (key !== undefined && !stored) throw AppError.notFound()
          const ctx = { trx, user, now, fields: fields as FieldsOf<E>, stored, guid: '' }
          if (keyCol === 'guid') ctx.guid = guid ?? newGuid()
          const derived = await def.beforeSave?.(ctx)
          const columns = {
            ...(def.toColumns ? def.toColumns(fields as FieldsOf<E>) : fields),
            ...derived,
          }
          let rowId: number
          if (!stored) {
            const times = { createdAt: now, updatedAt: now }
            const owner = def.ownerless ? {} : { deptId: user.deptId, createdBy: user.id }
            const stamp = def.stamp?.(now) ?? { ...owner, ...times }
            const guidColumn = keyCol === 'guid' ? { guid: ctx.guid } : {}
            const inserted = await loose(trx)
              .insertInto(table)
              .values({ ...columns, ...guidColumn, ...stamp } as never)
              .returning('id')
              .executeTakeFirstOrThrow()
            rowId = Number(inserted.id)
          } else {
            const { id: storedId, [keyCol]: k } = stored as unknown as Record<RecordKey, unknown>
            rowId = Number(storedId)
            const res = await loose(trx)
              .updateTable(table)
              .set((eb) => ({ ...columns, updatedAt: now, version: eb('version', '+', 1) }))
              .where(keyCol, '=', k as never)
              .where('version', '=', version ?? 0)
              .executeTakeFirst()
            if (!Number(res.numUpdatedRows))
              throw await versionMissError(async () => !!(await rowWhere(trx, keyCol, k)))
          }
          await def.afterSave?.({ ...ctx, id: rowId })
          return itemOf(trx, found(await rowWhere(trx, 'id', rowId)))
        })
        .then(committed(db))
    },
    remove: (db, keys, user) =>
      db
        .transaction()
        .execute(async (trx) => {
          const ks = keys.map(keyOf).filter((k) => k !== null)
          // records outside the caller's scope are left alone (only such: a 404)
          const scope = await scopeOf(trx, user)
          const mine =
            scope && ks.length
              ? (
                  await loose(trx)
                    .selectFrom(table)
                    .select(keyCol)
                    .where(keyCol, 'in', ks as never)
                    .where(scope)
                    .execute()
                ).map((r) => (r as unknown as Record<RecordKey, KeyOf<K>>)[keyCol])
              : ks
          if (mine.length === 0) throw AppError.notFound()
          await def.beforeDelete?.(trx, mine, user)
          const res = await loose(trx)
            .deleteFrom(table)
            .where(keyCol, 'in', mine as never)
            .executeTakeFirst()
          if (!Number(res.numDeletedRows)) throw AppError.notFound()
          return null
        })
        .then(committed(db)),
    exportSheet: async (db, filters, lang, user) => {
      const t: Translate = (key, params) => translate(lang, key, params)
      const labels = def.endpoints.names.labels
      const tail = def.sheetTail ?? (RECORD_SHEET_COLUMNS as unknown as SheetColumn<RowOf<T>, L>[])
      const rs = await matching(db, filters, await scopeOf(db, user))
      const lookup = await lookupOf(db, rs)
      return xlsxOf(
        t(sheetNameOf(def)),
        [...(def.sheet ?? []), ...tail].map((c) => ({
          header: t(c.header ?? `${labels}.${c.key}`),
          width: c.width ?? 16,
          value: (row: RowOf<T>) =>
            c.value
              ? c.value(row, t, lookup, user)
              : ((row as Record<string, string | number | null>)[c.key] ?? null),
        })),
        rs,
      )
    },
  }
}

/**
 * Registers the five calls of a defined resource (authentication, permission, validation,
 * envelope and operation log come with registerEndpoint).
 *
 * @example registerResource(api, deps, remarkTemplates)
 */
/** What the pattern's own code depends on, of each resource registered in this process. */
export interface RegisteredResource {
  endpoints: ResourceCalls
  whole?: 'list' | 'page' | undefined
  scoped: boolean
  key: RecordKey
}
const registered = new Map<string, RegisteredResource>()
/**
 * Every resource registerResource has registered, by its page call: the security walks
 * sample the pattern's endpoints by shape (test/security/walk.ts).
 */
export const registeredResources = (): RegisteredResource[] => [...registered.values()]

export function registerResource<
  T extends TableOf<K>,
  E extends ResourceEndpointSet,
  L,
  K extends RecordKey,
>(api: FastifyInstance, deps: ModuleDeps, resource: DefinedResource<T, E, L, K>): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  const def = resource.definition
  const e = def.endpoints
  registered.set(e.page.path, {
    endpoints: e,
    whole: def.whole,
    scoped: Boolean(def.scope),
    key: def.key ?? 'guid',
  })
  registerEndpoint(api, ep, e.page, async ({ query, user }) =>
    def.whole === 'list'
      ? resource.list(db, query as FiltersOf<E>, user)
      : resource.page(db, query as Parsed<E['page']['query']>, user),
  )
  registerEndpoint(api, ep, e.detail, async ({ query, user }) =>
    resource.detail(db, (query as { guid: string }).guid, user),
  )
  registerEndpoint(api, ep, e.addOrUpdate, async ({ body, user }) =>
    resource.save(db, user, body as SaveOf<E>, Date.now()),
  )
  registerEndpoint(api, ep, e.delete, async ({ body, user }) =>
    resource.remove(db, (body as GuidsBody).guids, user),
  )
  registerEndpoint(api, ep, e.export, async ({ body, user, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, sheetNameOf(def)),
      await resource.exportSheet(db, body as FiltersOf<E>, req.lang, user),
    ),
  )
}

/** The label key of a resource's sheet and its file. */
export const sheetNameOf = (def: {
  endpoints: ResourceCalls
  sheetName?: string | undefined
}): string => def.sheetName ?? def.endpoints.names.title
