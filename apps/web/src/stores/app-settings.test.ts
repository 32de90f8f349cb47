import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readableOnWhite, THEME_TEXT } from '#web/shared/utils/accessible-colour.ts'
import { SIZE_CONTROL_HEIGHT, themeFor } from '#web/app/theme.ts'
import {
  COOKIE_KEYS,
  getCookie,
  getLocal,
  LOCAL_KEYS,
  setCookie,
  setLocal,
} from '#web/shared/lib/storage.ts'
import {
  DEFAULT_LAYOUT_SETTINGS,
  DEFAULT_LOGO,
  logoImage,
  resetAppSettingsStore,
  type Size,
  useAppSettings,
} from '#web/stores/app-settings.ts'

const state = () => useAppSettings.getState()

beforeEach(() => resetAppSettingsStore())
afterEach(() => document.documentElement.style.removeProperty('--app-primary'))

describe('the sidebar (spec §4)', () => {
  it('is open by default and keeps 0, then 1, in the sidebarStatus cookie', () => {
    expect(state().sidebarOpened).toBe(true)
    state().toggleSidebar()
    expect(state().sidebarOpened).toBe(false)
    expect(getCookie(COOKIE_KEYS.sidebarStatus)).toBe('0')
    state().toggleSidebar()
    expect(state().sidebarOpened).toBe(true)
    expect(getCookie(COOKIE_KEYS.sidebarStatus)).toBe('1')
  })

  it('starts closed when the cookie says 0', () => {
    setCookie(COOKIE_KEYS.sidebarStatus, '0')
    resetAppSettingsStore()
    expect(state().sidebarOpened).toBe(false)
  })

  it('closes without animation when asked, and animates again on the next toggle', () => {
    state().closeSidebar({ withoutAnimation: true })
    expect(state().sidebarOpened).toBe(false)
    expect(state().sidebarWithoutAnimation).toBe(true)
    expect(getCookie(COOKIE_KEYS.sidebarStatus)).toBe('0')
    state().toggleSidebar()
    expect(state().sidebarWithoutAnimation).toBe(false)
    state().closeSidebar()
    expect(state().sidebarWithoutAnimation).toBe(false)
  })
})

describe('layout settings (shell.md "Settings")', () => {
  it('persists every choice in local storage and reads it back on the next start', () => {
    state().setLayoutSetting('theme', '#11a983')
    state().setLayoutSetting('menuInLeft', true)
    state().setLayoutSetting('tagsView', false)
    expect(JSON.parse(getLocal(LOCAL_KEYS.layoutSettings) ?? '{}')).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      theme: '#11a983',
      menuInLeft: true,
      tagsView: false,
    })

    useAppSettings.setState({ ...DEFAULT_LAYOUT_SETTINGS })
    resetAppSettingsStore()
    expect(state().theme).toBe('#11a983')
    expect(state().menuInLeft).toBe(true)
    expect(state().tagsView).toBe(false)
    expect(state().fixedHeader).toBe(true)
  })

  it('gives the theme colour to what antd does not paint (NProgress) at once', () => {
    state().setLayoutSetting('theme', '#f5222d')
    expect(document.documentElement.style.getPropertyValue('--app-primary')).toBe('#f5222d')
  })

  it('ignores a stored entry of the wrong shape and keeps the defaults', () => {
    setLocal(
      LOCAL_KEYS.layoutSettings,
      JSON.stringify({ theme: 'red; }', tagsView: 'no', fixedHeader: false, other: 1 }),
    )
    resetAppSettingsStore()
    expect(state().theme).toBe('#409EFF')
    expect(state().tagsView).toBe(true)
    expect(state().fixedHeader).toBe(false)

    setLocal(LOCAL_KEYS.layoutSettings, '{corrupt')
    resetAppSettingsStore()
    expect(state().theme).toBe('#409EFF')
  })
})

describe('size (spec §9, shell.md "Size")', () => {
  it('defaults to medium and keeps the choice in the size cookie', () => {
    expect(state().size).toBe('medium')
    state().setSize('mini')
    expect(getCookie(COOKIE_KEYS.size)).toBe('mini')
    resetAppSettingsStore()
    expect(state().size).toBe('mini')
  })

  it('gives default, medium, small and mini control heights of 40, 36, 32 and 28 px', () => {
    expect(SIZE_CONTROL_HEIGHT).toEqual({ default: 40, medium: 36, small: 32, mini: 28 })
    for (const [size, height] of Object.entries(SIZE_CONTROL_HEIGHT)) {
      expect(themeFor('#409EFF', size as Size).token?.controlHeight).toBe(height)
    }
    // controls take the readable shade of the theme colour (ADR 013)
    expect(themeFor('#409EFF', 'small').token?.colorPrimary).toBe(
      readableOnWhite('#409EFF', THEME_TEXT),
    )
  })
})

describe('logo and venue name (spec §4)', () => {
  it('keeps them in local storage and goes back to the defaults when cleared', () => {
    state().setVenueName('国际会展中心')
    state().setLogo('/files/abc.png')
    expect(getLocal(LOCAL_KEYS.venueName)).toBe('国际会展中心')
    expect(getLocal(LOCAL_KEYS.logo)).toBe('/files/abc.png')
    resetAppSettingsStore()
    expect(state().venueName).toBe('国际会展中心')
    expect(state().logo).toBe('/files/abc.png')

    state().setVenueName('  ')
    state().setLogo('')
    expect(getLocal(LOCAL_KEYS.venueName)).toBeNull()
    expect(getLocal(LOCAL_KEYS.logo)).toBeNull()
    expect(state().venueName).toBe('')
    expect(state().logo).toBe('')
  })

  it('starts with both empty; an empty logo is drawn as the default image', () => {
    resetAppSettingsStore()
    expect(state().logo).toBe('')
    expect(state().venueName).toBe('')
    expect(logoImage(state().logo)).toBe(DEFAULT_LOGO)
    expect(logoImage('/files/abc.png')).toBe('/files/abc.png')
  })
})
