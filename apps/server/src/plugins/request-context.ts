import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type Lang, pickLang, translate } from '#server/i18n/messages.ts'
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
  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(req.headers['accept-language'], req.cookies?.language)
  })
})

/** The message `key` in the caller's language. */
export const tr = (req: FastifyRequest, key: string, params?: Record<string, string | number>) =>
  translate(req.lang, key, params)
