import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestDb, createTestDb } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { translate } from '#server/i18n/messages.ts'
import {
  allowedActions,
  checkTransition,
  defineStateMachine,
  historyOf,
  recordTransition,
} from '#server/lib/workflow/state-machine.ts'
import { AppError } from '#server/plugins/app-error.ts'
import { actOnApproval, chainFor, pendingFor, submitForApproval } from './approval.service.ts'

const NOW = Date.UTC(2026, 10, 26)
const DOC = 'test_discount'
const LINK = '/project/discountManagement?guid='

/** A discount-like machine: 草稿 → 审核中 → 通过 / back to 草稿. */
const MACHINE = defineStateMachine({
  docType: DOC,
  states: ['draft', 'review', 'approved'] as const,
  stateLabelKey: (s) =>
    `workflow.status.${s === 'draft' ? 'withdrawn' : s === 'review' ? 'pending' : 'approved'}`,
  actionLabelKey: () => 'common.list.edit',
  transitions: [
    { action: 'submit', from: ['draft'], to: 'review', permission: 'venue:discount:submit' },
    {
      action: 'reject',
      from: ['review'],
      to: 'draft',
      permission: 'venue:discount:audit',
      commentRequired: true,
    },
  ],
})

/** The message of a refusal as a zh caller reads it. */
const refusal = (fn: () => unknown): { code: number; msg: string } => {
  try {
    fn()
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, msg: translate('zh', e.messageKey, e.params) }
    throw e
  }
  throw new Error('not refused')
}
const refusedAsync = async (p: Promise<unknown>): Promise<{ code: number; msg: string }> => {
  try {
    await p
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, msg: translate('zh', e.messageKey, e.params) }
    throw e
  }
  throw new Error('not refused')
}

describe('state machines', () => {
  it('refuses a declaration naming an unknown state or leaving a state twice by one action', () => {
    expect(() =>
      defineStateMachine({
        ...MACHINE,
        transitions: [{ action: 'x', from: ['draft'], to: 'gone' as 'draft', permission: 'p' }],
      }),
    ).toThrow(/unknown state gone/)
    expect(() =>
      defineStateMachine({
        ...MACHINE,
        transitions: [MACHINE.transitions[0]!, { ...MACHINE.transitions[0]!, to: 'approved' }],
      }),
    ).toThrow(/leaves draft twice/)
  })

  it('offers the actions the state and the permissions allow', () => {
    expect(allowedActions(MACHINE, 'draft', ['venue:discount:submit'])).toEqual(['submit'])
    expect(allowedActions(MACHINE, 'draft', ['venue:discount:audit'])).toEqual([])
    expect(allowedActions(MACHINE, 'review', ['*:*:*'])).toEqual(['reject'])
  })

  it('answers 409 naming the state, 403 without the permission, 400 without a required comment', () => {
    const holder = { permissions: ['venue:discount:submit', 'venue:discount:audit'] }
    expect(refusal(() => checkTransition(MACHINE, 'review', 'submit', holder))).toEqual({
      code: 409,
      msg: '当前状态为「审核中」，不能修改',
    })
    expect(
      refusal(() => checkTransition(MACHINE, 'draft', 'submit', { permissions: [] })).code,
    ).toBe(403)
    expect(refusal(() => checkTransition(MACHINE, 'review', 'reject', holder, '  ')).code).toBe(400)
    expect(checkTransition(MACHINE, 'review', 'reject', holder, '价格过低').to).toBe('draft')
  })
})

