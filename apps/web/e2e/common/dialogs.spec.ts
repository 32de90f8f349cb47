import type { Locator, Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, screenshot, signIn, test } from '../fixtures.ts'

const NEW_PASSWORD = 'Demo@2027x'
// a staff user of its own: the other specs sign in as admin
const USER = 'wangfang'

/** The .ant-modal element that holds (or is) the dialog. */
const modalOf = (dialog: Locator) =>
  dialog.locator(
    'xpath=ancestor-or-self::div[contains(concat(" ", normalize-space(@class), " "), " ant-modal ")][1]',
  )

const openChangePassword = async (page: Page) => {
  await page.getByRole('button', { name: '王芳' }).click()
  await page.getByRole('menuitem', { name: '修改密码' }).click()
  const dialog = page.getByRole('dialog', { name: '修改密码' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Changes the password through the dialog and expects the sign-in page afterwards. */
const changePassword = async (page: Page, from: string, to: string) => {
  const dialog = await openChangePassword(page)
  await dialog.getByLabel('旧密码').fill(from)
  await dialog.getByLabel('新密码').fill(to)
  await dialog.getByLabel('确认密码').fill(to)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
}

const switchToEnglish = async (page: Page) => {
  // a click while the first screen still settles can be lost: open the menu until it shows
  await expect(async () => {
    await page.getByRole('button', { name: '切换语言' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Change language' })).toBeVisible()
}

test.describe('head-bar dialogs', () => {
  test('change password: rules, a real change, sign-in with the new one, and back', async ({
    page,
  }) => {
    await signIn(page, USER)
    const dialog = await openChangePassword(page)
    // docs/product/shell.md "Dialogs": the narrow dialog is 528 px wide
    // (polled: the dialog zooms in when it opens)
    await expect.poll(async () => (await modalOf(dialog).boundingBox())?.width).toBe(528)

    const submit = dialog.getByRole('button', { name: '确定' })
    // clicked again when a click is lost on a busy page (an empty form sends nothing)
    await expect(async () => {
      await submit.click()
      await expect(dialog.getByText('请输入旧密码')).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await expect(dialog.getByText('请输入密码', { exact: true })).toBeVisible()
    await expect(dialog.getByText('请再次输入密码')).toBeVisible()
    await screenshot(page, `change-password.required.zh`)

    await dialog.getByLabel('新密码').fill('abcdefgh')
    await expect(dialog.getByText('密码必须包含大写字母、小写字母、数字和特殊字符')).toBeVisible()
    await dialog.getByLabel('新密码').fill(NEW_PASSWORD)
    await dialog.getByLabel('确认密码').fill(`${NEW_PASSWORD}y`)
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible()
    // whitespace is dropped as it is typed (docs/product/shell.md "Change password")
    await dialog.getByLabel('旧密码').fill(` ${DEMO_PASSWORD} `)
    await expect(dialog.getByLabel('旧密码')).toHaveValue(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()

    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD)

    // the old password is refused now
    await page.getByLabel('用户名').fill(USER)
    await page.getByLabel('密码').fill(DEMO_PASSWORD)
    const refused = page.waitForResponse((r) => r.url().includes('/login/byPwd'))
    await page.getByRole('button', { name: /登\s*录/ }).click()
    const answer = (await (await refused).json()) as { code: number }
    expect(answer.code).not.toBe(200)
    await expect(page).toHaveURL(/\/login/)

    await signIn(page, USER, NEW_PASSWORD)
    // back to the demo password, so that the spec can run again on the same data
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD)
    await signIn(page, USER, DEMO_PASSWORD)
  })

  test('version history lists 4.3.7 first', async ({ page, asUser }) => {
    await asUser(USER)
    await page.getByRole('button', { name: '版本记录 v4.3.7' }).click()
    const dialog = page.getByRole('dialog', { name: '版本记录' })
    const records = dialog.getByTestId('version-record')
    await expect(records.first()).toContainText('v4.3.7')
    await expect(records.nth(1)).toContainText('v4.3.6')
    await expect(records.first()).toContainText(/\d{4}-\d{2}-\d{2}/)
    // (polled: the dialog zooms in when it opens)
    await expect.poll(async () => (await modalOf(dialog).boundingBox())?.width).toBe(528)
    await screenshot(page, `version-history.zh`)
  })

  test('both dialogs in English (screenshots)', async ({ page, asUser }) => {
    await asUser(USER)
    await switchToEnglish(page)
    await page.getByRole('button', { name: 'Version history v4.3.7' }).click()
    const versions = page.getByRole('dialog', { name: 'Version history' })
    await expect(versions.getByTestId('version-record').first()).toContainText('v4.3.7')
    await expect.poll(async () => (await modalOf(versions).boundingBox())?.width).toBe(528)
    await screenshot(page, `version-history.en`)
    await versions.getByRole('button', { name: 'Close' }).click()
    await expect(versions).toBeHidden()

    await page.getByRole('button', { name: '王芳' }).click()
    await page.getByRole('menuitem', { name: 'Change password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change password' })
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog.getByText('Please enter the old password')).toBeVisible()
    await dialog.getByLabel('New password').fill('abcdefgh')
    await expect(dialog.getByText(/must contain upper case/)).toBeVisible()
    await expect.poll(async () => (await modalOf(dialog).boundingBox())?.width).toBe(528)
    await screenshot(page, `change-password.en`)
  })
})
