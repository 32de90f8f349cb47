// One declaration per resource (ADR 022): the table, its filters, the row-to-item map, the
// sheet columns and the hooks of its rules give the five calls of the resource pattern
// (page, detail, addOrUpdate, delete, export) and register them in one call. A module with
// calls of its own registers those beside it with registerEndpoint, and can reuse the
// functions a definition answers (detail, save) in them.
import type {
  Endpoint,
  EndpointData,
  GuidsBody,
  PageResult,
  ResourcePermissions,
} from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import type {
  Expression,
  ExpressionBuilder,
  Kysely,
  Selectable,
  SelectQueryBuilder,
  SqlBool,
} from 'kysely'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { type Lang, translate } from '#server/i18n/messages.ts'
import {
  EXPORT_WINDOW,
  type VersionedTable,
  checkSave,
  countOf,
  creationStamp,
  deletedOr404,
  found,
  formatTime,
  insertOrUpdate,
  pageWindow,
  sendXlsx,
  updaterAtVersion,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
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

type Parsed<S> = S extends z.ZodType ? z.infer<S> : never
/** The filters of a resource: its page query without the paging. */
export type FiltersOf<E extends ResourceEndpointSet> = Omit<
  Parsed<E['page']['query']>,
  'page' | 'pageSize'
>
/** The parsed body of its save call. */
export type SaveOf<E extends ResourceEndpointSet> = Parsed<E['addOrUpdate']['body']>
/** The fields a save writes: the body without its key. */
export type FieldsOf<E extends ResourceEndpointSet> = Omit<SaveOf<E>, 'guid' | 'version'>
/** What its detail call answers. */
export type ItemOf<E extends ResourceEndpointSet> = EndpointData<E['detail']>
export type RowOf<T extends VersionedTable> = Selectable<Database[T]>

/** A column of the exported sheet; its header is the field's label, `<labels>.<key>`. */
export interface SheetColumn<Row> {
  key: string
  /** Characters wide (16 unless told). */
  width?: number
  /** A label key of its own (else `<labels>.<key>`). */
  header?: string
  /** The cell (else the row's own `key`); `t` translates into the caller's language. */
  value?: (row: Row, t: (key: string) => string) => string | number | null
}

/** The closing columns of an admin record's sheet: order, status, remark, last change. */
export const RECORD_SHEET_COLUMNS: SheetColumn<{
  sort: number
  status: number
  remark: string
  updatedAt: number
}>[] = [
  { key: 'sort', header: 'common.list.sort', width: 8 },
  {
    key: 'status',
    header: 'common.status.label',
    width: 8,
    value: (r, t) => t(Number(r.status) === 1 ? 'common.status.enabled' : 'common.status.disabled'),
  },
  { key: 'remark', header: 'common.list.remark', width: 24 },
  {
    key: 'updatedAt',
    header: 'common.table.updatedAt',
    width: 20,
    value: (r) => formatTime(Number(r.updatedAt)),
  },
]

/** What a save's hooks are told. */
export interface SaveContext<T extends VersionedTable, E extends ResourceEndpointSet> {
  /** The transaction the save runs in. */
  trx: Db
  user: AuthUser
  /** The body's fields (no guid, no version). */
  fields: FieldsOf<E>
  /** The stored row of an update (read in the transaction); undefined for a new record. */
  stored: RowOf<T> | undefined
}

export interface ResourceDefinition<T extends VersionedTable, E extends ResourceEndpointSet> {
  table: T
  endpoints: E
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
  toItem: (row: RowOf<T>) => ItemOf<E>
  /** The sheet's columns before the closing record columns (RECORD_SHEET_COLUMNS). */
  sheet: SheetColumn<RowOf<T>>[]
  /** The columns a save writes (the body's fields as they are, unless told). */
  toColumns?: (fields: FieldsOf<E>) => object
  /** The rules of a save: throw an AppError to refuse it (nothing is written). */
  beforeSave?: (ctx: SaveContext<T, E>) => Promise<void>
  /** The rules of a delete: throw an AppError to refuse it (nothing is deleted). */
  beforeDelete?: (trx: Db, guids: readonly string[]) => Promise<void>
}

/** The calls of a defined resource, for its own routes and its module's other calls. */
export interface DefinedResource<T extends VersionedTable, E extends ResourceEndpointSet> {
  definition: ResourceDefinition<T, E>
  page: (db: Db, query: Parsed<E['page']['query']>) => Promise<PageResult<ItemOf<E>>>
  find: (db: Db, guid: string) => Promise<RowOf<T> | undefined>
  detail: (db: Db, guid: string) => Promise<ItemOf<E>>
  save: (db: Db, user: AuthUser, input: SaveOf<E>, now: number) => Promise<ItemOf<E>>
  remove: (db: Db, guids: readonly string[]) => Promise<null>
  exportSheet: (db: Db, filters: FiltersOf<E>, lang: Lang) => Promise<Buffer>
}

// Kysely cannot follow a generic table name through its builders; the engine's queries are
// typed on a table of the columns it touches, and the definition keeps the callers typed.
type Loose = Kysely<{ rows: { id: number; guid: string; version: number } }>
const loose = (db: Db) => db as unknown as Loose

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
 *   toItem: (r) => ({ guid: r.guid, name: r.name, ...recordFields(r) }),
 *   sheet: [{ key: 'name', width: 24 }],
 * })
 */
