import { API, type ContractTemplate, type FileTemplate, type Mission } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256Hex } from '#server/lib/crypto.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { BACKGROUND_IMAGE_KEY } from '#server/modules/app-info/app-info.service.ts'
import * as createFileRef from '#server/db/migrations/2026_11_27_0900_create_file_ref.ts'
import {
  DIALECTS,
  type TestApp,
  type TestDb,
  buildTestApp,
  callAs,
  createTestDb,
  tokenFor,
} from '../../../test/helpers.ts'
import { PNG_1X1, multipartFile } from '../../../test/security/fixtures.ts'
import { removeUnreferencedFiles } from './files.cleanup.ts'

// Issue 12, point 1.2: uploads had no limits. A quota per user, a rate limit per user, and
// the removal of files no record refers to, a day after their upload.

const HOUR = 60 * 60 * 1000
/** files.routes.ts UPLOADS_PER_MINUTE */
const UPLOADS_PER_MINUTE = 30
/** 0.01 MB = 10 485 bytes: two of the 6 000-byte files below do not fit. */
const QUOTA_MB = 0.01

/** A PNG of its own bytes: the sniffer reads the signature only. */
const png = (tag: string, size = 0) =>
  Buffer.concat([PNG_1X1, Buffer.from(tag), Buffer.alloc(Math.max(0, size - PNG_1X1.length - 10))])
