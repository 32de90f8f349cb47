import { RightOutlined } from '@ant-design/icons'
import { Card, Flex, Skeleton, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useAppSettings } from '#web/stores/app-settings.ts'

export interface FigureCardProps {
  id: string
  icon: ReactNode
  title: string
  /** undefined while loading; null when it could not be loaded. */
  value: number | null | undefined
  hint?: ReactNode
  /** Where the figure comes from: a link or a button to the screen behind it. */
  action?: ReactNode
}

/** One figure of the venue home: an icon, what it counts, the number and where to see more. */
export const FigureCard = ({ id, icon, title, value, hint, action }: FigureCardProps) => {
  const theme = useAppSettings((s) => s.theme)
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={`dashboard-figure-${id}`}>
      <Flex gap={16} align="center">
        <span
          aria-hidden
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            flex: 'none',
            width: 48,
            height: 48,
            borderRadius: 12,
            fontSize: 22,
            color: theme,
            background: `color-mix(in srgb, ${theme} 12%, transparent)`,
          }}
        >
          {icon}
        </span>
        <Flex orientation="vertical" style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{title}</Typography.Text>
          {value === undefined ? (
            <Skeleton.Button active size="small" style={{ width: 64, marginTop: 6 }} />
          ) : (
            <span
              data-testid={`dashboard-figure-${id}-value`}
              style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.25 }}
            >
              {value ?? '—'}
            </span>
          )}
        </Flex>
      </Flex>
      <Flex
        justify="space-between"
        align="center"
        gap={8}
        wrap
        style={{ marginTop: 12, minHeight: 24 }}
      >
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
        {action}
      </Flex>
    </Card>
  )
}

/** The right-pointing arrow after a figure's link text. */
export const LinkArrow = () => <RightOutlined aria-hidden style={{ fontSize: 10, marginLeft: 4 }} />
