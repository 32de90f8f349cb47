import { clickOk, expect, screenshot, test } from '../fixtures.ts'

test.describe('个人中心', () => {
  test.use({ actionTimeout: 10_000 })

  test('shows the own account, edits the details, opens change password and unbinds Feishu', async ({
    asUser,
    page,
  }) => {
    test.setTimeout(60_000)
    await asUser('liuyang', { at: '/profile/index' })
    const info = page.locator('.ant-card').filter({ hasText: '基本资料' })
    await expect(info.getByText('liuyang', { exact: true })).toBeVisible()
    await expect(info.getByText('运营管理部')).toBeVisible()
    await expect(info.getByText('运营主管')).toBeVisible()
    // the own mobile is shown whole
    await expect(info.getByText(/^1\d{10}$/)).toBeVisible()

    await page.getByRole('button', { name: '修改资料' }).click()
    const dialog = page.getByRole('dialog', { name: '修改资料' })
    await dialog.getByLabel('用户昵称').fill('刘洋（运营）')
    await dialog.getByLabel('邮箱').fill('not-an-email')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(dialog.getByText('请输入正确的邮箱地址')).toBeVisible()
    await dialog.getByLabel('邮箱').fill('liuyang.ops@xinggang-expo.example')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('修改成功')).toBeVisible()
    await expect(info.getByText('刘洋（运营）')).toBeVisible()
    // the left rail's account button follows at once, without signing in again
    await expect(page.getByTestId('account-menu-trigger')).toHaveAccessibleName('刘洋（运营）')
    await expect(info.getByText('liuyang.ops@xinggang-expo.example')).toBeVisible()

    // change password: the shared dialog with its rules
    await page.getByRole('button', { name: '修改密码' }).click()
    const pwd = page.getByRole('dialog', { name: '修改密码' })
    await expect(pwd.getByLabel('旧密码')).toBeVisible()
    await pwd.getByRole('button', { name: /取\s*消/ }).click()
    await expect(pwd).toBeHidden()

    const bindings = page.locator('.ant-card').filter({ hasText: '第三方账号' })
    await expect(bindings.getByText('已绑定')).toBeVisible()
    await screenshot(page, 'profile.zh')

    await bindings.getByRole('button', { name: '解绑' }).click()
    await clickOk(page.getByRole('dialog', { name: '系统提示' }))
    await expect(page.getByText('解绑成功')).toBeVisible()
    await expect(bindings.getByText('未绑定')).toBeVisible()

    await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
    await page.reload()
    await expect(page.getByText('My account')).toBeVisible()
    await expect(page.getByText('Not bound')).toBeVisible()
    await screenshot(page, 'profile.en')
  })
})
