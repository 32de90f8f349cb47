import { API, type ApprovalChain } from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

const KEY = ['approvalChains'] as const

/** The chain of every document type (审批流程). */
export const useApprovalChains = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => callApi(API.workflow.chains, { signal }) })

/** The roles a node can name. */
export const useChainRoles = () =>
  useQuery({
    queryKey: [...KEY, 'roles'],
    queryFn: ({ signal }) => callApi(API.workflow.chainRoles, { signal }),
  })

/** Replaces one document type's chain; the chains are read again after. */
export const useSaveChain = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ApprovalChain) => callApi(API.workflow.saveChain, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
