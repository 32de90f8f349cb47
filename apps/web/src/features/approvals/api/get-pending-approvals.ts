import { API } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

export const approvalKeys = {
  all: ['approvals'] as const,
  mine: () => [...approvalKeys.all, 'mine'] as const,
}

/** 待我审核: the requests whose current node waits for the signed-in user, newest first. */
export const usePendingApprovals = (enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.mine(),
    queryFn: ({ signal }) => callApi(API.workflow.mine, { signal }),
    enabled,
  })
