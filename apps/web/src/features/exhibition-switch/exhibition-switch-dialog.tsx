import type { ExhibitionRow } from '@app/contracts'
import { Empty, Flex, Modal, Table } from 'antd'
import { useState, type Key } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useExhibitions } from '#web/features/exhibitions/api/get-exhibitions.ts'
import { useSwitchExhibition } from '#web/features/exhibitions/api/switch-exhibition.ts'
import { exhibitionColumns } from '#web/features/exhibitions/components/exhibition-columns.tsx'
import { ExhibitionSearchForm } from '#web/features/exhibitions/components/exhibition-search-form.tsx'
import type { ExhibitionFilters } from '#web/features/exhibitions/exhibition-filters.ts'
import {
  checkSelection,
  SWITCH_DIALOG_FIRST_PAGE,
  SWITCH_DIALOG_PAGE_SIZE,
  SWITCH_DIALOG_WIDTH,
} from '#web/features/exhibition-switch/exhibition-switch-selection.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { useSession } from '#web/stores/session.ts'

const MESSAGE_SECONDS = 2

export interface ExhibitionSwitchDialogProps {
  open: boolean
  onClose: () => void
  /** The exhibition info route; the dialog goes there with `?guid=` after a switch. */
  infoPath: string
  /** Starting selection (tests, or a caller that preselects). */
  initialSelection?: Key[]
}

/**
 * docs/product/exhibitions.md "Switch exhibition": pick one exhibition from a paged
 * table (10 a page), filter it with the compact search form below, and make it current.
 */
export const ExhibitionSwitchDialog = ({
  open,
  onClose,
  infoPath,
  initialSelection = [],
}: ExhibitionSwitchDialogProps) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const setExhibition = useSession((s) => s.setExhibition)
  const switching = useSwitchExhibition()
  const [filters, setFilters] = useState<ExhibitionFilters>({})
  const [page, setPage] = useState(SWITCH_DIALOG_FIRST_PAGE)
  const [selected, setSelected] = useState<Key[]>(initialSelection)
  const query = useExhibitions({ page, pageSize: SWITCH_DIALOG_PAGE_SIZE, ...filters })

  const search = (next: ExhibitionFilters) => {
    setSelected([])
    const unchanged =
      page === SWITCH_DIALOG_FIRST_PAGE && JSON.stringify(next) === JSON.stringify(filters)
    // the same query again asks the server again (the key would not change)
    if (unchanged) void query.refetch()
    setFilters(next)
    setPage(SWITCH_DIALOG_FIRST_PAGE)
  }

  const submit = () => {
    const check = checkSelection(selected)
    if (!check.ok) {
      notify('warning', t(check.messageKey), MESSAGE_SECONDS)
      return
    }
    switching.mutate(check.guid, {
      onSuccess: ({ exhibition, message }) => {
        // docs/product/exhibitions.md "Switch exhibition": store guid and title, go to the info
        // page; the head bar follows the store
        setExhibition(exhibition.guid, exhibition.title)
        notify('success', message || t('exhibitionSwitch.success'), MESSAGE_SECONDS)
        setSelected([])
        onClose()
        void navigate(`${infoPath}?guid=${encodeURIComponent(exhibition.guid)}`)
      },
      // a failure is told by the hook (切换展会失败); the dialog stays open and nothing switches
    })
  }

  const columns = exhibitionColumns(t, { number: 160, industry: 160, region: 120, applyTime: 230 })

  return (
    <Modal
      open={open}
      title={t('exhibitionSwitch.title')}
      width={SWITCH_DIALOG_WIDTH}
      onCancel={onClose}
      onOk={submit}
      okText={t('exhibitionSwitch.confirm')}
      cancelText={t('exhibitionSwitch.cancel')}
      confirmLoading={switching.isPending}
      destroyOnHidden
    >
      <Flex orientation="vertical" gap={16}>
        <Table<ExhibitionRow>
          aria-label={t('exhibitionSwitch.table')}
          rowKey="guid"
          size="middle"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  query.isError ? t('exhibitionSwitch.loadFailed') : t('exhibitionSwitch.empty')
                }
              />
            ),
          }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.slice(-1)),
            getCheckboxProps: (row) => ({
              'aria-label': t('exhibitionSwitch.selectOf', { title: row.title }),
            }),
          }}
          onRow={(row) => ({ onClick: () => setSelected([row.guid]) })}
          pagination={{
            current: page,
            pageSize: SWITCH_DIALOG_PAGE_SIZE,
            total: query.data?.count ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('exhibitionSwitch.total', { total }),
            onChange: (next) => setPage(next),
          }}
        />
        <ExhibitionSearchForm
          compact
          name="exhibitionSwitchSearch"
          filters={filters}
          onSearch={search}
          onReset={() => search({})}
        />
      </Flex>
    </Modal>
  )
}
