import { resolve } from 'node:path'

/** Everything the server reads from the environment, with the defaults of the README. */
export interface Config {
  port: number
  host: string
  /** `postgres://...` for PostgreSQL; unset = the embedded SQLite file under `dataDir`. */
  databaseUrl: string | undefined
  dataDir: string
  /** Session idle expiry in minutes (default 8 h). */
  sessionIdleMinutes: number
  /** Sign-in attempts a minute from one IP before 429. */
  loginRateLimitPerMinute: number
  /** Wrong passwords for one account from one IP before it is locked there. */
  loginMaxFailures: number
  loginLockMinutes: number
  /** UPLOAD_QUOTA_MB: the bytes of stored files one user may have uploaded, in MB (413 past it). */
  uploadQuotaMb: number
  feishu: { baseUrl: string; appId: string; appSecret: string }
  /** The built SPA to serve; unset or missing = API only. */
  webDist: string | undefined
  /** Seed demo data on first start. */
  seedDemo: boolean
  /**
   * TRUST_PROXY: whether the client's address and protocol come from `X-Forwarded-*`
   * (behind a balancer; docs/deploy.md). Off by default: a client could claim any address.
   * `true` (any), or the balancers' addresses (`10.0.0.1,10.0.0.2`, CIDRs allowed).
   */
  trustProxy: boolean | string
}

const trustProxyOf = (v: string | undefined): Config['trustProxy'] => {
  const value = v?.trim() ?? ''
  if (value === '' || value === '0' || value === 'false') return false
  return value === 'true' || value === '1' ? true : value
}

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v)
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = resolve(import.meta.dirname, '../../..')
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    sessionIdleMinutes: num(env.SESSION_IDLE_MINUTES, 480),
    loginRateLimitPerMinute: num(env.LOGIN_RATE_LIMIT_PER_MINUTE, 30),
    loginMaxFailures: 5,
    loginLockMinutes: 10,
    uploadQuotaMb: num(env.UPLOAD_QUOTA_MB, 500),
    feishu: {
      baseUrl: env.FEISHU_BASE_URL ?? 'https://open.feishu.cn',
      appId: env.FEISHU_APP_ID ?? '',
      appSecret: env.FEISHU_APP_SECRET ?? '',
    },
    // relative to where the server starts; '' serves no web app (the API alone)
    webDist:
      env.WEB_DIST === undefined
        ? resolve(root, 'apps/web/dist')
        : env.WEB_DIST && resolve(env.WEB_DIST),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  }
}
