import { hasAnyPermission } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenApiDocument } from '#server/modules/openapi/openapi.service.ts'
import { DIALECTS, type TestApp, buildTestApp, tokenFor } from '../helpers.ts'
import { FEISHU_APP, type FeishuStandIn, startFeishuStandIn } from './feishu-stand-in.ts'
import { LIMITED_PERMISSIONS, USERS, loginAs, seedSecurityFixture } from './fixtures.ts'
import {
  type WalkPlan,
  type WalkedOperation,
  fetchOpenApi,
  operationsOf,
  patternEndpoints,
  sample,
  sampleQuery,
  send,
  shapeOf,
  urlOf,
  walkPlan,
} from './walk.ts'

/**
 * Walks the operations of /xgz/openapi.json: without a token every guarded one must answer
 * 401, and for a user lacking its x-permission 403; these stop at the guard, so they visit
 * every operation (each resource has permission strings of its own). For a holder anything
 * but 401/403 (a 400 or 404 on the minimal input is fine: the guard let the call through):
 * that runs the handler, so it visits every custom endpoint and two of each shape
 * of the resource pattern (walk.ts `walkPlan`).
 */
describe.each(DIALECTS)('authorization of every endpoint on %s', (dialect) => {
  let t: TestApp
  let feishu: FeishuStandIn
  let doc: OpenApiDocument
  let ops: WalkedOperation[]
  let plan: WalkPlan

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
    plan = walkPlan(ops)
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

  it('walks every custom endpoint, and samples only what registerResource registered', () => {
    // the mock took: the pattern's worked example (ADR 022) is noted
    const remark = ops.find((w) => w.path.endsWith('/system/remarkTemplate/page'))
    expect(remark && shapeOf(remark)).toBe('page')
    const walked = new Set(plan.walked)
    expect(ops.filter((w) => !shapeOf(w) && !walked.has(w)).map(name)).toEqual([])
    // what registerResource registered is what the document lists (else it would go unwalked)
    const listed = new Set(ops.map(name))
    expect(patternEndpoints().filter((e) => !listed.has(e))).toEqual([])
    for (const [shape, members] of plan.shapes) {
      expect(
        members.some((w) => walked.has(w)),
        shape,
      ).toBe(true)
    }
  })

  it('answers 403 to a signed-in user who lacks the x-permission', async () => {
    const limited = await loginAs(t.app, USERS.limited)
    const noRole = await loginAs(t.app, USERS.noRole)
    const wrong: string[] = []
    for (const w of ops.filter((o) => wanted(o).length > 0)) {
      // the limited user where it lacks the permission, else the user with no role at all
      const token = hasAnyPermission(LIMITED_PERMISSIONS, wanted(w)) ? noRole : limited
      const res = await call(w, token)
      if (res.status !== 403) wrong.push(`${name(w)}: ${res.status} ${res.text.slice(0, 120)}`)
    }
    expect(wrong).toEqual([])
  })

  it('lets every holder through the guard (anything but 401/403; sampled)', async () => {
    const wrong: string[] = []
    const guarded = plan.walked.filter((o) => o.auth !== 'none')
    for (const w of guarded) {
      // admin holds *:*:*; the limited user holds its two; any user may make unguarded calls.
      // A session of its own per call, because logout and the password change end sessions.
      const holders: string[] = [USERS.admin]
      if (wanted(w).length === 0) holders.push(USERS.noRole)
      else if (hasAnyPermission(LIMITED_PERMISSIONS, wanted(w))) holders.push(USERS.limited)
      for (const holder of holders) {
        const res = await call(w, await tokenFor(t.db, holder))
        if (res.status === 401 || res.status === 403 || res.status >= 500) {
          wrong.push(`${name(w)} as ${holder}: ${res.status} ${res.text.slice(0, 120)}`)
        }
      }
    }
    expect(wrong, plan.note).toEqual([])
  })

  it('serves the open calls without a token', async () => {
    for (const path of ['/cloud-user/api/system/backimg']) {
      const w = ops.find((o) => o.path === path) as WalkedOperation
      expect((await call(w)).status).toBe(200)
    }
  })
})
