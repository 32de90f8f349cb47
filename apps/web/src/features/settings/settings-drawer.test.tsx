import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Providers } from '#web/testing/app-providers.ts'
import { SettingsButton } from '#web/features/settings/settings-button.tsx'
import { getLocal, LOCAL_KEYS } from '#web/shared/lib/storage.ts'
import { resetAppSettingsStore, useAppSettings } from '#web/stores/app-settings.ts'

const renderPanel = async () => {
  const user = userEvent.setup()
  render(
    <Providers>
      <SettingsButton />
    </Providers>,
  )
  await user.click(screen.getByRole('button', { name: '系统布局配置' }))
  await screen.findByRole('dialog', { name: '系统布局配置' })
  return user
}

const stored = () =>
  JSON.parse(getLocal(LOCAL_KEYS.layoutSettings) ?? '{}') as Record<string, unknown>

beforeEach(() => resetAppSettingsStore())
afterEach(async () => {
  await act(() => useAppSettings.getState().setLanguage('zh'))
})

// the panel pulls in a good part of antd: a cold start on a busy machine takes a while
describe('the settings panel (shell.md "Settings")', { timeout: 40_000 }, () => {
  it('applies a switch at once and keeps it', async () => {
    const user = await renderPanel()
    await user.click(screen.getByRole('switch', { name: '菜单显示在左侧' }))
    expect(useAppSettings.getState().menuInLeft).toBe(true)
    expect(stored().menuInLeft).toBe(true)
    await user.click(screen.getByRole('switch', { name: '开启标签栏' }))
    expect(useAppSettings.getState().tagsView).toBe(false)
    expect(stored().tagsView).toBe(false)
  })

  it('sets the theme colour from a preset', async () => {
    const user = await renderPanel()
    expect(screen.getByRole('button', { name: '#409EFF' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await user.click(screen.getByRole('button', { name: '#11a983' }))
    expect(useAppSettings.getState().theme).toBe('#11a983')
    expect(stored().theme).toBe('#11a983')
    expect(screen.getByRole('button', { name: '#11a983' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('offers pinyin search only in Chinese', async () => {
    await renderPanel()
    expect(screen.getByRole('switch', { name: '菜单搜索支持拼音' })).toBeTruthy()
    await act(() => useAppSettings.getState().setLanguage('en'))
    expect(await screen.findByRole('switch', { name: 'Menu on the left' })).toBeTruthy()
    // the panel follows the language in a render of its own
    await waitFor(() =>
      expect(screen.queryByRole('switch', { name: 'Pinyin in menu search' })).toBeNull(),
    )
  })

  it('stores the venue name as typed, and a blank name gives the app title back', async () => {
    const user = await renderPanel()
    const input = screen.getByLabelText('场馆名称')
    await user.type(input, '国际 会展中心')
    expect(getLocal(LOCAL_KEYS.venueName)).toBe('国际 会展中心')
    await user.clear(input)
    expect(getLocal(LOCAL_KEYS.venueName)).toBeNull()
    expect(useAppSettings.getState().venueName).toBe('')
  })
})
