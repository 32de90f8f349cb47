import { CheckOutlined } from '@ant-design/icons'
import { Divider, Flex, Menu, Popover, Typography, type MenuProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { greetingPartOf } from '#web/app/layout/left-rail/greeting.ts'
import { RailButton } from '#web/app/layout/left-rail/rail-button.tsx'
import { logout } from '#web/features/auth/session-actions.ts'
import { lazyDialog } from '#web/shared/ui/lazy-dialog.tsx'
import { selectCurrentSystem, useSession } from '#web/stores/session.ts'

const ChangePasswordDialog = lazyDialog(() =>
  import('#web/features/change-password/change-password-dialog.tsx').then(
    (m) => m.ChangePasswordDialog,
  ),
)

const SYSTEM_KEY = 'system:'

/** The first character of the nick name, as the avatar shows it. */
const initialOf = (name: string): string => [...name][0] ?? '?'

/**
 * The account entry of the left rail (docs/product/shell.md "Left rail"): a greeting by the time
 * of day, department and role names, the switch between the user's subsystems, the own
 * password, and logout.
 */
export const AccountMenu = () => {
  const { t } = useTranslation()
  const userInfo = useSession((s) => s.userInfo)
  const menuList = useSession((s) => s.menuList)
  const currentSystemName = useSession((s) => s.currentSystemName)
  const current = selectCurrentSystem({ menuList, currentSystemName })
  const nickName = userInfo?.nickName ?? ''
  const [open, setOpen] = useState(false)
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
    setOpen(false)
    if (key === 'logout') void logout()
    else if (key === 'changePassword') setPasswordOpen(true)
    else if (key.startsWith(SYSTEM_KEY)) {
      useSession.getState().switchSystem(key.slice(SYSTEM_KEY.length))
    }
  }

  const content = (
    <div style={{ width: 240 }}>
      <Flex
        orientation="vertical"
        gap={2}
        style={{ padding: '4px 4px 0' }}
        data-testid="account-info"
      >
        <Typography.Text strong>
          {t(`layout.account.greeting.${greetingPartOf(new Date().getHours())}`, {
            name: nickName,
          })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('layout.department')}: {userInfo?.deptName || '-'}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('layout.roles')}: {userInfo?.roleNames.join(', ') || '-'}
        </Typography.Text>
      </Flex>
      <Divider style={{ margin: '8px 0 4px' }} />
      <Menu
        mode="vertical"
        selectable={false}
        items={items}
        onClick={onClick}
        style={{ borderInlineEnd: 'none' }}
      />
    </div>
  )

  return (
    <>
      <Popover
        trigger="click"
        placement="rightBottom"
        open={open}
        onOpenChange={setOpen}
        content={content}
        arrow={false}
      >
        <RailButton
          label={nickName}
          aria-haspopup="dialog"
          aria-expanded={open}
          showTooltip={!open}
          data-testid="account-menu-trigger"
          icon={
            <span className="left-rail__avatar" aria-hidden>
              {initialOf(nickName)}
            </span>
          }
        />
      </Popover>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  )
}
