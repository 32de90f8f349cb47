import { clickOk, expect, test } from '../fixtures.ts'

test.describe('系统管理 / 部门管理', () => {
  test.use({ actionTimeout: 10_000 })

  test('shows the tree, adds a child, moves it, refuses what breaks the tree, deletes and exports', async ({
    asUser,
    page,
  }) => {
    test.setTimeout(90_000)
    await asUser('admin', { at: '/system/dept' })
    const table = page.getByRole('table', { name: '部门管理' })
    // expanded from the start: the root and its departments
    await expect(table.getByRole('cell', { name: '星港国际会展中心' })).toBeVisible()
    await expect(table.getByRole('cell', { name: '财务部', exact: true })).toBeVisible()

    // add a child under 运营管理部 from its row
    const ops = table.getByRole('row').filter({ hasText: '运营管理部' })
    await ops.getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '新增部门' })
    await expect(dialog.getByText('运营管理部')).toBeVisible()
    await dialog.getByLabel('部门名称').fill('场馆运营组')
    await dialog.getByLabel('负责人').fill('刘洋')
    await dialog.getByLabel('联系电话').fill('0755-26880209')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('新增成功')).toBeVisible()
    const group = table.getByRole('row').filter({ hasText: '场馆运营组' })
    await expect(group).toBeVisible()

    // a department cannot go under itself: the picker leaves it out
    await group.getByRole('button', { name: '修改' }).click()
    const edit = page.getByRole('dialog', { name: '修改部门' })
    await edit.getByLabel('上级部门').click()
    const picker = page.locator('.ant-select-tree')
    await expect(picker.getByText('运营管理部')).toBeVisible()
    await expect(picker.getByText('场馆运营组')).toHaveCount(0)
    // typing finds a department wherever the long tree has it
    await edit.getByLabel('上级部门').fill('信息')
    const it = page.locator('.ant-select-tree-title', { hasText: /^信息中心$/ })
    await expect(it).toBeVisible()
    // move it under 信息中心
    await it.click()
    await edit.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('修改成功')).toBeVisible()

    // a department with users cannot be deleted
    const finance = table.getByRole('row').filter({ hasText: '财务部' })
    await finance.getByRole('button', { name: '删除' }).click()
    await clickOk(page.getByRole('dialog', { name: '系统提示' }))
    await expect(page.getByText('部门存在用户，不允许删除')).toBeVisible()

    // filter
    const search = page.getByRole('search')
    await search.getByLabel('部门名称').fill('运营组')
    await search.getByLabel('部门名称').press('Enter')
    await expect(page).toHaveURL(/name=/)
    await expect(table.getByRole('row').filter({ hasText: '财务部' })).toHaveCount(0)
    await expect(group).toBeVisible()

    // export
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出' }).click()
    expect((await download).suggestedFilename()).toMatch(/^部门管理_\d+\.xlsx$/)

    // delete the new one (a click while the confirmation zooms in can be lost: until it goes)
    await group.getByRole('button', { name: '删除' }).click()
    const confirm = page.getByRole('dialog', { name: '系统提示' })
    await expect(async () => {
      if (await confirm.isVisible())
        await confirm.getByRole('button', { name: /确\s*定/ }).click({ timeout: 2_000 })
      await expect(confirm).toBeHidden({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByText('删除成功')).toBeVisible()
    await expect(group).toHaveCount(0)
  })
})
