import { z } from 'zod'
import { type AuditAction, defineEndpoint } from './endpoint.ts'
import { guidSchema, type pageQuerySchema, pageResultSchema } from './envelope.schemas.ts'

/**
 * docs/product/api.md "Resources": one pattern per resource `r`:
 * `GET r/page`, `GET r/detail`, `POST r/addOrUpdate` (update carries `version`; stale ->
 * 409), `POST r/delete` with `{ guids }`, `POST r/export` (.xlsx of the filtered list).
 */

/** `?guid=` of a detail call. */
export const resourceGuidQuerySchema = z.object({ guid: guidSchema })
/** The body of `r/delete`: one or more records (at most a page of the largest size). */
export const guidsBodySchema = z.object({ guids: z.array(guidSchema).min(1).max(2000) })
export type GuidsBody = z.infer<typeof guidsBodySchema>

/** The `version` an update carries (optimistic locking; a stale one answers 409). */
export const versionSchema = z.number().int().min(0)

/** Status of an admin record: 1 正常 (enabled), 0 停用 (disabled). */
export const ENABLED = 1
export const DISABLED = 0
export const statusSchema = z.union([z.literal(ENABLED), z.literal(DISABLED)])
/** A status filter from a query string: '' = any. */
export const statusFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().pipe(statusSchema).optional(),
)

/**
 * The fields an admin record answers after its own: order, status, remark and the audit
 * trail. Spread into a record's `z.object({ …, ...recordTailShape })`.
 */
export const recordTailShape = {
  sort: z.number().int(),
  status: statusSchema,
  remark: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
}

/** The start of a save body: no `guid` creates, `guid` + `version` updates. */
export const saveKeyShape = {
  guid: guidSchema.optional(),
  version: versionSchema.optional(),
}

/** The end of a save body: order, status and remark, with a new record's defaults. */
export const saveTailShape = {
  sort: z.number().int().min(0).max(9999).default(0),
  status: statusSchema.default(1),
  remark: z.string().trim().max(500).default(''),
}

/** The body of a status switch (`r/changeStatus`). */
export const changeStatusBodySchema = z.object({ guid: guidSchema, status: statusSchema })
export type ChangeStatusBody = z.infer<typeof changeStatusBodySchema>

/**
 * The `data` of a 400 whose fault lies in named fields, so a form can show each message
 * on its field: `{ fields: { userName: '登录账号已存在' } }`.
 */
export const fieldErrorsSchema = z.object({ fields: z.record(z.string(), z.string()) })
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

/** The permission strings of a resource (`<module>:<resource>:<list|query|add|…>`). */
export interface ResourcePermissions {
  list: string
  query?: string
  add?: string
  edit?: string
  remove?: string
  export?: string
}

/** What the declaration of a resource says besides its schemas. */
export interface ResourceNames {
  /** The path the five calls hang under, e.g. `/cloud-business/api/system/remarkTemplate`. */
  base: string
  /** Plural noun for the OpenAPI summaries. */
  name: string
  /** The page's title key (its menu entry): the operation log's module and the sheet's name. */
  title: string
  /**
   * Where the labels of its fields live: `<labels>.<field>` (e.g. `system.remarkTemplate`
   * gives `system.remarkTemplate.name`), read by the screen, its form messages and the
   * headers of its sheet; `<labels>.what` names one record (新增{what}).
   */
  labels: string
  permissions: ResourcePermissions
}

/**
 * The five endpoints of a resource. A create-or-update call lets either of add and edit
 * in; the service then checks the exact one. Export takes the page's filters as a form
 * (the download flow posts a form) without `page` and `pageSize`.
 *
 * @example
 * export const remarkTemplateEndpoints = resourceEndpoints({
 *   base: '/cloud-business/api/system/remarkTemplate', name: 'remark templates',
 *   title: 'venue.route.remarkTemplate', labels: 'system.remarkTemplate',
 *   permissions: PERMISSIONS.remarkTemplate,
 *   query: remarkTemplateQuerySchema, row: remarkTemplateSchema,
 *   detail: remarkTemplateSchema, save: remarkTemplateSaveSchema,
 * })
 */
export const resourceEndpoints = <
  Q extends typeof pageQuerySchema,
  Row extends z.ZodType,
  Detail extends z.ZodType,
  Save extends z.ZodType,
>(
  r: ResourceNames & { query: Q; row: Row; detail: Detail; save: Save },
) => {
  const p = r.permissions
  const editPermissions = [p.add, p.edit].filter((x): x is string => x !== undefined)
  const audit = (action: AuditAction) => ({ module: r.title, action })
  return {
    names: { title: r.title, labels: r.labels },
    permissions: p,
    page: defineEndpoint({
      method: 'GET',
      path: `${r.base}/page`,
      auth: 'token',
      permission: p.list,
      query: r.query,
      response: pageResultSchema(r.row),
      summary: `${r.name}: filtered and paged`,
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${r.base}/detail`,
      auth: 'token',
      permission: p.query ?? p.list,
      query: resourceGuidQuerySchema,
      response: r.detail,
      summary: `${r.name}: one record`,
    }),
    addOrUpdate: defineEndpoint({
      method: 'POST',
      path: `${r.base}/addOrUpdate`,
      auth: 'token',
      permission: editPermissions,
      body: r.save,
      response: r.detail,
      summary: `${r.name}: create (no guid) or update (guid + version; stale -> 409)`,
      audit: audit('save'),
    }),
    delete: defineEndpoint({
      method: 'POST',
      path: `${r.base}/delete`,
      auth: 'token',
      permission: p.remove ?? p.edit ?? p.list,
      body: guidsBodySchema,
      response: z.null(),
      summary: `${r.name}: delete by guids`,
      audit: audit('delete'),
    }),
    export: defineEndpoint({
      method: 'POST',
      path: `${r.base}/export`,
      auth: 'token',
      permission: p.export ?? p.list,
      body: r.query.omit({ page: true, pageSize: true }),
      bodyKind: 'form',
      response: z.null(),
      download: 'xlsx',
      summary: `${r.name}: .xlsx of the filtered list`,
      audit: audit('export'),
    }),
  }
}
