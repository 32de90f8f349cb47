import { DeleteOutlined, ReloadOutlined, StarOutlined } from '@ant-design/icons'
import type { FavouriteView } from '@app/contracts'
import { Alert, Button, Empty, Flex, Popconfirm, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  useAddFavouriteView,
  type NewFavouriteView,
} from '#web/features/favourite-views/api/add-favourite-view.ts'
import { useFavouriteViews } from '#web/features/favourite-views/api/get-favourite-views.ts'
import { useRemoveFavouriteView } from '#web/features/favourite-views/api/remove-favourite-view.ts'
import { notify } from '#web/shared/lib/notify.ts'

const MESSAGE_SECONDS = 2

export interface FavouriteViewLabel {
  topic: string
  model: string
}

export interface FavouriteViewsPanelProps {
  /** The page the user is on, as it would be saved; null when it cannot be added. */
  current: NewFavouriteView | null
  /** The names to show for a saved view (e.g. in the user's language); the saved ones by default. */
  labelOf?: (view: FavouriteView) => FavouriteViewLabel
  /** Goes to a saved view's route. */
  onOpen: (frontSign: string) => void
}

const savedLabel = (view: FavouriteView): FavouriteViewLabel => ({
  topic: view.topicName,
  model: view.modelName,
})

/**
 * docs/product/shell.md "Favourite views": the user's favourite views, kept on the server. Adds the
 * current page (refused when it is already there), opens a view, removes one after a confirmation.
 */
export const FavouriteViewsPanel = ({
  current,
  labelOf = savedLabel,
  onOpen,
}: FavouriteViewsPanelProps) => {
  const { t } = useTranslation()
  const views = useFavouriteViews()
  const add = useAddFavouriteView()
  const remove = useRemoveFavouriteView()

  const onAdd = () => {
    if (!current) return
    if (views.data?.some((v) => v.frontSign === current.frontSign)) {
      notify('warning', t('favouriteViews.exists'), MESSAGE_SECONDS)
      return
    }
    add.mutate(current, {
      onSuccess: () => notify('success', t('favouriteViews.added'), MESSAGE_SECONDS),
    })
  }

  let body
  if (views.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('favouriteViews.loadFailed')}
        action={
          <Button
            size="small"
            icon={<ReloadOutlined aria-hidden />}
            loading={views.isFetching}
            onClick={() => void views.refetch()}
          >
            {t('favouriteViews.retry')}
          </Button>
        }
      />
    )
  } else if (views.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin aria-label={t('favouriteViews.loading')} />
      </Flex>
    )
  } else if (views.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('favouriteViews.empty')} />
  } else {
    body = (
      <ul
        aria-label={t('favouriteViews.title')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {views.data.map((view) => {
          const { topic, model } = labelOf(view)
          const isCurrent = view.frontSign === current?.frontSign
          return (
            <li key={view.id} data-testid="favourite-view">
              <Flex align="center" gap={4}>
                <Button
                  type="text"
                  block
                  onClick={() => onOpen(view.frontSign)}
                  aria-current={isCurrent ? 'page' : undefined}
                  style={{
                    height: 'auto',
                    paddingBlock: 6,
                    justifyContent: 'flex-start',
                    minWidth: 0,
                  }}
                >
                  <Flex orientation="vertical" align="flex-start" style={{ minWidth: 0 }}>
                    <Typography.Text strong={isCurrent} ellipsis style={{ maxWidth: 220 }}>
                      {topic}
                    </Typography.Text>
                    <Typography.Text
                      type="secondary"
                      ellipsis
                      style={{ fontSize: 12, maxWidth: 220 }}
                    >
                      {model}
                    </Typography.Text>
                  </Flex>
                </Button>
                <Popconfirm
                  title={t('favouriteViews.removeConfirm', { name: topic })}
                  okText={t('favouriteViews.ok')}
                  cancelText={t('favouriteViews.cancel')}
                  placement="right"
                  onConfirm={() =>
                    remove.mutateAsync(view.id).then(
                      () => notify('success', t('favouriteViews.removed'), MESSAGE_SECONDS),
                      // the client has already said why; the confirmation just closes
                      () => undefined,
                    )
                  }
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    aria-label={t('favouriteViews.remove', { name: topic })}
                    icon={<DeleteOutlined aria-hidden />}
                  />
                </Popconfirm>
              </Flex>
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <Flex orientation="vertical" gap={8} style={{ width: 300 }}>
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Text strong>{t('favouriteViews.title')}</Typography.Text>
        <Button
          size="small"
          type="primary"
          ghost
          icon={<StarOutlined aria-hidden />}
          disabled={!current}
          loading={add.isPending}
          onClick={onAdd}
        >
          {t('favouriteViews.addCurrent')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>{body}</div>
    </Flex>
  )
}
