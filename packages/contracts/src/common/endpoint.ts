import type { z } from 'zod'

/** The base path every call is served under (docs/product/api.md). */
export const API_BASE = '/xgz'

export type HttpMethod = 'GET' | 'POST'

/**
 * How a caller must be signed in:
 * - `none`: open (sign-in, background image);
 * - `token`: the `access-token` header (or `Authorization: Bearer`);
 * - `cookie`: the `Admin-Token` cookie (files, the event stream).
 */
export type AuthKind = 'none' | 'token' | 'cookie'

/** The shape of a request body on the wire. */
export type BodyKind = 'json' | 'form' | 'multipart'

/**
 * One call of the API, the single source both the server and the web client read.
 * `path` is relative to the `/xgz` base. `permission` is the `infPerms` string the
 * server checks (and the web guards the button with); absent = any signed-in user.
 * An array means any one of them; the service may then check the exact one.
 *
 * @example
 * export const versionList = defineEndpoint({
 *   method: 'GET', path: '/cloud-user/api/system/version', auth: 'token',
 *   response: z.array(versionRecordSchema),
 * })
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  path: string
  auth: AuthKind
  /** Any one of these grants the call (a create-or-update call lists both). */
  permission?: string | readonly string[]
  query?: Q
  body?: B
  bodyKind?: BodyKind
  response: R
  /**
   * The answer is a file of this kind, not the `{ code, msg, data }` envelope (errors
   * still answer the envelope). `response` then describes nothing and is `z.null()`.
   */
  download?: 'xlsx'
  /** Short description used in the OpenAPI document. */
  summary?: string
  /** How the operation log names a write in the user's words (else by its URL). */
  audit?: AuditName
}

/**
 * What the operation log shows of a write: the page it belongs to (an i18n key such as
 * `venue.route.remarkTemplate`) and what was done (a key under `logs.action`; `save` is
 * 新增 or 修改, told apart by the guid the call carries).
 */
export interface AuditName {
  module: string
  action: AuditAction
}
export const AUDIT_ACTIONS = [
  'add',
  'edit',
  'save',
  'delete',
  'export',
  'import',
  'status',
  'audit',
  'grant',
  'reset',
  'unlock',
  'other',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const defineEndpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> => e

/** The `data` type an endpoint answers with. */
export type EndpointData<E> = E extends Endpoint<infer _Q, infer _B, infer R> ? z.infer<R> : never
/** The query an endpoint takes, as the caller writes it. */
export type EndpointQuery<E> =
  E extends Endpoint<infer Q, infer _B, infer _R>
    ? Q extends z.ZodType
      ? z.input<Q>
      : never
    : never
/** The body an endpoint takes, as the caller writes it. */
export type EndpointBody<E> =
  E extends Endpoint<infer _Q, infer B, infer _R>
    ? B extends z.ZodType
      ? z.input<B>
      : never
    : never
