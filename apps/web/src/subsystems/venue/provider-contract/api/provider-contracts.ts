import { API, type Endpoint, type EndpointBody } from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /contractManagement/serviceProviderContract (服务商合同). */
export const providerContractApi = resourceApi('providerContracts', API.providerContracts.contract)

const sheetKey = (guid: string) => [...providerContractApi.keys.all, 'sheet', guid] as const

/** The detail page's contract with its settlements and evaluations. */
export const useProviderContractSheet = (guid: string | null) =>
  useQuery({
    queryKey: sheetKey(guid ?? ''),
    queryFn: ({ signal }) =>
      callApi(API.providerContracts.sheet, { query: { guid: guid ?? '' }, signal }),
    enabled: guid !== null,
  })

/**
 * A write of a provider contract beside its five calls (审核生效/到期/终止, 新增结算, 确认结算,
 * 评价): its lists, its detail page and its history are read again after.
 */
export const useProviderContractWrite = <E extends Endpoint>(endpoint: E) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: EndpointBody<E>) =>
      // callApi's options are typed per endpoint; a generic one needs this one cast
      (callApi as (e: E, o: { body: EndpointBody<E> }) => Promise<unknown>)(endpoint, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: providerContractApi.keys.all }),
        client.invalidateQueries({ queryKey: ['recordDetail'] }),
      ]),
  })
}
