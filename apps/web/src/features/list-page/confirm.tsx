import { Modal, Switch } from 'antd'
import { useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '#web/shared/lib/notify.ts'

/** How long 新增成功 / 修改成功 / 删除成功 stay up. */
export const SUCCESS_SECONDS = 2

/**
 * A 系统提示 confirmation that resolves true on 确定. Render `holder` in the screen (it
 * carries the theme and language).
 */
export const useConfirm = (): [(content: string) => Promise<boolean>, ReactElement] => {
  const { t } = useTranslation()
  const [modal, holder] = Modal.useModal()
  const confirm = async (content: string) =>
    (await modal.confirm({
      title: t('common.dialog.notice'),
      content,
      okText: t('common.dialog.ok'),
      cancelText: t('common.dialog.cancel'),
    })) === true
  return [confirm, holder]
}

/**
 * 删除: 是否确认删除"…"的数据项？ then 删除成功. Resolves true when the records were deleted.
 *
 * @example
 * const [remove, holder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
 * remove([row.guid], row.name)
 */
export const useRemoveAction = (
  run: (guids: string[]) => Promise<unknown>,
): [(guids: string[], what: string) => Promise<boolean>, ReactElement] => {
  const { t } = useTranslation()
  const [confirm, holder] = useConfirm()
  const remove = async (guids: string[], what: string) => {
    if (!guids.length || !(await confirm(t('common.list.deleteConfirm', { what })))) return false
    try {
      await run(guids)
    } catch {
      return false // the client has already said why
    }
    notify('success', t('common.list.deleted'), SUCCESS_SECONDS)
    return true
  }
  return [remove, holder]
}

interface StatusSwitchProps {
  enabled: boolean
  /** What is switched, for the confirmation and the accessible name (a user's name …). */
  name: string
  onChange: (enabled: boolean) => Promise<unknown>
  disabled?: boolean
}

/**
 * An inline 状态 switch: 确认要"启用|停用""…"吗？, then the change; on failure it shows the
 * old state again.
 */
export const StatusSwitch = ({ enabled, name, onChange, disabled }: StatusSwitchProps) => {
  const { t } = useTranslation()
  const [confirm, holder] = useConfirm()
  const [pending, setPending] = useState<boolean | null>(null)
  const toggle = async (next: boolean) => {
    const action = next ? t('common.status.enable') : t('common.status.disable')
    if (!(await confirm(t('common.status.confirm', { action, name })))) return
    setPending(next)
    try {
      await onChange(next)
      notify('success', t('common.status.changed', { action }), SUCCESS_SECONDS)
    } catch {
      // the client has already said why; the switch shows the stored state again
    } finally {
      setPending(null)
    }
  }
  return (
    <>
      <Switch
        size="small"
        checked={pending ?? enabled}
        loading={pending !== null}
        disabled={disabled}
        aria-label={t('common.status.of', { name })}
        checkedChildren={t('common.status.on')}
        unCheckedChildren={t('common.status.off')}
        onChange={(next) => void toggle(next)}
      />
      {holder}
    </>
  )
}
