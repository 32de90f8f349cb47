import { type Endpoint, type EndpointData, ResultCode, hasAnyPermission } from '@app/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import { paramsForLog } from '#server/lib/redact.ts'
import type { ModuleDeps } from './app-deps.ts'
import { AppError } from './app-error.ts'
import type { AuthUser } from './auth-user.ts'
import { tr } from './request-context.ts'
import { parseOr400 } from './validation.ts'

// `E["query"]` is `Schema | undefined` (the field is optional), so the check must not
// distribute over that union, or every handler would see `input | undefined`.
type In<S> = [S] extends [undefined] ? undefined : z.infer<NonNullable<S>>

/** What a handler receives: the validated input and, on guarded calls, the user. */
export interface HandlerContext<E extends Endpoint> {
  query: In<E['query']>
  body: In<E['body']>
  user: E['auth'] extends 'none' ? AuthUser | null : AuthUser
  req: FastifyRequest
  reply: FastifyReply
}

/** A handler's answer: the data, or the data with a message other than 操作成功. */
export type HandlerResult<T> = T | Answer<T>
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly messageKey: string,
    readonly code: number = ResultCode.ok,
  ) {}
}
/** Answer with a message (a key of i18n/messages.ts, or literal text). */
export const answer = <T>(data: T, messageKey: string) => new Answer(data, messageKey)

export interface EndpointOptions {
  /** The handler writes the reply itself (files, event streams, the upload's flat answer). */
  raw?: boolean
  /** Operation-log this call (default: every POST that is not a sign-in call). */
  log?: boolean
  /** Per-route rate limit (see app.ts for the plugin); onExceeded runs on each refused call. */
  rateLimit?: {
    max: number
    timeWindow: number
    onExceeded?: (req: FastifyRequest, key: string) => void
  }
  /** Log the URL without its query string (sign-in calls carry the password hash there). */
  hideQuery?: boolean
}

/** One guarded write as the operation log keeps it. */
export interface WriteRecord {
  userName: string
  module: string
  action: string
  method: string
  url: string
  target: string | null
  params: string
  success: boolean
  message: string
  ip: string
  durationMs: number
  createdAt: number
}

/**
 * The two hooks every endpoint runs through, implemented by modules above plugins/ and
 * wired in routes.ts (ADR 019): the identity module resolves a token to its user, the
 * logs module stores the operation-log row of a write.
 */
export interface EndpointDeps {
  /** The signed-in user behind a token, or null when unknown, idle too long or disabled. */
  authenticate: (token: string) => Promise<AuthUser | null>
  /** Stores one write in the operation log. */
  recordWrite: (record: WriteRecord) => Promise<void>
}

/** What `registerEndpoint` needs, from a module's deps: every routes file builds its `ep` here. */
export const endpointDeps = (deps: ModuleDeps): EndpointDeps => deps.endpoint

/** The token of a call: `access-token`, or `Authorization: Bearer`, or for cookie calls the cookie. */
export function tokenOf(req: FastifyRequest, kind: Endpoint['auth']): string | undefined {
  const header = req.headers['access-token']
  if (typeof header === 'string' && header) return header
  const auth = req.headers.authorization
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7)
  if (kind === 'cookie') return req.cookies?.['Admin-Token']
  return undefined
}

