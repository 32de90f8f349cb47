import { API, type ContractFillQuery, type Endpoint, type EndpointBody } from '@app/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /contractManagement/contractManagement (合同管理): a signing moves the project too. */
export const contractApi = resourceApi('contracts', API.contracts.contract, {
  refreshes: ['projects'],
})

/** Project states a main contract is drawn up in: 预定, 待签约 (docs/product/domain.md "Contract"). */
const CONTRACTABLE: readonly number[] = [1, 2]

/** The projects a contract can be drawn up for, by a part of their name or number. */
export const useContractProjects = (keyword: string) =>
  useQuery({
    queryKey: ['contracts', 'projects', keyword],
    queryFn: async ({ signal }) => {
      const page = await callApi(API.projects.project.page, {
        query: { page: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
        signal,
      })
      return page.list.filter((p) => CONTRACTABLE.includes(p.status))
    },
    placeholderData: keepPreviousData,
  })

/** The enabled contract templates and payment-plan templates, for the pickers of 新增. */
export const useContractTemplates = () =>
  useQuery({
    queryKey: ['contracts', 'templates'],
    queryFn: ({ signal }) => callApi(API.contracts.templates, { signal }),
    staleTime: 60_000,
  })

/** 填充: the template filled from the project, with its amounts and plan; nothing is saved. */
export const useFillContract = () =>
  useMutation({
    mutationFn: (query: ContractFillQuery) => callApi(API.contracts.fill, { query }),
  })

/**
 * A step of a contract's workflow (提交审核, 签订, 履行中/已完成/已终止): its lists, detail
 * and approval are read again after.
 */
export const useContractStep = <E extends Endpoint>(endpoint: E) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: EndpointBody<E>) =>
      (callApi as (e: E, o: { body: EndpointBody<E> }) => Promise<unknown>)(endpoint, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contractApi.keys.all }),
        client.invalidateQueries({ queryKey: ['projects'] }),
        client.invalidateQueries({ queryKey: ['recordDetail'] }),
      ]),
  })
}
