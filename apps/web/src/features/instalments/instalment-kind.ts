import { INSTALMENT_TYPES } from '@app/contracts'
import type { TFunction } from 'i18next'

// An instalment's kind (定金 / 首付款 / 进度款 / 尾款 / 押金) in the reader's words: the payment
// plan templates', contracts' and finance screens' one wording.

const KIND_KEYS: Record<(typeof INSTALMENT_TYPES)[number], string> = {
  定金: 'deposit',
  首付款: 'firstPayment',
  进度款: 'progress',
  尾款: 'final',
  押金: 'guarantee',
}

/** A stored instalment kind in the reader's words (the payment plans' words). */
export const kindWord = (t: TFunction, kind: string) =>
  kind in KIND_KEYS
    ? t(`system.paymentPlan.types.${KIND_KEYS[kind as keyof typeof KIND_KEYS]}`)
    : kind

export const kindOptions = (t: TFunction) =>
  INSTALMENT_TYPES.map((v) => ({ value: v, label: kindWord(t, v) }))