export function defineResource<T extends VersionedTable, E extends ResourceEndpointSet>(
  def: ResourceDefinition<T, E>,
): DefinedResource<T, E> {
  const table = def.table as unknown as 'rows'

  const filtered = (db: Db, filters: FiltersOf<E>) => {
    let q = db.selectFrom(def.table as VersionedTable) as unknown as SelectQueryBuilder<
      Database,
      T,
      object
    >
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
  const rows = (db: Db, filters: FiltersOf<E>, window: { limit: number; offset: number }) =>
    def
      .orderBy(filtered(db, filters).selectAll() as SelectQueryBuilder<Database, T, RowOf<T>>)
      .orderBy(`${def.table}.id` as never, 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute() as unknown as Promise<RowOf<T>[]>

  const find = (db: Db, guid: string) =>
    loose(db).selectFrom(table).selectAll().where('guid', '=', guid).executeTakeFirst() as Promise<
      RowOf<T> | undefined
    >
  const detail = async (db: Db, guid: string) => def.toItem(found(await find(db, guid)))
  const updateAtVersion = updaterAtVersion(def.table)

  return {
    definition: def,
    find,
    detail,
    page: async (db, query) => {
      const { page: _p, pageSize: _s, ...filters } = query as { page: number; pageSize: number }
      const [list, count] = await Promise.all([
        rows(db, filters as FiltersOf<E>, pageWindow(query as { page: number; pageSize: number })),
        countOf(filtered(db, filters as FiltersOf<E>)),
      ])
      return { list: list.map((r) => def.toItem(r)), count }
    },
    save: (db, user, input, now) => {
      const { guid, version, ...fields } = input as { guid?: string; version?: number }
      checkSave(user, def.endpoints.permissions, { guid, version })
      const columns = def.toColumns ? def.toColumns(fields as FieldsOf<E>) : fields
      return db.transaction().execute(async (trx) => {
        const stored = guid ? await find(trx, guid) : undefined
        await def.beforeSave?.({ trx, user, fields: fields as FieldsOf<E>, stored })
        const saved = await insertOrUpdate(guid, version, {
          insert: (g) =>
            loose(trx)
              .insertInto(table)
              .values({ ...columns, guid: g, ...creationStamp(user, now) } as never)
              .execute(),
          update: (g, v) => updateAtVersion(trx, g, v, { ...columns, updatedAt: now } as never),
          find: (g) => find(trx, g),
        })
        return detail(trx, saved)
      })
    },
    remove: (db, guids) =>
      db.transaction().execute(async (trx) => {
        await def.beforeDelete?.(trx, guids)
        return deletedOr404(
          loose(trx)
            .deleteFrom(table)
            .where('guid', 'in', guids)
            .executeTakeFirst()
            .then((r) => Number(r.numDeletedRows)),
        )
      }),
    exportSheet: async (db, filters, lang) => {
      const t = (key: string) => translate(lang, key)
      const labels = def.endpoints.names.labels
      const columns = [...def.sheet, ...(RECORD_SHEET_COLUMNS as SheetColumn<RowOf<T>>[])]
      return xlsxOf(
        t(def.endpoints.names.title),
        columns.map((c) => ({
          header: t(c.header ?? `${labels}.${c.key}`),
          width: c.width ?? 16,
          value: (row: RowOf<T>) =>
            c.value
              ? c.value(row, t)
              : ((row as Record<string, string | number | null>)[c.key] ?? null),
        })),
        await rows(db, filters, EXPORT_WINDOW),
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
export function registerResource<T extends VersionedTable, E extends ResourceEndpointSet>(
  api: FastifyInstance,
  deps: ModuleDeps,
  resource: DefinedResource<T, E>,
): void {
  const { db } = deps
  const ep = endpointDeps(deps)
  const e = resource.definition.endpoints
  registerEndpoint(api, ep, e.page, async ({ query }) =>
    resource.page(db, query as Parsed<E['page']['query']>),
  )
  registerEndpoint(api, ep, e.detail, async ({ query }) =>
    resource.detail(db, (query as { guid: string }).guid),
  )
  registerEndpoint(api, ep, e.addOrUpdate, async ({ body, user }) =>
    resource.save(db, user, body as SaveOf<E>, Date.now()),
  )
  registerEndpoint(api, ep, e.delete, async ({ body }) =>
    resource.remove(db, (body as GuidsBody).guids),
  )
  registerEndpoint(api, ep, e.export, async ({ body, req, reply }) =>
    sendXlsx(
      reply,
      translate(req.lang, e.names.title),
      await resource.exportSheet(db, body as FiltersOf<E>, req.lang),
    ),
  )
}
