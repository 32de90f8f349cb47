import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SettingsButton } from '#web/features/settings/settings-button.tsx'
import { resetAppSettingsStore, useAppSettings } from '#web/stores/app-settings.ts'
import { Providers } from '#web/testing/app-providers.ts'

afterEach(() => resetAppSettingsStore())

describe('the settings button (shell.md "Settings")', () => {
  it('is offered by default', () => {
    render(
      <Providers>
        <SettingsButton />
      </Providers>,
    )
    expect(screen.getByRole('button', { name: '系统布局配置' })).toBeTruthy()
  })

  it('is absent when the build turns showSettings off', () => {
    useAppSettings.setState({ showSettings: false })
    render(
      <Providers>
        <SettingsButton />
      </Providers>,
    )
    expect(screen.queryByRole('button', { name: '系统布局配置' })).toBeNull()
  })
})
