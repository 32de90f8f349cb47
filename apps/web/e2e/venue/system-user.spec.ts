import { expect, signIn, test } from '../fixtures.ts'

test.describe('系统管理 / 用户管理', () => {
  test.use({ actionTimeout: 10_000 })
  test('lists, filters by dept and name, adds, edits, resets a password, deletes and exports', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signIn(page, 'admin')
    await page.goto('/system/user')
    const table = page.getByRole('table', { name: '用户管理' })
    await expect(table.getByRole('button', { name: 'admin', exact: true })).toBeVisible()
    // the list masks mobile numbers
    await expect(table.getByText(/^1\d{2}\*{4}\d{4}$/).first()).toBeVisible()

    // the department tree filters the list (and keeps it in the URL)
    await page.getByRole('tree', { name: '部门' }).getByText('财务部', { exact: true }).click()
    await expect(page).toHaveURL(/deptId=\d+/)
    await expect(table.getByRole('button', { name: 'wangfang' })).toBeVisible()
    await expect(table.getByRole('button', { name: 'admin', exact: true })).toHaveCount(0)
    await page.getByRole('tree', { name: '部门' }).getByText('财务部', { exact: true }).click()
    await expect(table.getByRole('button', { name: 'admin', exact: true })).toBeVisible()

    // add
    await page.getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '新增用户' })
    await dialog.getByLabel('用户名称').fill('chenxiao')
    await dialog.getByLabel('用户昵称').fill('陈晓')
    await dialog.getByLabel('用户密码').fill('weakpass')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(dialog.getByText('密码必须包含')).toBeVisible()
    await dialog.getByLabel('用户密码').fill('Venue#2026')
    await dialog.getByLabel('手机号码').fill('13800138001')
    await dialog.getByLabel('部门').click()
    await page.locator('.ant-select-tree-title', { hasText: /^运营管理部$/ }).click()
    await dialog.getByLabel('角色').click()
    await page.locator('.ant-select-item-option[title="运营主管"]').click()
    // a multiple select stays open: close it by clicking elsewhere in the dialog
    await dialog.getByText('新增用户').click()
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    // the mobile number is someone else's: the server's message shows on the field
    await expect(dialog.getByText('手机号码已存在')).toBeVisible()
    await dialog.getByLabel('手机号码').fill('13911112222')
    // a second save within 2000 ms of a sent one is ignored (prevent-double-click)
    await page.waitForTimeout(2000)
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('新增成功')).toBeVisible()
    await expect(dialog).toBeHidden()

    // filter by name
    const search = page.getByRole('search')
    await search.getByLabel('用户名称').fill('chenxiao')
    await search.getByLabel('用户名称').press('Enter')
    await expect(page).toHaveURL(/name=chenxiao/)
    const row = table.getByRole('row').filter({ hasText: 'chenxiao' })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('139****2222')
    await expect(row).toContainText('运营管理部')

    // detail shows the whole mobile
    await row.getByRole('button', { name: 'chenxiao' }).click()
    const drawer = page.getByRole('dialog', { name: '详情' })
    await expect(drawer.getByText('13911112222')).toBeVisible()
    await expect(drawer.getByText('运营主管')).toBeVisible()
    await drawer.getByRole('button', { name: '关闭' }).click()

    // edit
    await row.getByRole('button', { name: '修改' }).click()
    const edit = page.getByRole('dialog', { name: '修改用户' })
    await expect(edit.getByLabel('手机号码')).toHaveValue('13911112222')
    await edit.getByLabel('用户昵称').fill('陈晓（运营）')
    await edit.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('修改成功')).toBeVisible()
    await expect(row).toContainText('陈晓（运营）')

    // reset password: shown once
    await row.getByRole('button', { name: '重置密码' }).click()
    const shown = page.getByRole('dialog', { name: '重置密码' })
    await expect(shown.getByText('确认要重置"chenxiao"的密码吗？')).toBeVisible()
    await shown.getByRole('button', { name: /确\s*定/ }).click()
    await expect(shown.getByText(/^[A-Za-z0-9@#$%&*!?]{12}$/)).toBeVisible()
    await shown.getByRole('button', { name: /确\s*定/ }).click()
    await expect(shown).toBeHidden()

    // export the filtered list
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出' }).click()
    expect((await download).suggestedFilename()).toMatch(/^用户管理_\d+\.xlsx$/)

    // delete
    await row.getByRole('button', { name: '删除' }).click()
    await page
      .getByRole('dialog', { name: '系统提示' })
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect(page.getByText('删除成功')).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'chenxiao' })).toHaveCount(0)

    // admin cannot be deleted
    await search.getByRole('button', { name: /重\s*置/ }).click()
    const adminRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'admin', exact: true }) })
    await adminRow.getByRole('button', { name: '删除' }).click()
    await page
      .getByRole('dialog', { name: '系统提示' })
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect(page.getByText('不允许删除或停用超级管理员')).toBeVisible()

    await expect(page.getByText('不允许删除或停用超级管理员')).toBeHidden()
    await page.goto('/system/user')
    await expect(table.getByRole('button', { name: 'admin', exact: true })).toBeVisible()
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
    await page.screenshot({ path: 'e2e/screenshots/system-user.zh.png' })
    await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
    await page.reload()
    await expect(
      page
        .getByRole('table', { name: 'Users' })
        .getByRole('button', { name: 'admin', exact: true }),
    ).toBeVisible()
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
    await page.screenshot({ path: 'e2e/screenshots/system-user.en.png' })
  })
})
