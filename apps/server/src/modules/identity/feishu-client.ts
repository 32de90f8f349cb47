import type { Config } from '#server/config.ts'

/**
 * Why a Feishu exchange failed: `notConfigured` (no app id/secret here), `rejected` (the
 * platform refused the code: expired, reused or forged) or `unavailable` (timeout,
 * network, 5xx or an answer we cannot read).
 */
export class FeishuError extends Error {
  constructor(readonly kind: 'notConfigured' | 'rejected' | 'unavailable') {
    super(`feishu ${kind}`)
    this.name = 'FeishuError'
  }
}

// The caller's own timeout is 5 s (docs/product/api.md "Identity"); three platform calls must
// fit into a sign-in.
const TIMEOUT_MS = 5_000

interface PlatformAnswer {
  code?: unknown
  app_access_token?: unknown
  data?: { access_token?: unknown; open_id?: unknown } | null
}

/** One platform call; a non-zero `code` counts as `onRefusal` (only the code exchange is the caller's fault). */
async function call(
  url: string,
  init: RequestInit,
  onRefusal: FeishuError['kind'] = 'unavailable',
): Promise<PlatformAnswer> {
  let res: Response
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    throw new FeishuError('unavailable')
  }
  if (res.status >= 500) throw new FeishuError('unavailable')
  let body: unknown
  try {
    body = await res.json()
  } catch {
    throw new FeishuError('unavailable')
  }
  if (!body || typeof body !== 'object') throw new FeishuError('unavailable')
  const answer = body as PlatformAnswer
  // Feishu answers `code: 0` on success and a non-zero code (often with HTTP 400) otherwise
  if (answer.code !== 0) throw new FeishuError(onRefusal)
  return answer
}

const text = (v: unknown): string => {
  if (typeof v !== 'string' || !v) throw new FeishuError('unavailable')
  return v
}

const json = (body: unknown, bearer?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json; charset=utf-8',
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  },
  body: JSON.stringify(body),
})

/**
 * Exchanges a Feishu sign-in `code` for the user's open_id, the way a custom app does:
 * app_access_token (auth/v3/app_access_token/internal) → user access token
 * (authen/v1/oidc/access_token) → user info (authen/v1/user_info).
 */
export async function fetchFeishuOpenId(feishu: Config['feishu'], code: string): Promise<string> {
  if (!feishu.appId || !feishu.appSecret) throw new FeishuError('notConfigured')
  const base = feishu.baseUrl.replace(/\/+$/, '')
  const app = await call(
    `${base}/open-apis/auth/v3/app_access_token/internal`,
    json({ app_id: feishu.appId, app_secret: feishu.appSecret }),
  )
  const appToken = text(app.app_access_token)
  const user = await call(
    `${base}/open-apis/authen/v1/oidc/access_token`,
    json({ grant_type: 'authorization_code', code }, appToken),
    'rejected',
  )
  const userToken = text(user.data?.access_token)
  const info = await call(`${base}/open-apis/authen/v1/user_info`, {
    method: 'GET',
    headers: { authorization: `Bearer ${userToken}` },
  })
  return text(info.data?.open_id)
}
