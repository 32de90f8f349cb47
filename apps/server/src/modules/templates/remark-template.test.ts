import { API, type PageResult, type RemarkTemplate } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkResource } from '../../../test/resource-check.ts'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { USERS, seedSecurityFixture } from '../../../test/security/fixtures.ts'
import { remarkTemplates } from './remark-template.resource.ts'

// the pattern's check (create, version, 404, permissions, export, log), then this
// resource's own rules
checkResource(remarkTemplates, {
  create: { name: '进馆须知', category: '档期', content: '进馆须持证件' },
  change: { content: '进馆须持有效证件' },
  filter: { name: '进馆', category: '档期' },
})

const R = API.templates.remark

describe.each(DIALECTS)('remark templates on %s', (dialect) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: seedSecurityFixture })
    admin = await tokenFor(t.db, USERS.admin)
  })
  afterAll(() => t?.close())

  const save = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    callAs(t.app, R.addOrUpdate, admin, body, headers)
  const names = async (query: Record<string, unknown>) => {
    const res = await callAs(t.app, R.page, admin, { page: 1, pageSize: 50, ...query })
    return res.json<{ data: PageResult<RemarkTemplate> }>().data.list.map((r) => r.name)
  }

  it('trims names, starts with the schema’s defaults, and lists in display order', async () => {
    const late = await save({ name: '  乙 ', content: 'b', sort: 2 })
    expect(late.json<{ data: RemarkTemplate }>().data).toMatchObject({
      name: '乙',
      category: '',
      status: 1,
      remark: '',
    })
    await save({ name: '甲', content: 'a', sort: 1, status: 0 })
    expect(await names({})).toEqual(['甲', '乙'])
    expect(await names({ status: 0 })).toEqual(['甲'])
  })

  it('takes %, _ and \\ in the name filter literally', async () => {
    await save({ name: '满100%减_5', content: '优惠' })
    expect(await names({ name: '%' })).toEqual(['满100%减_5'])
    expect(await names({ name: '0%减_' })).toEqual(['满100%减_5'])
    // as wildcards, '满%5' would match it and '__' every name
    expect(await names({ name: '满%5' })).toEqual([])
    expect(await names({ name: '__' })).toEqual([])
    expect(await names({ name: '\\' })).toEqual([])
  })

  it('answers 400 with each failing field in the caller’s language, the UI’s words', async () => {
    const zh = await save({ name: '', content: 'x'.repeat(501) })
    expect(zh.statusCode).toBe(400)
    expect(zh.json<{ data: { fields: Record<string, string> } }>().data.fields).toEqual({
      name: '此项为必填项',
      content: '长度不能超过500',
    })
    const en = await save({ name: '', content: 'a' }, { 'accept-language': 'en' })
    expect(en.json<{ data: { fields: Record<string, string> } }>().data.fields).toEqual({
      name: 'This field is required',
    })
    const noVersion = await save({ guid: 'whatever', name: 'a', content: 'b' })
    expect(noVersion.statusCode).toBe(400)
    expect(noVersion.json<{ data: unknown }>().data).toEqual({
      fields: { version: '此项为必填项' },
    })
  })

  it('names each write in the operation log by its page and action, in the reader’s language', async () => {
    const logPage = async (module: string, lang: string) => {
      const res = await callAs(
        t.app,
        API.logs.operationLogPage,
        admin,
        { page: 1, pageSize: 50, module },
        { 'accept-language': lang },
      )
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ data: PageResult<{ module: string; action: string }> }>().data
    }
    // 备注 finds the rows by the page's name, not by a URL segment
    const zh = await logPage('备注', 'zh')
    expect(zh.count).toBeGreaterThan(0)
    expect(new Set(zh.list.map((r) => r.module))).toEqual(new Set(['备注模板']))
    expect(zh.list.map((r) => r.action)).toContain('新增')
    const en = await logPage('remark', 'en')
    expect(en.count).toBe(zh.count)
    expect(en.list.map((r) => r.action)).toContain('Add')
  })
})
