import { SendOutlined } from '@ant-design/icons'
import { cancelActionsOf } from '@app/contracts'
import { Button, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS, useConfirm } from '#web/features/list-page/confirm.tsx'
import { checkPermission } from '#web/features/permissions/has-permission.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { useSession } from '#web/stores/session.ts'

// What a project's requests share on screen (项目取消, 优惠管理): their state tag, what a user
// may do with one, and 提交审核.

const STATE_COLOURS = { 0: 'default', 1: 'processing', 2: 'success' } as const

/** A request's state as its tag (草稿, 审核中, 已通过), in `labels`' words. */
export const RequestStateTag = ({ state, labels }: { state: number; labels: string }) => {
  const { t } = useTranslation()
  return (
    <Tag color={STATE_COLOURS[state as keyof typeof STATE_COLOURS]}>
      {t(`${labels}.states.${state}`)}
    </Tag>
  )
}

/** What the user may do with a request now: edit, delete and submit a draft, by permission. */
export const useRequestActions = (permissions: { edit: string; submit: string }) => {
  const held = useSession((s) => s.permissions)
  return (r: { state: number }) =>
    cancelActionsOf(r.state, (perm) => checkPermission(held, [perm]), permissions)
}

/** 提交审核: asks first (`labels`.submitConfirm names the request), then submits. */
export const SubmitRequestButton = ({
  number,
  labels,
  pending,
  onSubmit,
}: {
  number: string
  labels: string
  pending: boolean
  onSubmit: () => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [confirm, holder] = useConfirm()
  const send = async () => {
    if (!(await confirm(t(`${labels}.submitConfirm`, { number })))) return
    await onSubmit()
    notify('success', t(`${labels}.submitted`), SUCCESS_SECONDS)
  }
  return (
    <>
      <Button
        type="primary"
        icon={<SendOutlined aria-hidden />}
        loading={pending}
        // a refusal has been told by the client
        onClick={() => void send().catch(() => undefined)}
      >
        {t(`${labels}.action.submit`)}
      </Button>
      {holder}
    </>
  )
}

/** The history's words for a request: approval steps as its actions; nodes come named. */
export const useRequestHistoryLabel = (labels: string) => {
  const { t } = useTranslation()
  return (s: string) =>
    s.startsWith('approval.')
      ? t(`${labels}.action.${s.slice('approval.'.length)}`)
      : t(`${labels}.action.${s}`, { defaultValue: s })
}
