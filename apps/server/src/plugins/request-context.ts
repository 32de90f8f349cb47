import type { IncomingHttpHeaders } from 'node:http'
import { fastifyCookie } from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type Lang, type MessageParams, pickLang, translate } from '#server/i18n/messages.ts'
import type { AuthUser } from './auth-user.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language for messages (Accept-Language / `language` cookie). */
    lang: Lang
    /** Set by the endpoint guard on authenticated calls. */
    user: AuthUser | null
  }
}

/** Decorates each request with its language and (later) its user. */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh')
  app.decorateRequest('user', null)
  // a callback, not an async function: no promise on every call
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = pickLang(req.headers['accept-language'], req.cookies?.language)
    done()
  })
})

/**
 * The language of a request the context never saw: Fastify answers a bad URL before any
 * hook runs, so the cookie is read from the header here.
 */
export const langOfHeaders = (headers: IncomingHttpHeaders): Lang =>
  pickLang(headers['accept-language'], fastifyCookie.parse(headers.cookie ?? '').language)

/** The message `key` in the caller's language. */
export const tr = (req: FastifyRequest, key: string, params?: MessageParams) =>
  translate(req.lang, key, params)
