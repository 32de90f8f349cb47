import { LoginOutlined } from '@ant-design/icons'
import { PERMISSIONS, type ExhibitionRow } from '@app/contracts'
import { Button, Flex, Switch, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useExhibitions } from '#web/features/exhibitions/api/get-exhibitions.ts'
import { useSetExhibitionHome } from '#web/features/exhibitions/api/set-exhibition-home.ts'
import { useSwitchExhibition } from '#web/features/exhibitions/api/switch-exhibition.ts'
import {
  exhibitionColumns,
  formatPeriod,
} from '#web/features/exhibitions/components/exhibition-columns.tsx'
import { ExhibitionSearchForm } from '#web/features/exhibitions/components/exhibition-search-form.tsx'
import { ExhibitionStatusTag } from '#web/features/exhibitions/components/exhibition-status-tag.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { Permission } from '#web/features/permissions/permission.tsx'
import { CopyConfigButton } from '#web/subsystems/service/exhibition/components/copy-config-dialog.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { EXHIBITION_INFO_PATH } from '#web/subsystems/service/exhibition/exhibition-paths.ts'
import { useExhibitionListState } from '#web/subsystems/service/exhibition/use-exhibition-list-state.ts'
import { useSession } from '#web/stores/session.ts'

const SUCCESS_SECONDS = 2
/** antd's link blue (#1677ff) is 4.1:1 on white; this darker one passes WCAG AA (axe). */
const ROW_ACTION_COLOR = '#0958d9'

/** 首页展示: flips at once, and flips back when the server refuses. */
const HomeSwitch = ({ row }: { row: ExhibitionRow }) => {
  const { t } = useTranslation()
  const setHome = useSetExhibitionHome()
  // while saving, the switch shows the new value; afterwards the (refetched) row again,
  // so a refused change flips back on its own
  const checked = setHome.isPending ? setHome.variables.onHome : row.onHome
  return (
    <Switch
      size="small"
      aria-label={t('exhibitions.list.onHomeOf', { title: row.title })}
      checked={checked}
      loading={setHome.isPending}
      onChange={(next) =>
        setHome.mutate(
          { guid: row.guid, onHome: next },
          {
            onSuccess: () => notify('success', t('exhibitions.list.onHomeSaved'), SUCCESS_SECONDS),
          },
        )
      }
    />
  )
}

/** 进入: makes the row the current exhibition, then opens its overview. */
const EnterButton = ({ row }: { row: ExhibitionRow }) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const setExhibition = useSession((s) => s.setExhibition)
  const switching = useSwitchExhibition()
  return (
    <Button
      type="link"
      size="small"
      icon={<LoginOutlined aria-hidden />}
      style={{ color: ROW_ACTION_COLOR }}
      loading={switching.isPending}
      aria-label={t('exhibitions.list.enterOf', { title: row.title })}
      onClick={() =>
        switching.mutate(row.guid, {
          onSuccess: ({ exhibition, message }) => {
            // docs/product/exhibitions.md "Switch exhibition": store guid and title, then go
            // to the info page
            setExhibition(exhibition.guid, exhibition.title)
            notify('success', message || t('exhibitions.list.switchOk'), SUCCESS_SECONDS)
            void navigate(`${EXHIBITION_INFO_PATH}?guid=${encodeURIComponent(exhibition.guid)}`)
          },
        })
      }
    >
      {t('exhibitions.list.enter')}
    </Button>
  )
}

/** /exhibitionList/exhibitionList: every exhibition, filtered and paged; 进入 picks one. */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useExhibitionListState()
  const query = useExhibitions({ ...list.page, ...list.filters })

  const columns: TableColumnsType<ExhibitionRow> = [
    ...exhibitionColumns(t, { number: 130, title: 160, industry: 110, region: 90, applyTime: 190 }),
    {
      key: 'openTime',
      title: t('exhibitions.field.openTime'),
      width: 190,
      render: (_, row) => formatPeriod(row.startTime, row.endTime),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('exhibitions.field.status'),
      width: 100,
      render: (status: number) => <ExhibitionStatusTag status={status} />,
    },
    {
      key: 'onHome',
      dataIndex: 'onHome',
      title: t('exhibitions.field.onHome'),
      width: 100,
      render: (_, row) => (
        <Permission
          perms={[PERMISSIONS.exhibition.home]}
          fallback={
            <Switch
              size="small"
              disabled
              checked={row.onHome}
              aria-label={t('exhibitions.list.onHomeOf', { title: row.title })}
            />
          }
        >
          <HomeSwitch row={row} />
        </Permission>
      ),
    },
    {
      key: 'actions',
      title: t('common.table.actions'),
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Flex gap={4} wrap={false}>
          <EnterButton row={row} />
          <Permission perms={[PERMISSIONS.exhibition.copy]}>
            <CopyConfigButton row={row} />
          </Permission>
        </Flex>
      ),
    },
  ]

  return (
    <ListPage<ExhibitionRow>
      title={title}
      tableLabel={t('exhibitions.list.table')}
      tableId="exhibitions.list"
      rowKey="guid"
      columns={columns}
      rows={query.data?.list}
      query={query}
      scrollX={1260}
      pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
      search={
        <ExhibitionSearchForm
          filters={list.filters}
          onSearch={(filters) => {
            if (!list.search(filters)) void query.refetch()
          }}
          onReset={() => {
            if (!list.search({})) void query.refetch()
          }}
        />
      }
    />
  )
}
