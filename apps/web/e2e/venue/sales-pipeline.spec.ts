import { creditCodeCheckChar } from '@app/contracts'
import { seriousViolations, shot } from '../built-pages.ts'
import { choose, expect, test } from '../fixtures.ts'

// The sales pipeline against the real server (issue 13's walk): 张伟 adds a customer and an
// opportunity with its wanted halls, moves it on the board a stage at a time and drops it on
// 赢单; the project it becomes books the wanted halls from its detail, is refused a signed
// project's dates and is given a discount below the floor; 黄俊 finds it in 待我审核, the
// badge risen, and approves it; 张伟 reads the new quote. The list pattern and the page
// screenshots are the pattern's and built-pages' (ADR 021).

const CUSTOMER = '星港低空经济产业发展有限公司'
const NAME = '2027星港低空经济博览会'

test('a customer’s opportunity won on the board becomes a project that books its halls and gets a discount the leader approves', async ({
  page,
  asUser,
}) => {
  test.setTimeout(240_000)
  await asUser('zhangwei', { at: '/customer/customerManage' })
  const table = page.getByRole('table')
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const customer = page.getByRole('dialog', { name: '新增客户' })
  await customer.getByLabel('客户名称').fill(CUSTOMER)
  const code = '91440300MA5H7Q2N8'
  await customer.getByLabel('统一社会信用代码').fill(`${code}${creditCodeCheckChar(code)}`)
  await choose(customer.getByLabel('客户类型'), '主办单位')
  await customer.getByLabel('姓名').fill('冯总')
  await customer.getByLabel('手机号码').fill('13688886666')
  await customer.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  await expect(table.getByRole('row', { name: new RegExp(CUSTOMER) })).toContainText('张伟')

  await page.goto('/customer/salesOpportunity')
  await expect(table.getByRole('row', { name: /中国国际跨境电商交易会/ })).toContainText('跟进逾期')

  await page.getByRole('button', { name: /新\s*增/ }).click()
  const dialog = page.getByRole('dialog', { name: '新增商机' })
  await dialog.getByLabel('商机名称').fill(NAME)
  await choose(dialog.getByLabel('客户'), CUSTOMER, { search: '低空' })
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
  await book.getByRole('button', { name: /取\s*消/ }).click()
  await expect(book).toBeHidden()
  const projectUrl = page.url()

  // a discount below the floor (70% of the quote) for the new project
  await page.goto('/project/discountManagement')
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const ask = page.getByRole('dialog', { name: '新增优惠申请' })
  await choose(ask.getByLabel('项目名称'), 'XM-', {
    search: '低空',
    option: page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title*="${NAME}"]`),
  })
  await expect(ask.getByLabel('优惠类型')).toBeVisible()
  await ask.getByLabel('优惠值').fill('70')
  await ask.getByLabel('优惠原因').fill('新客户首展，主办方要求七折')
  await ask.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByText('新增成功').last()).toBeVisible()
  const discounts = page.getByRole('table')
  const row = discounts.getByRole('row', { name: new RegExp(NAME) })
  await expect(row).toContainText('草稿')
  await expect(row).toContainText('低于底价')
  const discount = (await row.getByRole('cell').nth(7).innerText()).trim()
  await row.getByRole('link').first().click()
  const at = new URL(page.url()).search
  const request = page.getByRole('dialog', { name: new RegExp(NAME) })
  await request.getByRole('button', { name: '提交审核' }).click()
  await page
    .getByRole('dialog', { name: '系统提示' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await expect(request.getByTestId('approval-progress')).toContainText('分管领导')

  // 黄俊: two requests wait for him now (the seeded one and this); he opens this one
  await page.context().clearCookies()
  await asUser('huangjun', { at: '/dashboard' })
  await page.getByRole('button', { name: '待我审核 2 条' }).click()
  await page.getByTestId('pending-approval').filter({ hasText: NAME }).getByRole('button').click()
  await expect(page).toHaveURL(new RegExp(`/project/discountManagement\\${at}`))
  const leader = page.getByRole('dialog', { name: new RegExp(NAME) })
  await leader.getByRole('button', { name: /^通\s*过$/ }).click()
  const approve = page.getByRole('dialog', { name: '通过', exact: true })
  await approve.getByRole('button', { name: /确\s*定/ }).click()
  await expect(approve).toBeHidden()
  await expect(leader.getByText('已通过').first()).toBeVisible()

  // 张伟: the project's quote counts it
  await page.context().clearCookies()
  await asUser('zhangwei', { at: new URL(projectUrl).pathname + new URL(projectUrl).search })
  const project = page.getByRole('dialog', { name: new RegExp(NAME) })
  await project.getByRole('tab', { name: '报价' }).click()
  const summary = project.getByTestId('project-quote-summary')
  await expect(summary.getByRole('row').first()).toContainText(discount)
  await shot(page, 'project-quote', 'zh')
})
