import { choose, expect, test } from '../fixtures.ts'

/** A 1×1 PNG and a small PDF: templates are images or documents (judged by the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
)

// /system/fileTemplate against the real server: add with an uploaded file (required), the
// download link, the category filter, an edit that keeps the file. Delete, export and the
// screenshots are the pattern's and built-pages' (ADR 021).
test('file templates: add with upload, download, filter, edit', async ({ page, asUser }) => {
  test.setTimeout(120_000)
  await asUser('admin', { at: '/system/fileTemplate' })
  const table = page.getByRole('table')

  for (const [name, category, file] of [
    ['1号馆展位图', '展位图', '1号馆展位图.png'],
    ['安全方案示例', '安全方案', '安全方案示例.pdf'],
  ] as const) {
    await page.getByRole('button', { name: /新\s*增/ }).click()
    const dialog = page.getByRole('dialog', { name: '新增文件模板' })
    await dialog.getByLabel('模板名称').fill(name)
    await choose(dialog.getByLabel('文件分类'), category)
    if (name === '1号馆展位图') {
      // without a file the form refuses
      await dialog.getByRole('button', { name: /确\s*定/ }).click()
      await expect(dialog.getByText('请上传文件')).toBeVisible()
    }
    const pdf = file.endsWith('.pdf')
    await dialog.locator('input[type=file]').setInputFiles({
      name: file,
      mimeType: pdf ? 'application/pdf' : 'image/png',
      buffer: pdf ? PDF : PNG,
    })
    await expect(dialog.getByRole('link', { name: file })).toBeVisible()
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('新增成功').last()).toBeVisible()
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(file)
  }

  // the download link serves the uploaded file under its name
  const link = table.getByRole('row', { name: /1号馆展位图/ }).getByRole('link')
  await expect(link).toHaveAttribute('download', '1号馆展位图.png')
  const href = await link.getAttribute('href')
  const res = await page.request.get(href ?? '')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('image/png')
  // a document is sent to be saved, never opened inside the app
  const pdfHref = await table
    .getByRole('row', { name: /安全方案示例/ })
    .getByRole('link')
    .getAttribute('href')
  const pdfRes = await page.request.get(pdfHref ?? '')
  expect(pdfRes.headers()['content-type']).toContain('application/pdf')
  expect(pdfRes.headers()['content-disposition']).toBe('attachment')

  const search = page.getByRole('search')
  await choose(search.getByLabel('文件分类'), '安全方案')
  await page.getByRole('button', { name: /^搜\s*索$/ }).click()
  await expect(table.getByRole('row', { name: /安全方案示例/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /1号馆展位图/ })).toHaveCount(0)
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(table.getByRole('row', { name: /1号馆展位图/ })).toBeVisible()

  await table
    .getByRole('row', { name: /安全方案示例/ })
    .getByRole('button', { name: '修改' })
    .click()
  const edit = page.getByRole('dialog', { name: '修改文件模板' })
  await expect(edit.getByRole('link', { name: '安全方案示例.pdf' })).toBeVisible()
  await edit.getByLabel('模板名称').fill('大型活动安全方案')
  await edit.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  const renamed = table.getByRole('row', { name: /大型活动安全方案/ })
  await expect(renamed).toContainText('安全方案示例.pdf')
})
