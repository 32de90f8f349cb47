import { choose, expect, test } from '../fixtures.ts'

/** A 1×1 PNG for the editor's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

// /system/contractTemplate against the real server: the type filter, the rich-text content
// with a placeholder from the picker and an uploaded image, kept through an edit, all under
// the server's Content-Security-Policy. Delete, export and the screenshots are the
// pattern's and built-pages' (ADR 021).
test('contract templates: filter, add and edit rich content with placeholders', async ({
  page,
  asUser,
  cspViolations,
}) => {
  test.setTimeout(120_000)
  const loaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/system/contractTemplate',
  )
  await asUser('admin', { at: '/system/contractTemplate' })
  const csp = (await loaded).headers()['content-security-policy']
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /展览场地租赁合同/ })).toContainText('场地租赁合同')

  const search = page.getByRole('search')
  await choose(search.getByLabel('合同类型'), '补充协议')
  await page.getByRole('button', { name: /^搜\s*索$/ }).click()
  await expect(table.getByRole('row', { name: /档期变更补充协议/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /展览场地租赁合同/ })).toHaveCount(0)
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect(table.getByRole('row', { name: /展览场地租赁合同/ })).toBeVisible()

  // add: text typed in the editor plus a placeholder from the picker
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增合同模板' })
  await dialog.getByLabel('模板名称').fill('广告位租赁合同')
  await choose(dialog.getByLabel('合同类型'), '框架协议')
  const editor = dialog.getByRole('textbox', { name: '合同内容' })
  await editor.click()
  await editor.pressSequentially('承租方：')
  await dialog.getByRole('button', { name: /插入占位符/ }).hover()
  await page.getByRole('menuitem', { name: '{客户名称}' }).click()
  await expect(editor).toContainText('承租方：{客户名称}')
  // an image, uploaded and shown from the server
  await dialog
    .getByTestId('rich-text-image-input')
    .setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: PNG })
  const image = editor.getByRole('img', { name: 'seal.png' })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功')).toBeVisible()
  const added = table.getByRole('row', { name: /广告位租赁合同/ })
  await expect(added).toContainText('承租方：{客户名称}')

  await added.getByRole('button', { name: '修改' }).click()
  const edit = page.getByRole('dialog', { name: '修改合同模板' })
  await expect(edit.getByRole('textbox', { name: '合同内容' })).toContainText('{客户名称}')
  await expect(edit.getByRole('img', { name: 'seal.png' })).toBeVisible()
  await edit.getByLabel('模板名称').fill('广告位租赁框架合同')
  await edit.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  const renamed = table.getByRole('row', { name: /广告位租赁框架合同/ })
  await expect(renamed).toBeVisible()

  // the watcher sees what the policy refuses: an image from elsewhere
  await page.evaluate(() => {
    const img = document.createElement('img')
    img.src = 'https://images.example.com/x.png'
    document.body.append(img)
  })
  await expect.poll(() => cspViolations.join('\n')).toMatch(/images\.example\.com.*img-src/)
  cspViolations.length = 0
})

// 审批流程, a view of this page: an administrator adds a node from an amount to the discount
// chain; the chain shows it in order with its role and amount (docs/product/domain.md
// "Approval chains"). The chain's rules are the server's tests'.
test('approval chains: a node from an amount joins the discount chain', async ({
  page,
  asUser,
}) => {
  await asUser('admin', { at: '/system/contractTemplate' })
  await page.getByText('审批流程', { exact: true }).click()
  await expect(page).toHaveURL(/view=approvalChain/)
  const table = page.getByRole('table')
  const discount = table.getByRole('row', { name: /优惠审批/ })
  await expect(discount).toContainText('分管领导')
  await expect(table.getByRole('row', { name: /项目取消/ })).toContainText('财务经理')

  await discount.getByRole('button', { name: /修\s*改/ }).click()
  const dialog = page.getByRole('dialog', { name: /优惠审批/ })
  await dialog.getByRole('button', { name: '添加节点' }).click()
  await dialog.getByLabel('节点名称').nth(1).fill('总经理室复核')
  await choose(dialog.getByLabel('审批角色').nth(1), '财务经理')
  await dialog.getByLabel('起审金额').nth(1).fill('50000')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('修改成功').last()).toBeVisible()
  await expect(discount).toContainText('总经理室复核')
  await expect(discount).toContainText('50,000.00 元起')
})
