import { seriousViolations } from '../built-pages.ts'
import { choose, expect, test } from '../fixtures.ts'

// /customer/salesOpportunity against the real server, as 张伟: a new opportunity with its
// wanted halls, moved on the board a stage at a time and dropped on 赢单, becomes a project;
// its detail books the wanted halls, and is refused a signed project's dates. The list
// pattern and the screenshots are the pattern's and built-pages' (ADR 021).

const NAME = '2027星港低空经济博览会'

test('an opportunity moved on the board to 赢单 becomes a project that books its wanted halls', async ({
  page,
  asUser,
}) => {
  test.setTimeout(150_000)
  await asUser('zhangwei', { at: '/customer/salesOpportunity' })
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /中国国际跨境电商交易会/ })).toContainText('跟进逾期')

  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增商机' })
  await dialog.getByLabel('商机名称').fill(NAME)
  await choose(dialog.getByLabel('客户'), '深圳市鹏展国际会展有限公司', { search: '鹏展' })
  await dialog.getByLabel('预计金额（元）').fill('1200000')
  for (const [label, day] of [
    ['预计开幕', '2027-08-02'],
    ['预计闭幕', '2027-08-04'],
  ] as const) {
    await dialog.getByLabel(label).fill(day)
    await dialog.getByLabel(label).press('Tab')
  }
  for (const hall of ['3号馆', '4号馆'])
    await choose(dialog.getByLabel('意向场地'), hall, { search: hall })
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  await expect(table.getByRole('row', { name: new RegExp(NAME) })).toContainText('线索')

  // the board: the new card in 线索, moved on by its button to 商务谈判
  await page.getByRole('tab', { name: '看板与漏斗' }).click()
  await expect(page).toHaveURL(/view=board/)
  const card = page.locator('li[data-guid]').filter({ hasText: NAME })
  const column = (stage: string) => page.getByRole('region', { name: stage, exact: true })
  await expect(column('线索').locator('li').filter({ hasText: NAME })).toBeVisible()
  for (const stage of ['初步接洽', '需求确认', '方案报价', '商务谈判']) {
    await card.getByRole('button', { name: `推进到「${stage}」` }).click()
    await page
      .getByRole('dialog', { name: '推进' })
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect(column(stage).locator('li').filter({ hasText: NAME })).toBeVisible()
  }
  // a card dropped on a column: the browser's drag events, as a mouse drag fires them
  // (Playwright's mouse drag starts no HTML drag in headless Chromium)
  const drop = async (stage: string) => {
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer())
    await card.dispatchEvent('dragstart', { dataTransfer })
    await column(stage).dispatchEvent('dragover', { dataTransfer })
    await column(stage).dispatchEvent('drop', { dataTransfer })
  }
  // a drop that skips the rules is refused here; nothing moves
  await drop('线索')
  await expect(page.getByText('不能从「商务谈判」直接移到「线索」', { exact: false })).toBeVisible()
  // dropped on 赢单: the project's days, its stay around the expected dates by default
  await drop('赢单')
  const win = page.getByRole('dialog', { name: `赢单：${NAME}` })
  await expect(win.getByLabel('进馆日期')).toHaveValue('2027-07-31')
  await expect(win.getByLabel('撤馆日期')).toHaveValue('2027-08-05')
  expect(await seriousViolations(page, 'dialog')).toEqual([])
  await win.getByRole('button', { name: /赢\s*单/ }).click()
  await expect(page.getByText(/已赢单，项目 XM-\d{4}-\d{4} 已创建/)).toBeVisible()

  // the project's detail opens: a lead, its wanted halls ready to book over its stay
  await expect(page).toHaveURL(/\/project\/projectInfo\?guid=/)
  const drawer = page.getByRole('dialog', { name: new RegExp(NAME) })
  await expect(drawer.getByText('意向').first()).toBeVisible()
  await drawer.getByRole('tab', { name: '预订' }).click()
  await drawer.getByRole('button', { name: '新增预订' }).click()
  const book = page.getByRole('dialog', { name: new RegExp(`为「${NAME}」预订场地`) })
  for (const hall of ['3号馆', '4号馆']) await expect(book.getByText(hall)).toBeVisible()
  await book.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('预订已保存')).toBeVisible()
  await expect(book).toBeHidden()
  for (const hall of ['3号馆', '4号馆'])
    await expect(drawer.getByRole('row', { name: new RegExp(hall) })).toContainText('2027-07-31')
  // held now: 预定, the first hold
  await expect(drawer.getByText('第1意向').first()).toBeVisible()
  // the tea expo (signed) holds 1号馆 a week from now: refused, naming it
  await drawer.getByRole('button', { name: '新增预订' }).click()
  await choose(book.getByLabel('场地'), '1号馆', { search: '1号馆' })
  const week = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    Date.now() + 7 * 86_400_000,
  )
  for (const label of ['开始日期', '结束日期']) {
    await book.getByLabel(label).fill(week)
    await book.getByLabel(label).press('Enter')
  }
  await book.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText(/与已有预订冲突：1号馆 .*茶产业博览会（已签约）/)).toBeVisible()
  await expect(book).toBeVisible()
})
