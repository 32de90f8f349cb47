import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256Hex } from '#server/lib/crypto.ts'
import { DIALECTS, type TestApp, buildTestApp } from '../../../test/helpers.ts'
import {
  PNG_1X1,
  USERS,
  loginAs,
  multipartFile,
  seedSecurityFixture,
} from '../../../test/security/fixtures.ts'
import ExcelJS from 'exceljs'
import { sniffDocument, sniffImage } from './files.service.ts'

describe('sniffImage', () => {
  it('knows png, jpeg, gif and webp by their first bytes, and nothing else', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(
        parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
      )
    expect(sniffImage(PNG_1X1)?.contentType).toBe('image/png')
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.ext).toBe('jpg')
    expect(sniffImage(bytes('GIF89a', [1, 0, 1, 0]))?.ext).toBe('gif')
    expect(sniffImage(bytes('GIF87a'))?.ext).toBe('gif')
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.ext).toBe('webp')
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull()
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImage(bytes([0x89, 0x50, 0x4e]))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})

const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** A real .xlsx, made the way the app makes its exports. */
const xlsxBytes = async () => {
  const wb = new ExcelJS.Workbook()
  wb.addWorksheet('s').addRow(['a'])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

describe('sniffDocument', () => {
  it('knows images, PDF and Office files by their bytes; the old Office kinds by the name too', async () => {
    expect(sniffDocument(PNG_1X1, 'x.pdf')?.ext).toBe('png')
    expect(sniffDocument(Buffer.from('%PDF-1.7\n%âãÏÓ'), 'form.bin')).toEqual({
      ext: 'pdf',
      contentType: 'application/pdf',
    })
    expect(sniffDocument(await xlsxBytes(), 'sheet.zip')?.ext).toBe('xlsx')
    const ole = Buffer.concat([Buffer.from(OLE_HEADER), Buffer.alloc(504)])
    expect(sniffDocument(ole, '报名表.DOC')?.contentType).toBe('application/msword')
    expect(sniffDocument(ole, 'sheet.xls')?.ext).toBe('xls')
    expect(sniffDocument(ole, 'setup.msi')).toBeNull()
    // a zip that is not an Office file, an executable, a script, HTML
    expect(sniffDocument(Buffer.from('PK\u0003\u0004notes.txt'), 'a.docx')).toBeNull()
    expect(sniffDocument(Buffer.from('MZ\u0090\u0000'), 'a.pdf')).toBeNull()
    expect(sniffDocument(Buffer.from('<html><script>alert(1)</script>'), 'a.doc')).toBeNull()
  })
})

describe.each(DIALECTS)('files on %s', (dialect) => {
  let t: TestApp
  let token: string
  let fileName: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: seedSecurityFixture })
    token = await loginAs(t.app, USERS.limited)
  })
  afterAll(() => t?.close())

  const upload = (
    body: { payload: Buffer; headers: Record<string, string> },
    auth = `Bearer ${token}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/xgz/common/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: auth },
    })

  it('accepts a png and answers the flat { code, msg, fileName } the editor reads', async () => {
    const res = await upload(multipartFile(PNG_1X1))
    expect(res.statusCode).toBe(200)
    fileName = `/files/${sha256Hex(PNG_1X1)}.png`
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', fileName })
  })

  it('stores the same bytes once', async () => {
    const again = await upload(multipartFile(PNG_1X1, { fileName: 'other-name.png' }))
    expect(again.json<{ fileName: string }>().fileName).toBe(fileName)
    const rows = await t.db
      .selectFrom('sysFile')
      .select(['sha256', 'size', 'contentType'])
      .execute()
    expect(rows).toEqual([
      { sha256: sha256Hex(PNG_1X1), size: PNG_1X1.length, contentType: 'image/png' },
    ])
  })

  it('serves the file to a holder of the Admin-Token cookie, cacheable and not sniffable', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/xgz${fileName}`,
      cookies: { 'Admin-Token': token },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(res.rawPayload, PNG_1X1)).toBe(0)
  })

  it('refuses the file without a valid cookie, and 404s unknown or malformed names', async () => {
    const none = await t.app.inject({ method: 'GET', url: `/xgz${fileName}` })
    expect(none.statusCode).toBe(401)
    expect(none.json<{ code: number }>().code).toBe(401)
    const bad = await t.app.inject({
      method: 'GET',
      url: `/xgz${fileName}`,
      cookies: { 'Admin-Token': 'forged' },
    })
    expect(bad.statusCode).toBe(401)
    for (const name of [
      `${'0'.repeat(64)}.png`,
      '..%2F..%2Fetc%2Fpasswd',
      `${sha256Hex(PNG_1X1)}.exe`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/xgz/files/${name}`,
        cookies: { 'Admin-Token': token },
      })
      expect(res.statusCode, name).toBe(404)
    }
  })

  it('refuses a text file named .png, judging by the bytes', async () => {
    const res = await upload(
      multipartFile(Buffer.from('<script>alert(1)</script>'), { fileName: 'evil.png' }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 400,
      msg: '只能上传 PNG、JPEG、GIF 或 WEBP 格式的图片',
      data: null,
    })
    expect(await t.db.selectFrom('sysFile').select('sha256').execute()).toHaveLength(1)
  })

  it('refuses a file over 5 MB with 413 and the editor message', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)])
    const res = await upload(multipartFile(big))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 413, msg: '上传文件大小不能超过 5 MB!', data: null })
    expect(await t.db.selectFrom('sysFile').select('sha256').execute()).toHaveLength(1)
  })

  it('refuses a call without the file field, a non-multipart body, and a missing token', async () => {
    const wrongField = await upload(multipartFile(PNG_1X1, { field: 'image' }))
    expect(wrongField.statusCode).toBe(400)
    const json = await t.app.inject({
      method: 'POST',
      url: '/xgz/common/upload',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(json.statusCode).toBe(400)
    expect((await upload(multipartFile(PNG_1X1), '')).statusCode).toBe(401)
  })

  it('takes a template file on uploadDocument and serves it as an attachment', async () => {
    const xlsx = await xlsxBytes()
    const res = await t.app.inject({
      method: 'POST',
      url: '/xgz/common/uploadDocument',
      ...withFile(
        multipartFile(xlsx, { fileName: '报名表.xlsx', contentType: 'application/octet-stream' }),
      ),
    })
    expect(res.statusCode, res.body).toBe(200)
    const name = `/files/${sha256Hex(xlsx)}.xlsx`
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', fileName: name })
    const file = await t.app.inject({
      method: 'GET',
      url: `/xgz${name}`,
      cookies: { 'Admin-Token': token },
    })
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(file.headers['content-disposition']).toBe('attachment')
    expect(Buffer.compare(file.rawPayload, xlsx)).toBe(0)

    const exe = await t.app.inject({
      method: 'POST',
      url: '/xgz/common/uploadDocument',
      ...withFile(multipartFile(Buffer.from('MZ\u0090\u0000'), { fileName: 'form.pdf' })),
    })
    expect(exe.statusCode).toBe(400)
    expect(exe.json<{ msg: string }>().msg).toBe('只能上传 PDF、Word、Excel、PowerPoint 文件或图片')
    // the editor's upload still takes images only
    const asImage = await upload(multipartFile(xlsx, { fileName: 'x.png' }))
    expect(asImage.statusCode).toBe(400)
  })

  const withFile = (body: { payload: Buffer; headers: Record<string, string> }) => ({
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  })
})
