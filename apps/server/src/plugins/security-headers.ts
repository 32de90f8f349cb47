import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { API, API_BASE } from '@app/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * The `'sha256-…'` sources of the inline scripts of the built index.html (its theme boot
 * script, which must run before the first paint): those scripts and no others may run inline.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const index = webDist && join(webDist, 'index.html')
  if (!index || !existsSync(index)) return []
  const html = readFileSync(index, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )
}

const API_PREFIX = `${API_BASE}/`
const FILES_PREFIX = `${API_BASE}${API.files.file.path.replace(':name', '')}`
/** An API answer's headers: nothing of it may run, be framed or be sniffed as another type. */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
}

/**
 * Browser security headers on every answer (docs/deploy.md "Security headers"): a
 * Content-Security-Policy that runs only the app's own scripts and lets no page frame it,
 * nosniff, Referrer-Policy same-origin, and HSTS only for a request that came over HTTPS
 * (behind a balancer the protocol is known only with TRUST_PROXY).
 *
 * helmet itself, built once: @fastify/helmet builds a new helmet middleware on every
 * request, a cost every call would pay.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string | undefined }) => {
    const apply = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(webDist)],
          scriptSrcAttr: ["'none'"],
          // antd writes its styles at run time (CSS-in-JS) and React sets style attributes
          styleSrc: ["'self'", "'unsafe-inline'"],
          // data: for antd's and the charts' inline images, blob: for previews of a chosen file
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // the same for browsers that know only the older header
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      // set below, per request
      strictTransportSecurity: false,
    })
    app.addHook('onRequest', (req, reply, next) => {
      if (req.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
      }
      // the API's JSON is never a page: the short set (OWASP's for REST answers) spares
      // every call about 600 bytes of headers; uploaded files are shown, they get the full set
      if (req.url.startsWith(API_PREFIX) && !req.url.startsWith(FILES_PREFIX)) {
        reply.headers(API_HEADERS)
        return next()
      }
      apply(req.raw, reply.raw, (err) => next(err as Error | undefined))
    })
  },
  { name: 'security-headers' },
)
