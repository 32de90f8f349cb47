import { API, type CurrentExhibition, type Envelope } from '@app/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiClient, toFormBody } from '#web/shared/lib/api-client.ts'

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
 * server's 切换展会成功.
 */
export const switchExhibition = async (guid: string): Promise<SwitchResult> => {
  const endpoint = API.exhibitions.userSwitch
  const response = await apiClient.request<Envelope<CurrentExhibition>>({
    url: endpoint.path,
    method: endpoint.method,
    data: toFormBody({ guid }),
  })
  return { exhibition: response.data.data, message: response.data.msg }
}

export const useSwitchExhibition = () => useMutation({ mutationFn: switchExhibition })
