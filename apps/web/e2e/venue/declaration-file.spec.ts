import { expect, test } from '../fixtures.ts'

// /project/declarationFile against the real server: the anime show's checklist is partly
// missing (seeded), its overdue items flagged; 张伟 uploads the floor plan, 刘洋 (运营主管)
// sends it back with a reason, 张伟 uploads it again and 刘洋 passes it; the show's checklist
// then counts it. The list pattern and the screenshots are the pattern's and built-pages'.

const ANIME = '第十届星港国际动漫游戏展'
const ITEM = '展位平面图提交单'
/** A 1×1 PNG: an item's file is an image or a document (judged by the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const AT = `/project/declarationFile?keyword=${encodeURIComponent(ANIME)}`

test('an overdue item uploaded, returned with a reason, uploaded again and passed', async ({
  page,
  asUser,
}) => {
  test.setTimeout(150_000)
  await asUser('zhangwei', { at: AT })
  const table = page.getByRole('table')
  const row = table.getByRole('row', { name: new RegExp(ITEM) })
  await expect(row).toContainText('未提交')
  await expect(row).toContainText('逾期')
  await expect(table.getByRole('row', { name: /大型群众性活动安全许可/ })).toContainText('受理回执')
  // the salesman uploads but does not audit
  await expect(row.getByRole('button', { name: `审核 ${ITEM}` })).toHaveCount(0)
  const upload = async (name: string) => {
    await row.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(row.getByRole('link', { name })).toBeVisible()
    await expect(row).toContainText('已提交')
  }
  await upload('展位图.png')
  // still overdue until it passes
  await expect(row).toContainText('逾期')

  // 刘洋 sends it back: a reason is required
  await page.context().clearCookies()
  await asUser('liuyang', { at: AT })
  const audit = async () => {
    await row.getByRole('button', { name: `审核 ${ITEM}` }).click()
    return page.getByRole('dialog', { name: `审核：${ITEM}` })
  }
  let dialog = await audit()
  await dialog.getByRole('radio', { name: '退回' }).check()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog.getByText('退回时必须填写原因').first()).toBeVisible()
  await dialog.getByLabel('审核意见').fill('未标注消防通道宽度')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('退回')
  await expect(row).toContainText('未标注消防通道宽度')

  // 张伟 uploads it again; 刘洋 passes it
  await page.context().clearCookies()
  await asUser('zhangwei', { at: AT })
  await upload('展位图-修改.png')
  await page.context().clearCookies()
  await asUser('liuyang', { at: AT })
  dialog = await audit()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('审核通过')
  await expect(row).not.toContainText('逾期')

  // the show's checklist: three of eight passed, the approval document still overdue
  await row.getByRole('link', { name: ANIME }).click()
  const drawer = page.getByRole('dialog', { name: new RegExp(ANIME) })
  const summary = drawer.getByTestId('checklist-summary')
  await expect(summary).toContainText('已通过 3 / 8 项')
  await expect(summary).toContainText('逾期 1 项')
  await expect(drawer.getByRole('row', { name: /办展批文/ })).toContainText('逾期')
})
