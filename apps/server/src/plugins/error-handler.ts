import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { ResultCode, UPLOAD_MAX_BYTES } from '@app/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ZodError } from 'zod'
import { type Lang, translate } from '#server/i18n/messages.ts'
import { AppError } from './app-error.ts'
import { langOfHeaders, tr } from './request-context.ts'
import { describeZodError, zodFieldErrors } from './validation.ts'

/**
 * One error handler for the whole API: every failure answers the `{ code, msg, data }`
 * envelope with a message in the caller's language. Nothing from the error itself
 * (stack, SQL, file paths) reaches the answer; 5xx details go to the server log only.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, req, reply) => {
    if (err instanceof AppError) {
      const status = err.code >= 400 && err.code < 600 ? err.code : 200
      const msg = tr(req, err.messageKey, err.params)
      if (err.field !== undefined) {
        return reply.status(status).send({
          code: err.code,
          msg: tr(req, 'badRequest', { detail: `${err.field}: ${msg}` }),
          data: { fields: { [err.field]: msg } },
        })
      }
      return reply.status(status).send({ code: err.code, msg, data: err.data })
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({
        code: ResultCode.badRequest,
        msg: tr(req, 'badRequest', { detail: describeZodError(req, err) }),
        data: { fields: zodFieldErrors(req, err) },
      })
    }
    if (isUniqueViolation(err)) {
      // a race past a service's own duplicate check: the database's unique index decides
      return reply.status(409).send({ code: 409, msg: tr(req, 'conflict'), data: null })
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500
    if (status === 429) {
      return reply.status(429).send({ code: 429, msg: tr(req, 'tooMany'), data: null })
    }
    if (status >= 400 && status < 500) {
      const msg = clientFault(req.lang, err, status, req.routeOptions.bodyLimit)
      return reply.status(status).send({ code: status, msg, data: null })
    }
    req.log.error({ err }, 'unhandled error')
    return reply.status(500).send({ code: 500, msg: tr(req, 'serverError'), data: null })
  })
  // The 404 handler is app.ts's (it also serves the SPA's index.html): Fastify allows one
  // per prefix, and this plugin is not encapsulated, so setting one here made buildApp throw.
})

/** SQLite and PostgreSQL both report a unique-index violation by a code of their own. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  )
}

const MB = 1024 * 1024
/** A limit as a person writes it: 1, 5, 0.5. */
const megabytes = (bytes: number) => String(Math.round((bytes / MB) * 10) / 10)

/** The 4xx Fastify and its plugins raise, by their code. */
const KEY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.invalidJson',
  // `content-type: application/json` with no body is no JSON either
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedType',
  FST_ERR_BAD_URL: 'http.badUrl',
  FST_PARTS_LIMIT: 'http.tooManyParts',
  FST_FILES_LIMIT: 'http.tooManyParts',
  FST_FIELDS_LIMIT: 'http.tooManyParts',
}
/** Any other 4xx, by its status. */
const KEY_BY_STATUS: Record<number, string> = {
  400: 'http.malformed',
  404: 'notFound',
  405: 'http.methodNotAllowed',
  408: 'http.timeout',
  414: 'http.urlTooLong',
  415: 'http.unsupportedType',
  431: 'http.headersTooLarge',
}

/**
 * What a 4xx from Fastify or a plugin means, in the caller's words: their codes
 * (FST_ERR_…) and English texts never reach `msg`, which the web shows as it is.
 * `bodyLimit` is the route's own: 413 states the limit that was passed.
 */
function clientFault(lang: Lang, err: FastifyError, status: number, bodyLimit = 0): string {
  const key = KEY_BY_CODE[err.code]
  if (key) return translate(lang, key)
  if (err.code === 'FST_REQ_FILE_TOO_LARGE')
    return translate(lang, 'tooLarge', { mb: megabytes(UPLOAD_MAX_BYTES) })
  if (status === 413) return translate(lang, 'http.bodyTooLarge', { mb: megabytes(bodyLimit) })
  return translate(lang, KEY_BY_STATUS[status] ?? 'http.rejected', { status })
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (`/xgz/%E0%A4%A`) is refused
 * before routing, so neither the error handler nor the request context has run.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500
  const lang = langOfHeaders(req.headers)
  if (status >= 400 && status < 500) {
    const msg = clientFault(lang, err, status)
    return reply.status(status).send({ code: status, msg, data: null })
  }
  req.log.error({ err }, 'unhandled framework error')
  return reply.status(500).send({ code: 500, msg: translate(lang, 'serverError'), data: null })
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request (headers over its
 * 16 KB, a timeout, bytes that are not HTTP) before Fastify sees it, so the answer is written
 * on the socket by hand. The headers were never read, so the message is in zh, the default.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // a reset connection has nobody left to answer
  if (err.code === 'ECONNRESET' || !socket.writable) return
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = JSON.stringify({
    code: status,
    msg: translate('zh', KEY_BY_STATUS[status] ?? 'http.malformed'),
    data: null,
  })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      body,
  )
  // a client that never closes its side (still sending its headers) does not keep the
  // connection: it has a moment to read the answer
  setTimeout(() => socket.destroy(), 1_000).unref()
}
