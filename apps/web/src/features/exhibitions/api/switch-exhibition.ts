import { API, type CurrentExhibition, type Envelope } from '@app/contracts'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiClient, toFormBody } from '#web/shared/lib/api-client.ts'
import { i18n } from '#web/shared/lib/i18n.ts'
import { notify } from '#web/shared/lib/notify.ts'

/** How long 切换展会失败 stays on screen. */
export const SWITCH_FAILED_SECONDS = 2

export interface SwitchResult {
  exhibition: CurrentExhibition
  /**
   * The server's own words (docs/product/exhibitions.md "Switch exhibition": 切换展会成功), in the
   * user's language.
   */
  message: string
}

/**
 * Makes `guid` the user's current exhibition (API.exhibitions.userSwitch). Unlike
 * callApi this keeps the envelope's msg: docs/product/exhibitions.md "Switch exhibition" shows the
 * server's 切换展会成功. Silent: a failure is told once, by `switchFailedText`.
 */
export const switchExhibition = async (guid: string): Promise<SwitchResult> => {
  const endpoint = API.exhibitions.userSwitch
  const response = await apiClient.request<Envelope<CurrentExhibition>>({
    url: endpoint.path,
    method: endpoint.method,
    data: toFormBody({ guid }),
    silent: true,
  })
  return { exhibition: response.data.data, message: response.data.msg }
}

/**
 * docs/product/exhibitions.md "Switch exhibition": any failed switch says 切换展会失败, followed by
 * the reason when there is one other than that.
 */
export const switchFailedText = (error: unknown): string => {
  const failed = i18n.t('exhibitionSwitch.failed')
  const reason = error instanceof ApiError ? error.message.trim() : ''
  return reason && reason !== failed
    ? i18n.t('exhibitionSwitch.failedWithReason', { reason })
    : failed
}

/**
 * The switch, for the dialog and the list's 进入: a failure switches nothing and says
 * 切换展会失败 (a click repeated within the client's window was already refused and told).
 */
export const useSwitchExhibition = () =>
  useMutation({
    mutationFn: switchExhibition,
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'repeat') return
      notify('error', switchFailedText(error), SWITCH_FAILED_SECONDS)
    },
  })
