import { ResultCode } from '@app/contracts'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ZodError } from 'zod'
import { AppError } from './app-error.ts'
import { tr } from './request-context.ts'
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
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 413, msg: tr(req, 'tooLarge', { mb: 5 }), data: null })
    }
    if (status === 429) {
      return reply.status(429).send({ code: 429, msg: tr(req, 'tooMany'), data: null })
    }
    if (status >= 400 && status < 500) {
      // malformed JSON, wrong content type, bad multipart...: say what kind, never how
      return reply.status(status).send({
        code: status,
        msg: tr(req, 'badRequest', { detail: err.code ?? 'request' }),
        data: null,
      })
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
