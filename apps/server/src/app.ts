import { existsSync } from 'node:fs'
import { join } from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import { API_BASE, UPLOAD_MAX_BYTES } from '@app/contracts'
import Fastify, { type FastifyInstance } from 'fastify'
import type { AppDeps } from './plugins/app-deps.ts'
import { registerApiRoutes } from './routes.ts'
import { errorHandler } from './plugins/error-handler.ts'
import { requestContext, tr } from './plugins/request-context.ts'

/**
 * Builds the server without listening, so tests can `inject()` into it (fastify/demo).
 * Registration order matters and is kept here, in one place:
 * 1. request context + error handler, so every later failure answers the envelope;
 * 2. compression, parsers (cookies, form bodies, multipart with the 5 MB cap) and the rate
 *    limiter;
 * 3. the API under /xgz;
 * 4. the built SPA, with index.html for every other GET (client-side routes).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    // request ids and client IPs come from this process, never from headers a client sets
    trustProxy: false,
  })

  // 1.
  await app.register(cookie)
  await app.register(requestContext)
  await app.register(errorHandler)

  // 2.
  // gzip/brotli for JSON and the SPA's files (docs/product/performance.md "API" counts compressed
  // bytes); files that are already compressed (.xlsx, images) and the hijacked event
  // stream are left alone
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(formbody)
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  })
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      code: 429,
      msg: tr(req, 'tooMany'),
      data: { retryAfterMs: ctx.ttl },
    }),
  })

  // 3.
  await app.register(async (api) => registerApiRoutes(api, deps), { prefix: API_BASE })

  // 4.
  const dist = deps.config.webDist
  const hasSpa = !!dist && existsSync(join(dist, 'index.html'))
  if (hasSpa) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false })
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === API_BASE || req.url.startsWith(`${API_BASE}/`)
    if (hasSpa && !isApi && req.method === 'GET') {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send({ code: 404, msg: tr(req, 'notFound'), data: null })
  })

  return app
}
