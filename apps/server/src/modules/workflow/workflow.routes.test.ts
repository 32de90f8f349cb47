import { API } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { deleteUnreferencedFiles, findFile } from '#server/modules/files/files.repository.ts'
import { storeDocument } from '#server/modules/files/files.service.ts'
import { submitForApproval } from './approval.service.ts'
import { registerWorkflowDocument } from './workflow-documents.ts'

const DOC = 'routes_test_doc'
const NOW = Date.now()
/** What the test document's onClosed was told, by record. */
const closed = new Map<string, string>()
registerWorkflowDocument({
  docType: DOC,
  queryPermission: 'venue:discount:query',
  editPermission: 'venue:discount:edit',
  linkOf: (guid) => `/project/discountManagement?guid=${guid}`,
  onClosed: async (_db, request, status) => {
    closed.set(request.docGuid, status)
  },
})

describe.each(DIALECTS)('workflow calls on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date(NOW) }) })
    for (const u of ['admin', 'zhangwei', 'zhaomin', 'huangjun', 'liuyang']) {
      tokens[u] = await tokenFor(t.db, u)
      ids[u] = (
        await t.db
          .selectFrom('sysUser')
          .select('id')
          .where('userName', '=', u)
          .executeTakeFirstOrThrow()
      ).id
    }
    await t.db
      .insertInto('approvalNode')
      .values({
        docType: DOC,
        seq: 1,
        name: '财务经理',
        roleKey: 'finance_manager',
        minAmount: null,
        createdAt: NOW,
        updatedAt: NOW,
      })
      .execute()
  })
  afterAll(() => t?.close())

  const submit = (docGuid: string) =>
    submitForApproval(
      t.db,
      { docType: DOC, docGuid, title: `测试优惠 ${docGuid}`, amount: 80_000, link: '' },
      { id: ids.zhangwei ?? 0, nickName: '张伟', roles: ['sales_manager'], permissions: [] },
      NOW,
    )
  const mine = async (who: string) =>
    (await callAs(t.app, API.workflow.mine, tokens[who] ?? '')).json().data as {
      guid: string
      docGuid: string
      node: string
      submitter: string
      link: string
      version: number
    }[]

  it('lists what waits for the caller, acts on it once, and tells the document', async () => {
    const { request } = await submit('r-1')
    const waiting = (await mine('zhaomin')).find((r) => r.docGuid === 'r-1')
    expect(waiting).toMatchObject({
      node: '财务经理',
      submitter: '张伟',
      link: '/project/discountManagement?guid=r-1',
      version: 0,
    })
    expect((await mine('huangjun')).map((r) => r.docGuid)).not.toContain('r-1')

    const approve = { guid: request.guid, version: 0, action: 'approve' }
    const done = await callAs(t.app, API.workflow.act, tokens.zhaomin ?? '', approve)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toEqual({ status: 'approved', version: 1 })
    expect(closed.get('r-1')).toBe('approved')
    // the same action again, at the old version
    const again = await callAs(t.app, API.workflow.act, tokens.zhaomin ?? '', approve)
    expect(again.statusCode).toBe(409)
    expect(again.json().msg).toBe('该审核已通过，不能再操作')
  })

  it("answers a document's latest request with what the caller may do", async () => {
    const request = (who: string, docGuid: string) =>
      callAs(t.app, API.workflow.request, tokens[who] ?? '', { docType: DOC, docGuid })
    expect((await request('zhangwei', 'never-submitted')).json().data).toBeNull()
    await submit('r-req')
    // its submitter may withdraw it, not act on it; the node's approver acts
    expect((await request('zhangwei', 'r-req')).json().data).toMatchObject({
      status: 'pending',
      nodes: ['财务经理'],
      step: 0,
      submitter: '张伟',
      canAct: false,
      canWithdraw: true,
    })
    expect((await request('admin', 'r-req')).json().data).toMatchObject({
      canAct: true,
      canWithdraw: false,
    })
    // a record's request needs its query permission
    expect((await request('liuyang', 'r-req')).statusCode).toBe(403)
    const targets = (
      await callAs(t.app, API.workflow.transferTargets, tokens.zhangwei ?? '')
    ).json().data as { nickName: string; deptName: string }[]
    expect(targets).toContainEqual(
      expect.objectContaining({ nickName: '黄俊', deptName: '总经理室' }),
    )
  })

  it('refuses an approver of another node, in the caller’s language', async () => {
    const { request } = await submit('r-2')
    const res = await callAs(
      t.app,
      API.workflow.act,
      tokens.huangjun ?? '',
      { guid: request.guid, version: 0, action: 'approve' },
      { 'accept-language': 'en' },
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().msg).toBe('The current review step is not yours')
    expect(closed.has('r-2')).toBe(false)
  })

  it('shows a record’s history to holders of its query permission only', async () => {
    const query = { docType: DOC, docGuid: 'r-1' }
    const seen = await callAs(t.app, API.workflow.history, tokens.admin ?? '', query)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().data.map((h: { action: string }) => h.action)).toEqual([
      'approval.submit',
      'approval.approve',
    ])
    expect(
      (await callAs(t.app, API.workflow.history, tokens.liuyang ?? '', query)).statusCode,
    ).toBe(403)
    const unknown = await callAs(t.app, API.workflow.history, tokens.admin ?? '', {
      docType: 'nothing',
      docGuid: 'r-1',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().msg).toBe('未知的单据类型')
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const { request } = await submit('r-3')
    for (const body of [
      { guid: request.guid, version: -1, action: 'approve' },
      { guid: request.guid, version: 0, action: 'sign' },
      { guid: request.guid, version: 0, action: 'reject', comment: 'x'.repeat(501) },
    ]) {
      const res = await callAs(t.app, API.workflow.act, tokens.zhaomin ?? '', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await mine('zhaomin')).find((r) => r.docGuid === 'r-3')?.version).toBe(0)
  })

  it('keeps a record’s documents: attached, listed, kept from the cleanup, removed', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n% 场地平面图\n%%EOF\n')
    const fileName = await storeDocument(t.db, pdf, '平面图.pdf', ids.zhangwei ?? 0)
    const doc = { docType: DOC, docGuid: 'r-att' }
    const added = await callAs(t.app, API.workflow.attach, tokens.admin ?? '', {
      ...doc,
      fileName,
      originalName: '场地平面图.pdf',
    })
    expect(added.statusCode, added.body).toBe(200)
    const listed = await callAs(t.app, API.workflow.attachments, tokens.admin ?? '', doc)
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        fileName,
        originalName: '场地平面图.pdf',
        size: pdf.length,
        uploaderName: '系统管理员',
      }),
    ])
    // a day later, the cleanup of unreferenced uploads leaves it: the record refers to it
    expect(await deleteUnreferencedFiles(t.db, Date.now() + 2 * 86_400_000)).toBe(0)
    expect(await findFile(t.db, fileName.slice(7, 71))).toBeDefined()

    // a name that is no stored file; a reader without the edit permission
    const missing = await callAs(t.app, API.workflow.attach, tokens.admin ?? '', {
      ...doc,
      fileName: `/files/${'0'.repeat(64)}.pdf`,
      originalName: 'x.pdf',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().msg).toContain('请先上传文件')
    const guid = (added.json().data as { guid: string }).guid
    expect(
      (await callAs(t.app, API.workflow.detach, tokens.liuyang ?? '', { guid })).statusCode,
    ).toBe(403)

    expect(
      (await callAs(t.app, API.workflow.detach, tokens.admin ?? '', { guid })).statusCode,
    ).toBe(200)
    expect(
      (await callAs(t.app, API.workflow.attachments, tokens.admin ?? '', doc)).json().data,
    ).toEqual([])
    expect(await deleteUnreferencedFiles(t.db, Date.now() + 2 * 86_400_000)).toBe(1)
  })

  it('lets an administrator replace a chain; later submissions follow it, earlier ones keep theirs', async () => {
    const chains = await callAs(t.app, API.workflow.chains, tokens.admin ?? '')
    expect(chains.statusCode).toBe(200)
    const seeded = (chains.json().data as { docType: string; nodes: { name: string }[] }[]).find(
      (c) => c.docType === 'project_cancel',
    )
    expect(seeded?.nodes.map((n) => n.name)).toEqual(['财务经理', '分管领导'])
    // submitted before the change: the seeded discount chain, 分管领导 alone
    await submitForApproval(
      t.db,
      { docType: 'discount', docGuid: 'early', title: '早先的优惠', amount: 1_000, link: '' },
      { id: ids.zhangwei ?? 0, nickName: '张伟', roles: ['sales_manager'], permissions: [] },
      NOW,
    )

    const chain = {
      docType: 'discount',
      nodes: [
        { name: '部门负责人', roleKey: 'sales_manager', minAmount: null },
        { name: '分管领导', roleKey: 'leader', minAmount: 500_000 },
      ],
    }
    const saved = await callAs(t.app, API.workflow.saveChain, tokens.admin ?? '', chain)
    expect(saved.statusCode, saved.body).toBe(200)
    const after = (await callAs(t.app, API.workflow.chains, tokens.admin ?? '')).json().data as {
      docType: string
      nodes: unknown[]
    }[]
    expect(after.find((c) => c.docType === 'discount')?.nodes).toEqual(chain.nodes)
    expect((await mine('huangjun')).find((r) => r.docGuid === 'early')?.node).toBe('分管领导')

    // a role nobody has; a document type without chains; a caller without the permission
    const unknownRole = await callAs(t.app, API.workflow.saveChain, tokens.admin ?? '', {
      docType: 'discount',
      nodes: [{ name: '董事长', roleKey: 'chairman', minAmount: null }],
    })
    expect(unknownRole.statusCode).toBe(400)
    expect(unknownRole.json().msg).toContain('角色「chairman」不存在或已停用')
    const badType = await callAs(t.app, API.workflow.saveChain, tokens.admin ?? '', {
      docType: 'anything',
      nodes: [],
    })
    expect(badType.statusCode).toBe(400)
    expect(
      (await callAs(t.app, API.workflow.saveChain, tokens.zhaomin ?? '', chain)).statusCode,
    ).toBe(403)
    // nothing of the refused saves landed
    const kept = (await callAs(t.app, API.workflow.chains, tokens.admin ?? '')).json().data as {
      docType: string
      nodes: unknown[]
    }[]
    expect(kept.find((c) => c.docType === 'discount')?.nodes).toEqual(chain.nodes)
    // the editor's role picker: every role, in role order, with its status
    const roles = await callAs(t.app, API.workflow.chainRoles, tokens.admin ?? '')
    expect(roles.json().data).toContainEqual({ roleKey: 'leader', roleName: '分管领导', status: 1 })
    expect((await callAs(t.app, API.workflow.chainRoles, tokens.zhaomin ?? '')).statusCode).toBe(
      403,
    )
  })
})
