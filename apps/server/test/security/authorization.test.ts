import { hasAnyPermission } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenApiDocument } from '#server/modules/openapi/openapi.service.ts'
import { DIALECTS, type TestApp, buildTestApp } from '../helpers.ts'
import { FEISHU_APP, type FeishuStandIn, startFeishuStandIn } from './feishu-stand-in.ts'
import { LIMITED_PERMISSIONS, USERS, loginAs, seedSecurityFixture } from './fixtures.ts'
import {
  type WalkedOperation,
  fetchOpenApi,
  operationsOf,
  sample,
  RESOURCES_PER_PATTERN,
  STANDARD_ENDPOINTS,
  sampleQuery,
  send,
  standardBases,
  urlOf,
  walkSample,
} from './walk.ts'

/**
 * Walks the operations of /xgz/openapi.json: without a token every guarded one must answer
 * 401; for a user lacking its x-permission 403, and for a holder anything but 401/403 (a
 * 400 or 404 on the minimal input is fine: the guard let the call through). The last two
 * (a sign-in per call) visit every custom endpoint and a rotating sample of resources per
 * standard endpoint (walk.ts `walkSample`).
 */
describe.each(DIALECTS)('authorization of every endpoint on %s', (dialect) => {
  let t: TestApp
  let feishu: FeishuStandIn
  let doc: OpenApiDocument
  let ops: WalkedOperation[]
  let sampled: { walked: WalkedOperation[]; note: string }

  beforeAll(async () => {
    feishu = await startFeishuStandIn({})
    t = await buildTestApp(dialect, {
      seed: seedSecurityFixture,
      config: {
        loginRateLimitPerMinute: 100_000,
        feishu: { ...FEISHU_APP, baseUrl: feishu.baseUrl },
      },
    })
    doc = await fetchOpenApi(t.app)
    ops = operationsOf(doc)
    sampled = walkSample(ops)
  })
  afterAll(async () => {
    await t?.close()
    await feishu?.close()
  })

  const call = (w: WalkedOperation, token?: string) =>
    send(t.app, w, urlOf(w), {
      query: sampleQuery(doc, w),
      body: sample(doc, w.bodySchema),
      ...(token ? { token } : {}),
    })
  const name = (w: WalkedOperation) => `${w.method} ${w.path}`
  const wanted = (w: WalkedOperation): string[] => {
    const p = w.op['x-permission']
    return p === undefined ? [] : typeof p === 'string' ? [p] : [...p]
  }

  it('walks a document that lists the guarded and the open calls', () => {
    expect(ops.length).toBeGreaterThan(20)
    expect(ops.filter((w) => w.auth === 'none').map(name)).toEqual(
      expect.arrayContaining([
        'POST /cloud-user/api/login/byPwd',
        'GET /cloud-user/api/system/backimg',
      ]),
    )
  })

  it('answers 401 to every guarded call without a token, and to a forged one', async () => {
    const wrong: string[] = []
    for (const w of ops.filter((o) => o.auth !== 'none')) {
      const none = await call(w)
      const forged = await call(w, 'forged-token')
      if (none.status !== 401 || forged.status !== 401)
        wrong.push(`${name(w)}: ${none.status}/${forged.status}`)
    }
    expect(wrong).toEqual([])
  })

  it('samples every custom endpoint and several resources per standard endpoint', () => {
    const bases = standardBases(ops)
    expect(bases.length).toBeGreaterThan(RESOURCES_PER_PATTERN)
    const walked = new Set(sampled.walked.map(name))
    const standard = new Set(bases.flatMap((b) => STANDARD_ENDPOINTS.map((e) => `${b}/${e}`)))
    // every operation that is not a standard resource call is walked
    expect(ops.filter((w) => !standard.has(w.path) && !walked.has(name(w)))).toEqual([])
    for (const endpoint of STANDARD_ENDPOINTS) {
      const of = sampled.walked.filter(
        (w) => w.path.endsWith(`/${endpoint}`) && standard.has(w.path),
      )
      expect(of.length, `${endpoint}: ${sampled.note}`).toBe(RESOURCES_PER_PATTERN)
    }
  })

  it('answers 403 to a signed-in user who lacks the x-permission (sampled)', async () => {
    const limited = await loginAs(t.app, USERS.limited)
    const noRole = await loginAs(t.app, USERS.noRole)
    const wrong: string[] = []
    for (const w of sampled.walked.filter((o) => wanted(o).length > 0)) {
      // the limited user where it lacks the permission, else the user with no role at all
      const token = hasAnyPermission(LIMITED_PERMISSIONS, wanted(w)) ? noRole : limited
      const res = await call(w, token)
      if (res.status !== 403) wrong.push(`${name(w)}: ${res.status} ${res.text.slice(0, 120)}`)
    }
    expect(wrong, sampled.note).toEqual([])
  })

  it(
    'lets every holder through the guard (anything but 401/403; sampled)',
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = []
      const guarded = sampled.walked.filter((o) => o.auth !== 'none')
      for (const w of guarded) {
        // admin holds *:*:*; the limited user holds its two; any user may make unguarded calls.
        // A fresh sign-in per call, because logout and the password change end sessions.
        const holders: string[] = [USERS.admin]
        if (wanted(w).length === 0) holders.push(USERS.noRole)
        else if (hasAnyPermission(LIMITED_PERMISSIONS, wanted(w))) holders.push(USERS.limited)
        for (const holder of holders) {
          const res = await call(w, await loginAs(t.app, holder))
          if (res.status === 401 || res.status === 403 || res.status >= 500) {
            wrong.push(`${name(w)} as ${holder}: ${res.status} ${res.text.slice(0, 120)}`)
          }
        }
      }
      expect(wrong, sampled.note).toEqual([])
    },
  )

  it('serves the open calls without a token', async () => {
    for (const path of ['/cloud-user/api/system/backimg']) {
      const w = ops.find((o) => o.path === path) as WalkedOperation
      expect((await call(w)).status).toBe(200)
    }
  })
})
