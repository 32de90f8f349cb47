import { CheckOutlined, DownOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Divider, Dropdown, Flex, Typography, type MenuProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { logout } from '#web/features/auth/session-actions.ts'
import { ChangePasswordDialog } from '#web/features/change-password/change-password-dialog.tsx'
import { selectCurrentSystem, useSession } from '#web/stores/session.ts'

const SYSTEM_KEY = 'system:'

/**
 * The account menu: greeting, department and role names (spec §2 "Account popover"),
 * the switch between the user's subsystems, the own password, and logout.
 */
export const AccountMenu = () => {
  const { t } = useTranslation()
  const userInfo = useSession((s) => s.userInfo)
  const menuList = useSession((s) => s.menuList)
  const currentSystemName = useSession((s) => s.currentSystemName)
  const current = selectCurrentSystem({ menuList, currentSystemName })
  const nickName = userInfo?.nickName ?? ''
  const [passwordOpen, setPasswordOpen] = useState(false)

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'systems',
      label: t('layout.switchSystem'),
      children: menuList.map((s) => ({
        key: `${SYSTEM_KEY}${s.name}`,
        label: t(`common.system.${s.code}`),
        disabled: s.name === current?.name,
        icon: s.name === current?.name ? <CheckOutlined aria-hidden /> : undefined,
      })),
    },
    { type: 'divider' },
    { key: 'changePassword', label: t('changePassword.title') },
    { key: 'logout', label: t('layout.logout'), danger: true },
  ]

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout()
    else if (key === 'changePassword') setPasswordOpen(true)
    else if (key.startsWith(SYSTEM_KEY)) {
      useSession.getState().switchSystem(key.slice(SYSTEM_KEY.length))
    }
  }

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick }}
        popupRender={(menu) => (
          <div
            style={{ background: '#fff', borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,.12)' }}
          >
            <Flex
              orientation="vertical"
              gap={2}
              style={{ padding: '12px 16px 0' }}
              data-testid="account-info"
            >
              <Typography.Text strong>{t('layout.greeting', { name: nickName })}</Typography.Text>
              <Typography.Text type="secondary">
                {t('layout.department')}: {userInfo?.deptName || '-'}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('layout.roles')}: {userInfo?.roleNames.join(', ') || '-'}
              </Typography.Text>
            </Flex>
            <Divider style={{ margin: '8px 0 0' }} />
            {menu}
          </div>
        )}
      >
        <Button
          type="text"
          style={{ color: '#fff' }}
          icon={<UserOutlined aria-hidden />}
          data-testid="account-menu-trigger"
        >
          {nickName}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  )
}