const pdf = (tag: string, size = 0) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n%${tag}\n`), Buffer.alloc(Math.max(0, size - 30))])

describe.each(DIALECTS)('upload limits on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      seed: (db) => seedDemoData(db, { today: new Date(2026, 10, 21) }),
      config: { uploadQuotaMb: QUOTA_MB },
    })
    for (const u of ['admin', 'liuyang', 'huangjun', 'zhangwei'])
      tokens[u] = await tokenFor(t.db, u)
  })
  afterAll(() => t?.close())

  const upload = (
    bytes: Buffer,
    as = 'admin',
    opts: { document?: boolean; lang?: string; keep?: 'logo' } = {},
  ) => {
    const body = multipartFile(bytes, { fileName: opts.document ? 'form.pdf' : 'image.png' })
    return t.app.inject({
      method: 'POST',
      url: opts.document ? '/xgz/common/uploadDocument' : '/xgz/common/upload',
      ...(opts.keep ? { query: { keep: opts.keep } } : {}),
      payload: body.payload,
      headers: {
        ...body.headers,
        authorization: `Bearer ${tokens[as]}`,
        'accept-language': opts.lang ?? 'zh',
      },
    })
  }
  /** Uploads and answers the file's name, `/files/<sha256>.<ext>`. */
  const uploaded = async (bytes: Buffer, opts: { document?: boolean } = {}) => {
    const res = await upload(bytes, 'admin', opts)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ fileName: string }>().fileName
  }
  const stored = async (bytes: Buffer) =>
    (await t.db
      .selectFrom('sysFile')
      .select('sha256')
      .where('sha256', '=', sha256Hex(bytes))
      .executeTakeFirst()) !== undefined
  /** The hourly cleanup as it runs a day and an hour from now. */
  const cleanupTomorrow = () => removeUnreferencedFiles(t.db, Date.now() + 25 * HOUR)

  it('refuses an upload past the quota with 413 and the quota in the caller’s words', async () => {
    const first = png('quota-1', 6_000)
    expect((await upload(first, 'huangjun')).statusCode).toBe(200)
    const second = png('quota-2', 6_000)
    const res = await upload(second, 'huangjun', { lang: 'en' })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      code: 413,
      msg: 'Your uploads have reached the storage quota of 0.01 MB. Files that nothing uses are removed after 24 hours.',
      data: null,
    })
    expect(await stored(second)).toBe(false)
    const zh = await upload(pdf('quota-3', 6_000), 'huangjun', { document: true })
    expect(zh.statusCode).toBe(413)
    expect(zh.json<{ msg: string }>().msg).toContain('0.01 MB')
    expect(await stored(pdf('quota-3', 6_000))).toBe(false)
    // bytes already stored cost nothing again; another user's quota is their own
    expect((await upload(first, 'huangjun')).statusCode).toBe(200)
    expect((await upload(second, 'zhangwei')).statusCode).toBe(200)
  })

  it('refuses the 31st upload of a user in a minute with 429, and stores nothing', async () => {
    const same = png('rate')
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
      const res = await upload(same, 'liuyang')
      expect(res.statusCode, `upload ${i + 1}`).toBe(200)
    }
    const last = png('rate-31')
    const res = await upload(last, 'liuyang')
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null })
    expect(await stored(last)).toBe(false)
    expect((await upload(last, 'liuyang', { document: true })).statusCode).toBe(429)
    // counted per user
    expect((await upload(last, 'zhangwei')).statusCode).toBe(200)
  })

  it('keeps a file for a day, and one uploaded again a day after its first upload', async () => {
    const fresh = png('fresh')
    await uploaded(fresh)
    expect(await removeUnreferencedFiles(t.db)).toBe(0)
    expect(await stored(fresh)).toBe(true)

    const again = png('again')
    const old = png('old')
    await uploaded(again)
    await uploaded(old)
    await t.db
      .updateTable('sysFile')
      .set({ createdAt: Date.now() - 25 * HOUR })
      .where('sha256', 'in', [sha256Hex(again), sha256Hex(old)])
      .execute()
    await uploaded(again)
    await removeUnreferencedFiles(t.db)
    expect(await stored(again)).toBe(true)
    expect(await stored(old)).toBe(false)
  })

  it('keeps a logo uploaded for the settings panel (only a browser names it)', async () => {
    const logo = png('logo')
    const res = await upload(logo, 'zhangwei', { keep: 'logo' })
    expect(res.statusCode, res.body).toBe(200)
    await cleanupTomorrow()
    expect(await stored(logo)).toBe(true)
    // keep takes nothing else
    expect((await upload(png('x'), 'zhangwei', { keep: 'favicon' as 'logo' })).statusCode).toBe(400)
  })

  it('keeps the images of a contract template while it shows them', async () => {
    const E = API.templates.contract
    const [shown, replaced, unused] = [png('ct-shown'), png('ct-replaced'), png('ct-unused')]
    const [shownName, replacedName] = [await uploaded(shown), await uploaded(replaced)]
    await uploaded(unused)
    const res = await callAs(t.app, E.addOrUpdate, tokens.admin ?? '', {
      name: '带图的模板',
      contractType: '框架协议',
      content: `<p>甲方：{客户名称}</p><img src="/xgz${shownName}"><img src="/xgz${replacedName}">`,
    })
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json<{ data: ContractTemplate }>().data

    await cleanupTomorrow()
    expect(await stored(shown)).toBe(true)
    expect(await stored(replaced)).toBe(true)
    expect(await stored(unused)).toBe(false)

    const edited = await callAs(t.app, E.addOrUpdate, tokens.admin ?? '', {
      ...saved,
      content: `<p>甲方：{客户名称}</p><img src="/xgz${shownName}">`,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    await cleanupTomorrow()
    expect(await stored(shown)).toBe(true)
    expect(await stored(replaced)).toBe(false)

    const gone = await callAs(t.app, E.delete, tokens.admin ?? '', { guids: [saved.guid] })
    expect(gone.statusCode, gone.body).toBe(200)
    await cleanupTomorrow()
    expect(await stored(shown)).toBe(false)
  })

  it('keeps the file of a file template while it offers it', async () => {
    const E = API.templates.file
    const [offered, unused] = [pdf('ft-offered'), pdf('ft-unused')]
    const fileUrl = await uploaded(offered, { document: true })
    await uploaded(unused, { document: true })
    const res = await callAs(t.app, E.addOrUpdate, tokens.admin ?? '', {
      name: '报名表',
      category: '其他',
      fileUrl,
      fileName: '报名表.pdf',
    })
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json<{ data: FileTemplate }>().data

    await cleanupTomorrow()
    expect(await stored(offered)).toBe(true)
    expect(await stored(unused)).toBe(false)

    const gone = await callAs(t.app, E.delete, tokens.admin ?? '', { guids: [saved.guid] })
    expect(gone.statusCode, gone.body).toBe(200)
    await cleanupTomorrow()
    expect(await stored(offered)).toBe(false)
  })

  it('keeps the images of a booking remark while the booking is', async () => {
    const S = API.schedule
    const [first, second, unused] = [png('bk-first'), png('bk-second'), png('bk-unused')]
    const firstName = await uploaded(first)
    await uploaded(unused)
    const block = {
      project_id: 'prj-optics-expo',
      siteGuid: 'site-r212',
      fromDate: '2027-08-02',
      toDate: '2027-08-02',
      from_date_t: 480,
      to_date_t: 720,
    }
    const res = await callAs(t.app, S.save, tokens.admin ?? '', {
      missions: [{ ...block, remark: `<p>布置</p><img src="/xgz${firstName}" alt="">` }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const [m] = res.json<{ data: Mission[] }>().data

    await cleanupTomorrow()
    expect(await stored(first)).toBe(true)
    expect(await stored(unused)).toBe(false)

    // the editor uploads an image as it is pasted, before the save
    const secondName = await uploaded(second)
    const changed = await callAs(t.app, S.update, tokens.admin ?? '', {
      ...block,
      mid: m?.mid,
      version: m?.version,
      level: 1,
      status: 0,
      usage: 'show',
      remark: `<p>改</p><img src="/xgz${secondName}" alt="">`,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    await cleanupTomorrow()
    expect(await stored(first)).toBe(false)
    expect(await stored(second)).toBe(true)

    const gone = await callAs(t.app, S.remove, tokens.admin ?? '', { mids: [m?.mid] })
    expect(gone.statusCode, gone.body).toBe(200)
    await cleanupTomorrow()
    expect(await stored(second)).toBe(false)
  })

  it('keeps the image the sign-in background names (sys_config, set by an administrator)', async () => {
    const background = png('background')
    const name = await uploaded(background)
    const setBackground = (value: string) =>
      t.db
        .updateTable('sysConfig')
        .set({ configValue: value })
        .where('configKey', '=', BACKGROUND_IMAGE_KEY)
        .execute()
    await setBackground(name)
    await cleanupTomorrow()
    expect(await stored(background)).toBe(true)
    await setBackground('/login-background.svg')
    await cleanupTomorrow()
    expect(await stored(background)).toBe(false)
  })

  it('can run on several instances at once', async () => {
    const unused = png('parallel')
    await uploaded(unused)
    const removed = await Promise.all([cleanupTomorrow(), cleanupTomorrow()])
    expect(removed.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await stored(unused)).toBe(false)
  })
})

describe.each(DIALECTS)('the file references migration on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(() => t?.close())

  it('finds the files the records stored so far name', async () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((x) => x.repeat(64))
    await createFileRef.down(t.db)
    const now = Date.now()
    const record = { status: 1, sort: 0, remark: '', createdAt: now, updatedAt: now }
    await t.db
      .insertInto('contractTemplate')
      .values([
        {
          guid: 'ct-1',
          name: '模板',
          contractType: '框架协议',
          content: `<img src="/xgz/files/${a}.png"><img src="/xgz/files/${b}.jpg"><img src="/xgz/files/${a}.png">`,
          ...record,
        },
        {
          guid: 'ct-2',
          name: '无图',
          contractType: '框架协议',
          content: '<p>x</p>',
          ...record,
        },
      ])
      .execute()
    await t.db
      .insertInto('fileTemplate')
      .values({
        guid: 'ft-1',
        name: '报名表',
        fileUrl: `/files/${c}.pdf`,
        category: '',
        fileName: '报名表.pdf',
        ...record,
      })
      .execute()
    await t.db
      .insertInto('scheduleMission')
      .values({
        mid: 'm-1',
        projectGuid: 'p',
        siteGuid: 's',
        userId: 1,
        fromDate: '2027-01-01',
        toDate: '2027-01-01',
        fromMinute: 480,
        toMinute: 720,
        startKey: 0,
        endKey: 1,
        level: 1,
        status: 0,
        usage: 'show',
        remark: `<img src="/xgz/files/${d}.webp">`,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    await t.db
      .insertInto('sysConfig')
      .values({ configKey: 'login.backgroundImage', configValue: `/files/${b}.jpg` })
      .execute()
    await createFileRef.up(t.db)
    const refs = await t.db
      .selectFrom('sysFileRef')
      .select(['ref', 'sha256'])
      .orderBy('ref')
      .orderBy('sha256')
      .execute()
    expect(refs).toEqual([
      { ref: 'config:login.backgroundImage', sha256: b },
      { ref: 'contractTemplate:ct-1', sha256: a },
      { ref: 'contractTemplate:ct-1', sha256: b },
      { ref: 'fileTemplate:ft-1', sha256: c },
      { ref: 'scheduleMission:m-1', sha256: d },
    ])
  })
})
