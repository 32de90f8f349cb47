import { Flex, Layout, Menu, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AccountMenu } from '#web/app/layout/account-menu.tsx'
import { useMenuModel } from '#web/app/layout/use-menu-model.ts'
import { ExhibitionSwitchButton } from '#web/features/exhibition-switch/exhibition-switch-dialog.tsx'
import { LanguageSwitch } from '#web/features/settings/language-switch.tsx'
import { VersionHistoryButton } from '#web/features/version-history/version-history-dialog.tsx'
import { getLocal, LOCAL_KEYS } from '#web/shared/lib/storage.ts'
import { useSession } from '#web/stores/session.ts'
import { EXHIBITION_INFO_PATH } from '#web/subsystems/service/routes.ts'

/** spec §2 "Layout": the exhibition name is cut to 6 characters plus an ellipsis. */
export const shortExhibitionName = (name: string | null, none: string): string => {
  if (!name) return none
  const chars = [...name]
  return chars.length > 6 ? `${chars.slice(0, 6).join('')}...` : name
}

const headerStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  paddingInline: 16,
  height: 56,
  lineHeight: '56px',
}

/** The head bar: logo and title, the subsystem's menu groups, version, language and account. */
export const HeadBar = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { system, groups, activeGroup, labelOf } = useMenuModel()
  const exhibitionName = useSession((s) => s.currentExhibitionName)
  const venueName = getLocal(LOCAL_KEYS.venueName)

  return (
    <Layout.Header style={headerStyle}>
      <Flex align="center" gap={8} style={{ flex: 'none' }}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Typography.Text strong style={{ color: '#fff', fontSize: 16, whiteSpace: 'nowrap' }}>
          {venueName || t('common.appTitle')}
        </Typography.Text>
      </Flex>
      {system?.code === 'service' && (
        <Flex align="center" gap={4} style={{ flex: 'none' }}>
          <Tooltip title={exhibitionName ?? undefined}>
            <Typography.Text
              style={{ color: 'rgba(255,255,255,0.85)', whiteSpace: 'nowrap' }}
              data-testid="current-exhibition"
            >
              {shortExhibitionName(exhibitionName, t('layout.noExhibition'))}
            </Typography.Text>
          </Tooltip>
          <ExhibitionSwitchButton infoPath={EXHIBITION_INFO_PATH} color="#fff" />
        </Flex>
      )}
      {/* one row that scrolls sideways when the groups do not fit (spec §2 "Layout") */}
      <nav
        aria-label={t('layout.topMenu')}
        style={{ flex: 1, minWidth: 0, height: 56, overflowX: 'auto', overflowY: 'hidden' }}
      >
        <Menu
          theme="dark"
          mode="horizontal"
          disabledOverflow
          selectedKeys={activeGroup ? [activeGroup.path] : []}
          items={groups.map((g) => ({ key: g.path, label: labelOf(g.path, g.menuName) }))}
          onClick={({ key }) => {
            const first = groups.find((g) => g.path === key)?.pages[0]
            if (first) void navigate(first.path)
          }}
          style={{ borderBottom: 'none', background: 'transparent', flexWrap: 'nowrap' }}
        />
      </nav>
      <Flex align="center" gap={8} style={{ flex: 'none' }}>
        <VersionHistoryButton color="#fff" />
        <LanguageSwitch color="#fff" />
        <AccountMenu />
      </Flex>
    </Layout.Header>
  )
}