describe.each(DIALECTS)('approval chains on %s', (dialect) => {
  let t: TestDb
  const actors: Record<
    string,
    { id: number; nickName: string; roles: string[]; permissions: string[] }
  > = {}
  const as = (name: string) => {
    const a = actors[name]
    if (!a) throw new Error(`no actor ${name}`)
    return a
  }

  beforeAll(async () => {
    t = await createTestDb(dialect)
    await seedDemoData(t.db, { today: new Date(NOW) })
    const roles: Record<string, string> = {
      zhangwei: 'sales_manager',
      wangfang: 'finance_specialist',
      zhaomin: 'finance_manager',
      huangjun: 'leader',
    }
    for (const [userName, role] of Object.entries(roles)) {
      const u = await t.db
        .selectFrom('sysUser')
        .select(['id', 'nickName'])
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
      actors[userName] = { ...u, roles: [role], permissions: [] }
    }
    // 财务经理 always; 分管领导 from ¥1,000 (100,000 fen)
    await t.db
      .insertInto('approvalNode')
      .values([
        {
          docType: DOC,
          seq: 1,
          name: '财务经理',
          roleKey: 'finance_manager',
          minAmount: null,
          createdAt: NOW,
          updatedAt: NOW,
        },
        {
          docType: DOC,
          seq: 2,
          name: '分管领导',
          roleKey: 'leader',
          minAmount: 100_000,
          createdAt: NOW,
          updatedAt: NOW,
        },
      ])
      .execute()
  })
  afterAll(() => t?.close())

  const submit = (guid: string, amount: number, by = 'zhangwei') =>
    t.db
      .transaction()
      .execute((trx) =>
        submitForApproval(
          trx,
          { docType: DOC, docGuid: guid, title: `优惠 ${guid}`, amount, link: LINK + guid },
          as(by),
          NOW,
        ),
      )
  const act = (
    guid: string,
    version: number,
    by: string,
    action: 'approve' | 'reject' | 'transfer' | 'withdraw',
    extra: { comment?: string; toUserId?: number } = {},
  ) =>
    t.db
      .transaction()
      .execute((trx) =>
        actOnApproval(trx, { guid, version, action, link: LINK, ...extra }, as(by), NOW),
      )
  const waitingFor = async (name: string) =>
    (await pendingFor(t.db, as(name))).map((r) => r.docGuid)
  const unread = async (name: string) =>
    Number(
      (
        await t.db
          .selectFrom('message')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('userId', '=', as(name).id)
          .where('kind', '=', 'approval')
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('takes the nodes whose amount condition the document meets, in order', async () => {
    expect((await chainFor(t.db, DOC, 50_000)).map((n) => n.name)).toEqual(['财务经理'])
    expect((await chainFor(t.db, DOC, 100_000)).map((n) => n.name)).toEqual([
      '财务经理',
      '分管领导',
    ])
    expect(await chainFor(t.db, 'no_chain', 1)).toEqual([])
  })

  it('walks the chain: each node’s approvers are told and see it in 待我审核, then it is approved', async () => {
    const before = await unread('zhaomin')
    const sent = await submit('d-walk', 200_000)
    expect(sent.status).toBe('pending')
    expect(sent.notified).toEqual([as('zhaomin').id])
    expect(await unread('zhaomin')).toBe(before + 1)
    expect(await waitingFor('zhaomin')).toContain('d-walk')
    expect(await waitingFor('huangjun')).not.toContain('d-walk')
    // a second submission while one is pending
    expect((await refusedAsync(submit('d-walk', 200_000))).code).toBe(409)
    // not the leader's node yet
    expect((await refusedAsync(act(sent.request.guid, 0, 'huangjun', 'approve'))).code).toBe(403)

    const first = await act(sent.request.guid, 0, 'zhaomin', 'approve')
    expect(first.status).toBe('pending')
    expect(first.notified).toEqual([as('huangjun').id])
    expect(await waitingFor('zhaomin')).not.toContain('d-walk')
    expect(await waitingFor('huangjun')).toContain('d-walk')
    const last = await act(sent.request.guid, 1, 'huangjun', 'approve')
    expect(last.status).toBe('approved')
    expect(await waitingFor('huangjun')).not.toContain('d-walk')
    // closed: nothing more to do
    expect(await refusedAsync(act(sent.request.guid, 2, 'huangjun', 'approve'))).toEqual({
      code: 409,
      msg: '该审核已通过，不能再操作',
    })
    expect(
      (await historyOf(t.db, DOC, 'd-walk')).map((h) => [
        h.action,
        h.fromState,
        h.toState,
        h.userName,
      ]),
    ).toEqual([
      ['approval.submit', null, '财务经理', '张伟'],
      ['approval.approve', '财务经理', '分管领导', '赵敏'],
      ['approval.approve', '分管领导', null, '黄俊'],
    ])
  })

  it('approves at once a document whose type has no chain', async () => {
    const sent = await submit('d-none', 1, 'zhangwei')
    expect(sent.status).toBe('pending') // 财务经理 applies to every amount
    const other = await t.db
      .transaction()
      .execute((trx) =>
        submitForApproval(
          trx,
          { docType: 'no_chain', docGuid: 'x', title: 'x', amount: null, link: LINK },
          as('zhangwei'),
          NOW,
        ),
      )
    expect(other.status).toBe('approved')
    expect(other.notified).toEqual([])
  })

  it('needs a reason to reject, and then closes the request', async () => {
    const sent = await submit('d-reject', 50_000)
    expect(
      await refusedAsync(act(sent.request.guid, 0, 'zhaomin', 'reject', { comment: ' ' })),
    ).toEqual({
      code: 400,
      msg: '驳回须填写原因',
    })
    const rejected = await act(sent.request.guid, 0, 'zhaomin', 'reject', {
      comment: '低于底价过多',
    })
    expect(rejected.status).toBe('rejected')
    const history = await historyOf(t.db, DOC, 'd-reject')
    expect(history.at(-1)).toMatchObject({ action: 'approval.reject', comment: '低于底价过多' })
    // the document can go again
    expect((await submit('d-reject', 50_000)).status).toBe('pending')
  })

  it('hands a node to one named user on transfer', async () => {
    const sent = await submit('d-transfer', 50_000)
    const moved = await act(sent.request.guid, 0, 'zhaomin', 'transfer', {
      toUserId: as('wangfang').id,
    })
    expect(moved.notified).toEqual([as('wangfang').id])
    expect(await waitingFor('wangfang')).toContain('d-transfer')
    expect(await waitingFor('zhaomin')).not.toContain('d-transfer')
    expect((await refusedAsync(act(sent.request.guid, 1, 'zhaomin', 'approve'))).code).toBe(403)
    expect((await act(sent.request.guid, 1, 'wangfang', 'approve')).status).toBe('approved')
    // a transfer to nobody real
    const again = await submit('d-transfer-2', 50_000)
    expect(
      (await refusedAsync(act(again.request.guid, 0, 'zhaomin', 'transfer', { toUserId: 99_999 })))
        .code,
    ).toBe(400)
  })

  it('lets the submitter withdraw until a node has acted, and nobody else', async () => {
    const sent = await submit('d-withdraw', 50_000)
    expect((await refusedAsync(act(sent.request.guid, 0, 'zhaomin', 'withdraw'))).code).toBe(403)
    expect((await act(sent.request.guid, 0, 'zhangwei', 'withdraw')).status).toBe('withdrawn')

    const acted = await submit('d-withdraw-late', 200_000)
    await act(acted.request.guid, 0, 'zhaomin', 'approve')
    expect(await refusedAsync(act(acted.request.guid, 1, 'zhangwei', 'withdraw'))).toEqual({
      code: 409,
      msg: '已有审核人处理，不能撤回',
    })
  })

  it('refuses to let a submitter approve their own document', async () => {
    const sent = await submit('d-own', 50_000, 'zhaomin')
    expect(sent.notified).toEqual([]) // the only finance manager is the submitter
    expect(await refusedAsync(act(sent.request.guid, 0, 'zhaomin', 'approve'))).toEqual({
      code: 403,
      msg: '不能审核自己提交的单据',
    })
  })

  it('lets one of two approvers acting at once win; the other gets 409', async () => {
    const sent = await submit('d-race', 50_000)
    // a second finance manager
    actors.zhaomin2 = {
      ...as('zhaomin'),
      id: as('wangfang').id,
      nickName: '王芳',
      roles: ['finance_manager'],
    }
    const results = await Promise.allSettled([
      act(sent.request.guid, 0, 'zhaomin', 'approve'),
      act(sent.request.guid, 0, 'zhaomin2', 'reject', { comment: '不同意' }),
    ])
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r) => r.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: 409 })
    expect(
      (await historyOf(t.db, DOC, 'd-race')).filter((h) => h.action !== 'approval.submit'),
    ).toHaveLength(1)
  })

  it('keeps a record’s history in order with who, from, to and why', async () => {
    await recordTransition(t.db, {
      docType: 'project',
      docGuid: 'p-1',
      action: 'lose',
      from: '2',
      to: '7',
      user: as('zhangwei'),
      comment: '客户选择了其他场馆',
      now: NOW,
    })
    expect(await historyOf(t.db, 'project', 'p-1')).toEqual([
      expect.objectContaining({
        action: 'lose',
        fromState: '2',
        toState: '7',
        userName: '张伟',
        comment: '客户选择了其他场馆',
      }),
    ])
  })
})
