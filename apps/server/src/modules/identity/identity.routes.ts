import { API } from '@app/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ModuleDeps } from '#server/plugins/app-deps.ts'
import { answer, endpointDeps, registerEndpoint } from '#server/plugins/endpoint.ts'
import {
  type Client,
  bindFeishu,
  changeOwnPassword,
  loginByFeishu,
  loginByPassword,
  loginInfo,
  logout,
  rateLimitLogger,
} from './identity.service.ts'

const clientOf = (req: FastifyRequest): Client => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
})

/** Sign-in, sign-out, the signed-in user, and the own password (API.auth). */
export function registerIdentityRoutes(api: FastifyInstance, deps: ModuleDeps): void {
  const ep = endpointDeps(deps)
  const rateLimit = { max: deps.config.loginRateLimitPerMinute, timeWindow: 60_000 }
  const logRefusal = rateLimitLogger(deps.db, rateLimit.timeWindow)
  const signInLimit = (method: 'password' | 'feishu') => ({
    ...rateLimit,
    onExceeded: (req: FastifyRequest, key: string) => {
      const { userName } = (req.query ?? {}) as { userName?: unknown }
      logRefusal(key, {
        userName: typeof userName === 'string' ? userName : '',
        client: clientOf(req),
        method,
      })
    },
  })
  // sign-in queries carry the password hash and bind tickets: keep them out of the request log
  const signInOptions = (method: 'password' | 'feishu') => ({
    rateLimit: signInLimit(method),
    hideQuery: true,
  })

  registerEndpoint(
    api,
    ep,
    API.auth.loginByPwd,
    ({ query, req }) => loginByPassword(deps, query, clientOf(req)),
    signInOptions('password'),
  )
  registerEndpoint(
    api,
    ep,
    API.auth.loginByFsToken,
    ({ query, req }) => loginByFeishu(deps, query.code, clientOf(req)),
    signInOptions('feishu'),
  )
  registerEndpoint(
    api,
    ep,
    API.auth.fsBinding,
    ({ query, req }) => bindFeishu(deps, query, clientOf(req)),
    signInOptions('feishu'),
  )
  registerEndpoint(api, ep, API.auth.logout, async ({ user }) =>
    answer(await logout(deps.db, user), 'logoutDone'),
  )
  registerEndpoint(api, ep, API.auth.loginInfo, ({ user }) => loginInfo(deps.db, user))
  registerEndpoint(
    api,
    ep,
    API.auth.changeOwnPassword,
    async ({ user, body }) => {
      await changeOwnPassword(deps.db, user, body)
      return answer(null, 'password.changed')
    },
    // the old password is checked here too: the same per-IP brake as sign-in
    { rateLimit },
  )
}