/**
 * Registers one contract endpoint: authentication (401), permission (403), input
 * validation against the contract's zod schemas (400 naming the field), the envelope,
 * and the operation-log row of every write. Order matters: a caller without a token
 * learns nothing about the input rules.
 *
 * @example
 * registerEndpoint(app, endpointDeps(deps), API.auth.versionList, () => listVersions(deps.db))
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: EndpointDeps,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<HandlerResult<EndpointData<E>>>,
  options: EndpointOptions = {},
): void {
  const logWrite = options.log ?? (endpoint.method === 'POST' && endpoint.auth !== 'none')
  const routeOptions: RouteShorthandOptions = {
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(options.hideQuery ? { logSerializers: { req: requestWithoutQuery } } : {}),
    // a GET has no body to inflate: @fastify/compress's request hook would only look
    ...(endpoint.method === 'GET' ? { decompress: false } : {}),
  }
  const url = endpoint.path
  // a download endpoint's handler sends the file itself (errors still answer the envelope)
  const raw = options.raw ?? endpoint.download !== undefined

  app.route({
    method: endpoint.method,
    url,
    ...routeOptions,
    handler: async (req, reply) => {
      const started = Date.now()
      let user: AuthUser | null = null
      if (endpoint.auth !== 'none') {
        const token = tokenOf(req, endpoint.auth)
        user = token ? await deps.authenticate(token) : null
        if (!user) throw AppError.unauthorized()
        req.user = user
        if (endpoint.permission) {
          const wanted =
            typeof endpoint.permission === 'string' ? [endpoint.permission] : endpoint.permission
          if (!hasAnyPermission(user.permissions, wanted)) throw AppError.forbidden()
        }
      }

      const query = endpoint.query ? parseOr400(req, endpoint.query, req.query) : undefined
      const body =
        endpoint.body && endpoint.bodyKind !== 'multipart'
          ? parseOr400(req, endpoint.body, req.body)
          : undefined

      const writeLog = async (success: boolean, message: string) => {
        if (!logWrite || !user) return
        await deps.recordWrite({
          userName: user.userName,
          ...auditNameOf(endpoint, body),
          method: endpoint.method,
          url: `/xgz${url}`,
          target: targetOf(body ?? query),
          params: paramsForLog(query, body),
          success,
          message: message.slice(0, 500),
          ip: req.ip,
          durationMs: Date.now() - started,
          createdAt: Date.now(),
        })
      }

      try {
        const result = await handler({
          query,
          body,
          user,
          req,
          reply,
        } as HandlerContext<E>)
        const ans = result instanceof Answer ? result : new Answer(result, 'ok')
        await writeLog(true, messageOf(req, ans.messageKey))
        if (raw) return reply
        return reply.send({
          code: ans.code,
          msg: messageOf(req, ans.messageKey),
          data: ans.data ?? null,
        })
      } catch (err) {
        const message = err instanceof AppError ? tr(req, err.messageKey, err.params) : 'error'
        await writeLog(false, message).catch(() => undefined)
        throw err
      }
    },
  })
}

// A success message has no parameters: translated once per language and key (capped: a
// handler may answer with literal text)
const translated = new Map<string, string>()
const messageOf = (req: FastifyRequest, key: string): string => {
  const memo = `${req.lang}\u0000${key}`
  let text = translated.get(memo)
  if (text === undefined) {
    text = tr(req, key)
    if (translated.size < 2_000) translated.set(memo, text)
  }
  return text
}

/**
 * The module and action an operation-log row names: the endpoint's own (a page's title key
 * and a `logs.action` key; `save` is add or edit by the guid, or id, the body carries),
 * else the last two segments of its URL.
 */
export function auditNameOf(endpoint: Endpoint, body: unknown): { module: string; action: string } {
  if (!endpoint.audit) {
    const segments = endpoint.path.split('/').filter(Boolean)
    return { module: segments.at(-2) ?? '', action: segments.at(-1) ?? '' }
  }
  const { module, action } = endpoint.audit
  if (action !== 'save') return { module, action }
  const key = body && typeof body === 'object' ? (body as { guid?: unknown; id?: unknown }) : {}
  return { module, action: (key.guid ?? key.id) ? 'edit' : 'add' }
}

/** What the request log shows of a call whose query string is secret. */
function requestWithoutQuery(req: FastifyRequest) {
  return { method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }
}

/** The record a write is about, for the operation log (guid, id, or ids). */
function targetOf(input: unknown): string | null {
  if (!input || typeof input !== 'object') return null
  const o = input as Record<string, unknown>
  const t = o.guid ?? o.id ?? o.ids ?? o.mids ?? o.guids ?? o.toGuid
  return t === undefined ? null : String(Array.isArray(t) ? t.join(',') : t).slice(0, 200)
}
