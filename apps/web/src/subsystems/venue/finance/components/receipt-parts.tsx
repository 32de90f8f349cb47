import { RECEIPT_METHODS, type ReceiptState } from '@app/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

// What the receipts' list, claim dialog and detail share.

const STATE_COLOURS: Record<ReceiptState, string> = {
  unclaimed: 'gold',
  partial: 'blue',
  claimed: 'success',
}

/** 待认领 / 部分认领 / 已认领. */
export const ReceiptStateTag = ({ state }: { state: ReceiptState }) => {
  const { t } = useTranslation()
  return <Tag color={STATE_COLOURS[state]}>{t(`receipt.states.${state}`)}</Tag>
}

/** The methods as stored: their Chinese names are the product's words in every language. */
export const METHOD_OPTIONS = RECEIPT_METHODS.map((m) => ({ value: m, label: m }))
