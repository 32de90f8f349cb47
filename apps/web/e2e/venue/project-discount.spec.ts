import { shot } from '../built-pages.ts'
import { choose, expect, test } from '../fixtures.ts'

// /project/discountManagement against the real server: 张伟 asks a 30% discount on the anime
// show (signed), below the floor; 黄俊 (分管领导) finds it in 待我审核, its badge risen, and
// approves it; 张伟 then sees it in the show's quote. The list pattern and the screenshots
// are the pattern's and built-pages' (ADR 021).

const ANIME = '第十届星港国际动漫游戏展'

test('a discount below the floor, asked by the salesman and approved by the leader, changes the quote', async ({
  page,
  asUser,
}) => {
  test.setTimeout(150_000)
  await asUser('zhangwei', { at: '/project/discountManagement' })
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /国际医疗器械/ })).toContainText('审核中')

  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增优惠申请' })
  await choose(dialog.getByLabel('项目名称'), 'XM-', {
    search: '动漫',
    option: page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title*="${ANIME}"]`),
  })
  await expect(dialog.getByLabel('优惠类型')).toBeVisible()
  await dialog.getByLabel('优惠值').fill('70')
  await dialog.getByLabel('优惠原因').fill('首次合作，主办方要求七折')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  const row = table.getByRole('row', { name: new RegExp(ANIME) })
  await expect(row).toContainText('草稿')
  await expect(row).toContainText('低于底价')
  const discount = (await row.getByRole('cell').nth(7).innerText()).trim()

  await row.getByRole('link').first().click()
  const at = new URL(page.url()).search
  const drawer = page.getByRole('dialog', { name: new RegExp(ANIME) })
  await drawer.getByRole('button', { name: '提交审核' }).click()
  await page
    .getByRole('dialog', { name: '系统提示' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(drawer.getByTestId('approval-progress')).toContainText('分管领导')

  // 黄俊: two requests wait for him now (the seeded one and this); he opens this one
  await page.context().clearCookies()
  await asUser('huangjun', { at: '/dashboard' })
  await page.getByRole('button', { name: '待我审核 2 条' }).click()
  await page.getByTestId('pending-approval').filter({ hasText: ANIME }).getByRole('button').click()
  await expect(page).toHaveURL(new RegExp(`/project/discountManagement\\${at}`))
  const leader = page.getByRole('dialog', { name: new RegExp(ANIME) })
  await leader.getByRole('button', { name: /^通\s*过$/ }).click()
  const ask = page.getByRole('dialog', { name: '通过', exact: true })
  await ask.getByRole('button', { name: /确\s*定/ }).click()
  await expect(ask).toBeHidden()
  await expect(leader.getByText('已通过').first()).toBeVisible()

  // 张伟: the show's quote counts it
  await page.context().clearCookies()
  await asUser('zhangwei', { at: '/project/projectInfo?guid=prj-anime-expo' })
  const project = page.getByRole('dialog', { name: new RegExp(ANIME) })
  await project.getByRole('tab', { name: '报价' }).click()
  const summary = project.getByTestId('project-quote-summary')
  await expect(summary.getByRole('row').first()).toContainText(discount)
  await shot(page, 'project-quote', 'zh')
})
