import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
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
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler.ts'
import { requestContext, tr } from './plugins/request-context.ts'
import { securityHeaders } from './plugins/security-headers.ts'
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts'
import { listenForChanges } from './db/change-bus.ts'

/**
 * Builds the server without listening, so tests can `inject()` into it (fastify/demo).
 * Registration order matters and is kept here, in one place:
 * 1. request context + error handler, so every later failure answers the envelope; the
 *    browser security headers;
 * 2. compression, parsers (cookies, form bodies, multipart with the 5 MB cap) and the rate
 *    limiter;
 * 3. the API under /xgz;
 * 4. the built SPA, with index.html for every other GET (client-side routes).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    // a bad URL and a request Node's parser refuses (431 headers) are answered before any
    // hook runs: these answer the envelope too
    frameworkErrors,
    clientErrorHandler,
    // client IPs and the protocol come from X-Forwarded-* only behind a balancer we were told
    // of (TRUST_PROXY): otherwise any client could claim any address
    trustProxy: deps.config.trustProxy,
  })

  // 1.
  await app.register(cookie)
  await app.register(requestContext)
  await app.register(errorHandler)
  await app.register(securityHeaders, { webDist: deps.config.webDist })

  // 2.
  // gzip/brotli for JSON and the SPA's files (docs/product/performance.md "API" counts compressed
  // bytes); files that are already compressed (.xlsx, images) and the hijacked event
  // stream are left alone
  // Fast levels: answers are compressed on every call (the grid's quarter, 10 MB of JSON:
  // brotli 4, the plugin's default, 60 ms for 0.55 MB; brotli 2, 27 ms for 0.62 MB; brotli 1,
  // 12 ms for 0.67 MB). The
  // SPA's files are compressed once, at build, at the highest levels (preCompressed below).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 3 },
  })
  await app.register(formbody)
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  })
  await app.register(rateLimit, {
    global: false,
    // counted in the database: instances sharing one PostgreSQL count a client together
    store: databaseRateLimitStore(deps.db),
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      code: 429,
      msg: tr(req, 'tooMany'),
      data: { retryAfterMs: ctx.ttl },
    }),
  })

  // 3.
  await app.register(async (api) => registerApiRoutes(api, deps), { prefix: API_BASE })
  // the other instances' changes (roles, unread counts) on PostgreSQL: LISTEN/NOTIFY
  const stopListening = await listenForChanges(deps.db, app.log)
  app.addHook('onClose', stopListening)

  // 4.
  const dist = deps.config.webDist
  const hasSpa = !!dist && existsSync(join(dist, 'index.html'))
  if (hasSpa) {
    // the build writes .br and .gz beside each file (apps/web/precompress.ts)
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // asked again on every load: their names stay, their content changes with a release
      globIgnore: ['assets/**'],
    })
    // the build's hashed files: a new release has new names, so a browser keeps them for a
    // year and never asks again (a signed-in page load is about 80 of them)
    if (existsSync(join(dist, 'assets')))
      await app.register(fastifyStatic, {
        root: join(dist, 'assets'),
        prefix: '/assets/',
        wildcard: false,
        index: false,
        preCompressed: true,
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
      })
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === API_BASE || req.url.startsWith(`${API_BASE}/`)
    // a build file that is not there (an old tab after a release) is not the page either:
    // HTML in place of a script fails in the browser with a MIME error, not as missing
    const isAsset = req.url.startsWith('/assets/')
    if (hasSpa && !isApi && !isAsset && req.method === 'GET') {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send({ code: 404, msg: tr(req, 'notFound'), data: null })
  })

  return app
}
