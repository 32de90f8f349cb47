import { ArrowRightOutlined } from '@ant-design/icons'
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SystemCode, SystemEntry } from '@app/contracts'
import { menuGroupTitleKey, segmentGroupsOf } from '#web/shared/lib/menu-group-titles.ts'
import { menuGroupsOf } from '#web/shared/lib/menu-model.ts'
import { useSession } from '#web/stores/session.ts'

interface Props {
  menuList: SystemEntry[]
  current: SystemEntry | undefined
}

/**
 * The user's subsystems with their menu groups. Groups of the current subsystem open
 * their first page; another subsystem is entered through the switch.
 */
export const SystemCards = ({ menuList, current }: Props) => {
  const { t } = useTranslation()
  const groupLabel = (code: SystemCode, path: string, menuName: string) => {
    const key = menuGroupTitleKey(code, path)
    return key ? t(key) : menuName
  }

  return (
    <Flex orientation="vertical" gap={12}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('dashboard.systems')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {menuList.map((system) => {
          const isCurrent = system.name === current?.name
          const groups = menuGroupsOf(system.menus, {
            segmentGroups: segmentGroupsOf(system.code),
          }).filter((g) => g.pages.length > 0)
          return (
            <Col key={system.name} xs={24} lg={12} xl={8}>
              <Card
                size="small"
                title={t(`common.system.${system.code}`)}
                extra={
                  isCurrent ? (
                    <Tag color="blue">{t('dashboard.current')}</Tag>
                  ) : (
                    <Button
                      size="small"
                      icon={<ArrowRightOutlined aria-hidden />}
                      onClick={() => useSession.getState().switchSystem(system.name)}
                    >
                      {t('dashboard.enter')}
                    </Button>
                  )
                }
                data-testid={`dashboard-system-${system.code}`}
                style={{ height: '100%' }}
              >
                <Flex wrap gap={8}>
                  {groups.map((g) =>
                    isCurrent && g.pages[0] ? (
                      <Link key={g.path} to={g.pages[0].path}>
                        {groupLabel(system.code, g.path, g.menuName)}
                      </Link>
                    ) : (
                      <Typography.Text key={g.path} type="secondary">
                        {groupLabel(system.code, g.path, g.menuName)}
                      </Typography.Text>
                    ),
                  )}
                  {groups.length === 0 && (
                    <Typography.Text type="secondary">{t('dashboard.noMenus')}</Typography.Text>
                  )}
                </Flex>
              </Card>
            </Col>
          )
        })}
      </Row>
    </Flex>
  )
}
