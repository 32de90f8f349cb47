import { Flex, Layout, Tooltip, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FullscreenButton } from '#web/app/layout/fullscreen-button.tsx'
import { Hamburger } from '#web/app/layout/hamburger.tsx'
import { HEAD_BAR_HEIGHT } from '#web/app/layout/layout-constants.ts'
import { SizeSwitch } from '#web/app/layout/size-switch.tsx'
import { TopMenu } from '#web/app/layout/top-menu.tsx'
import { useMenuModel } from '#web/app/layout/use-menu-model.ts'
import { VenueLogo } from '#web/app/layout/venue-logo.tsx'
import { ErrorLogButton } from '#web/features/error-log/error-log-button.tsx'
import { ExhibitionSwitchButton } from '#web/features/exhibition-switch/exhibition-switch-button.tsx'
import { HeaderSearch } from '#web/features/header-search/header-search.tsx'
import { LanguageSwitch } from '#web/features/settings/language-switch.tsx'
import { SettingsButton } from '#web/features/settings/settings-button.tsx'
import { useAppSettings } from '#web/stores/app-settings.ts'
import { useSession } from '#web/stores/session.ts'
import { EXHIBITION_INFO_PATH } from '#web/subsystems/service/exhibition/exhibition-paths.ts'

/**
 * docs/product/shell.md "Head bar": the exhibition name is cut to 6 characters plus an ellipsis.
 */
export const shortExhibitionName = (name: string | null, none: string): string => {
  if (!name) return none
  const chars = [...name]
  return chars.length > 6 ? `${chars.slice(0, 6).join('')}...` : name
}

const ICON_COLOUR = '#fff'

/**
 * The head bar: sidebar toggle, logo and venue name, the current exhibition (service
 * platform), the subsystem's menu groups (unless `menuInLeft`), then search, the error log
 * (when it holds an error), size, language, full screen and settings (unless `showSettings`
 * is off). With `fixedHeader` it stays at the top.
 */
export const HeadBar = () => {
  const { t } = useTranslation()
  const { system, groups, labelOf } = useMenuModel()
  const exhibitionName = useSession((s) => s.currentExhibitionName)
  const menuInLeft = useAppSettings((s) => s.menuInLeft)
  const fixedHeader = useAppSettings((s) => s.fixedHeader)
  const mobile = useAppSettings((s) => s.device === 'mobile')
  const service = system?.code === 'service'

  // docs/product/shell.md "Head bar": the name is the server's current exhibition, asked when the
  // service platform is entered and after a reload (each builds a new router, so a new head bar)
  useEffect(() => {
    if (service) void useSession.getState().loadCurrentExhibition()
  }, [service])

  return (
    <Layout.Header
      data-testid="head-bar"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 8,
        height: HEAD_BAR_HEIGHT,
        lineHeight: `${HEAD_BAR_HEIGHT}px`,
        ...(fixedHeader ? { position: 'sticky', top: 0, zIndex: 100 } : {}),
      }}
    >
      <Hamburger color={ICON_COLOUR} />
      {!mobile && <VenueLogo variant="head" />}
      {service && (
        <Flex align="center" gap={4} style={{ flex: 'none' }}>
          <Tooltip title={exhibitionName ?? undefined}>
            <Typography.Text
              style={{ color: 'rgba(255,255,255,0.85)', whiteSpace: 'nowrap' }}
              data-testid="current-exhibition"
            >
              {shortExhibitionName(exhibitionName, t('layout.noExhibition'))}
            </Typography.Text>
          </Tooltip>
          <ExhibitionSwitchButton infoPath={EXHIBITION_INFO_PATH} color={ICON_COLOUR} />
        </Flex>
      )}
      {/* one row, scrolled sideways when it overflows (docs/product/shell.md "Head bar") */}
      {menuInLeft ? <div style={{ flex: 1 }} /> : <TopMenu />}
      <Flex align="center" gap={4} style={{ flex: 'none' }}>
        <HeaderSearch groups={groups} labelOf={labelOf} />
        <ErrorLogButton color={ICON_COLOUR} />
        <SizeSwitch color={ICON_COLOUR} />
        <LanguageSwitch color={ICON_COLOUR} />
        <FullscreenButton color={ICON_COLOUR} />
        <SettingsButton color={ICON_COLOUR} />
      </Flex>
    </Layout.Header>
  )
}
