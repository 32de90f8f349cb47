import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { choose, clickOk, expect, screenshot, test } from '../fixtures.ts'

/** The downloaded template with these rows typed in from row 2, as an .xlsx buffer. */
async function fillTemplate(path: string, rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  // exceljs declares its own Buffer type; Node's is that at run time
  await wb.xlsx.load((await readFile(path)) as unknown as ArrayBuffer)
  const ws = wb.worksheets[0]
  rows.forEach((row, i) => {
    if (ws) ws.getRow(i + 2).values = row
  })
  return Buffer.from(await wb.xlsx.writeBuffer())
}

test.describe('系统管理 / 用户管理', () => {
  test.use({ actionTimeout: 10_000 })
  test('lists, filters by dept and name, adds, edits, resets a password, deletes and exports', async ({
    asUser,
    page,
  }) => {
    test.setTimeout(90_000)
    await asUser('admin', { at: '/system/user' })
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
    await choose(dialog.getByLabel('部门'), '运营管理部', {
      option: page.locator('.ant-select-tree-title', { hasText: /^运营管理部$/ }),
    })
    await choose(dialog.getByLabel('角色'), '运营主管')
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
    await expect(row).toContainText('运营主管')

    // detail shows the whole mobile
    const drawer = page.getByRole('dialog', { name: '详情' })
    // the row is drawn again as the search answers: a click then can be lost
    await expect(async () => {
      if (!(await drawer.isVisible()))
        await row.getByRole('button', { name: 'chenxiao' }).click({ timeout: 2_000 })
      await expect(drawer.getByText('13911112222')).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
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
    // the rarer actions sit under 更多
    await row.getByRole('button', { name: '更多' }).click()
    await page.getByRole('menuitem', { name: '重置密码' }).click()
    const shown = page.getByRole('dialog', { name: '重置密码' })
    await expect(shown.getByText('确认要重置"chenxiao"的密码吗？')).toBeVisible()
    await clickOk(shown)
    await expect(shown.getByText(/^[A-Za-z0-9@#$%&*!?]{12}$/)).toBeVisible()
    await shown.getByRole('button', { name: /确\s*定/ }).click()
    await expect(shown).toBeHidden()

    // export the filtered list
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出' }).click()
    expect((await download).suggestedFilename()).toMatch(/^用户管理_\d+\.xlsx$/)

    // delete
    await row.getByRole('button', { name: '删除' }).click()
    await clickOk(page.getByRole('dialog', { name: '系统提示' }))
    await expect(page.getByText('删除成功')).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'chenxiao' })).toHaveCount(0)

    // admin cannot be deleted
    await search.getByRole('button', { name: /重\s*置/ }).click()
    const adminRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'admin', exact: true }) })
    await adminRow.getByRole('button', { name: '删除' }).click()
    await clickOk(page.getByRole('dialog', { name: '系统提示' }))
    await expect(page.getByText('不允许删除或停用超级管理员')).toBeVisible()

    await expect(page.getByText('不允许删除或停用超级管理员')).toBeHidden()
    await page.goto('/system/user')
    await expect(table.getByRole('button', { name: 'admin', exact: true })).toBeVisible()
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
    await screenshot(page, 'system-user.zh')
    await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
    await page.reload()
    await expect(
      page
        .getByRole('table', { name: 'Users' })
        .getByRole('button', { name: 'admin', exact: true }),
    ).toBeVisible()
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
    await screenshot(page, 'system-user.en')
  })

  test('imports users from the template: a dry run reports each bad row, then all are written', async ({
    asUser,
    page,
  }) => {
    test.setTimeout(90_000)
    await asUser('admin', { at: '/system/user' })
    const table = page.getByRole('table', { name: '用户管理' })
    await expect(table.getByRole('button', { name: 'admin', exact: true })).toBeVisible()

    await page.getByRole('button', { name: '导入' }).click()
    const dialog = page.getByRole('dialog', { name: '用户导入' })
    const template = page.waitForEvent('download')
    await dialog.getByRole('button', { name: '下载模板' }).click()
    const downloaded = await template
    expect(downloaded.suggestedFilename()).toMatch(/^用户导入模板_\d+\.xlsx$/)
    const templatePath = await downloaded.path()

    // one good row, one without a nickname and with a department that does not exist
    const bad = await fillTemplate(templatePath, [
      ['import_a', '导入甲', '财务部', '', '', '财务专员', '正常', ''],
      ['import_b', '', '不存在的部门', '', '', '', '', ''],
    ])
    const mime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'users.xlsx', mimeType: mime, buffer: bad })
    await dialog.getByRole('button', { name: /预\s*检/ }).click()
    const report = page.getByRole('dialog', { name: '用户导入' })
    await expect(report.getByText('共 2 行：新增 1，更新 0，错误 1')).toBeVisible()
    const badRow = report.getByRole('row').filter({ hasText: 'import_b' })
    await expect(badRow).toContainText('部门：部门不存在')
    await expect(badRow).toContainText('用户昵称：')
    await expect(report.getByRole('button', { name: '确认导入' })).toBeDisabled()
    // nothing was written by the dry run
    await report.getByRole('button', { name: '重新选择文件' }).click()

    const good = await fillTemplate(templatePath, [
      ['import_a', '导入甲', '财务部', '', '', '财务专员', '正常', ''],
      ['import_b', '导入乙', '', '', 'import_b@example.com', '', '停用', ''],
    ])
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'users.xlsx', mimeType: mime, buffer: good })
    await dialog.getByRole('button', { name: /预\s*检/ }).click()
    await expect(report.getByText('检查通过，可以导入。')).toBeVisible()
    await report.getByRole('button', { name: '确认导入' }).click()
    await expect(page.getByText('导入成功，共 2 行')).toBeVisible()
    await expect(report.getByText(/初始密码只显示这一次/)).toBeVisible()
    await expect(
      report
        .getByRole('row')
        .filter({ hasText: 'import_a' })
        .getByText(/^[A-Za-z0-9@#$%&*!?]{12}$/),
    ).toBeVisible()
    await screenshot(page, 'system-user-import.zh')
    await report
      .getByRole('button', { name: /关\s*闭/ })
      .last()
      .click()
    await expect(report).toBeHidden()

    // the list shows them at once
    const search = page.getByRole('search')
    await search.getByLabel('用户名称').fill('import_')
    await search.getByLabel('用户名称').press('Enter')
    await expect(table.getByRole('row').filter({ hasText: 'import_a' })).toContainText('财务部')
    await expect(table.getByRole('row').filter({ hasText: 'import_b' })).toHaveCount(1)
  })
})
