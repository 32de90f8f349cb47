import { expect, switchSystem, test } from '../fixtures.ts'

test('switching to the service platform without an exhibition lands on the exhibition list', async ({
  asUser,
  page,
}) => {
  await asUser('admin')
  await switchSystem(page, '综合服务平台', /\/exhibitionList\/exhibitionList/)
  const top = page.getByRole('navigation', { name: '顶部菜单' })
  await expect(top.getByRole('menuitem', { name: '展会列表' })).toBeVisible()
  await expect(page.getByTestId('current-exhibition')).toHaveText('暂无展会')
})

test('a credential-only user (孙丽) enters the credential system directly', async ({
  page,
  asUser,
}) => {
  await asUser('sunli')
  await expect(page).toHaveURL(/\/certificateHome\/certificateHome/)
  const top = page.getByRole('navigation', { name: '顶部菜单' })
  await expect(top.getByRole('menuitem', { name: '证件审核' })).toBeVisible()
  await expect(top.getByRole('menuitem', { name: '项目管理' })).toHaveCount(0)
})

test('switching to the service platform checks the stored exhibition with the server', async ({
  asUser,
  page,
}) => {
  await asUser('admin')
  const venue = () => switchSystem(page, '场馆管理系统', /\/(dashboard)?$/)

  // an exhibition that still exists: the platform opens on it
  await switchSystem(page, '综合服务平台', /\/exhibitionList\/exhibitionList/)
  const first = page
    .getByRole('table', { name: '展会列表' })
    .locator('tbody tr.ant-table-row')
    .first()
  await first.getByRole('button', { name: /进\s*入/ }).click()
  await expect(page).toHaveURL(/\/exhibitionInfo\/exhibitionInfo\?guid=/)
  const guid = new URL(page.url()).searchParams.get('guid')
  await venue()
  await switchSystem(page, '综合服务平台', /\/exhibitionInfo\/exhibitionInfo\?guid=/)
  expect(new URL(page.url()).searchParams.get('guid')).toBe(guid)

  // a stored exhibition the server does not know (deleted): forgotten, the list opens
  await venue()
  await page.evaluate(() => {
    localStorage.setItem('currentExhibitionGuid', 'exh-deleted-0000')
    localStorage.setItem('currentExhibitionName', '已删除的展会')
    // this tab's own choice (session storage) comes first: it names the deleted one too
    sessionStorage.setItem(
      'tabExhibition',
      JSON.stringify({ guid: 'exh-deleted-0000', name: '已删除的展会' }),
    )
  })
  await page.reload()
  await switchSystem(page, '综合服务平台', /\/exhibitionList\/exhibitionList$/)
  await expect(page.getByTestId('current-exhibition')).toHaveText('暂无展会')
  expect(await page.evaluate(() => localStorage.getItem('currentExhibitionGuid'))).toBeNull()
  expect(await page.evaluate(() => sessionStorage.getItem('tabExhibition'))).toBeNull()
})
