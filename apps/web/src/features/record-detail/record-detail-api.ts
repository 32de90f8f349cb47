import { API, type ApprovalActBody, type AttachmentAddBody } from '@app/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

/** A workflow record as the shared calls name it: its kind and its guid. */
export interface RecordRef {
  docType: string
  docGuid: string
}

const keys = {
  attachments: (r: RecordRef) => ['recordDetail', 'attachments', r.docType, r.docGuid] as const,
  history: (r: RecordRef) => ['recordDetail', 'history', r.docType, r.docGuid] as const,
  request: (r: RecordRef) => ['recordDetail', 'request', r.docType, r.docGuid] as const,
}

/** A record's documents, newest first. */
export const useAttachments = (record: RecordRef) =>
  useQuery({
    queryKey: keys.attachments(record),
    queryFn: ({ signal }) => callApi(API.workflow.attachments, { query: record, signal }),
  })

/** A record's transitions, oldest first. */
export const useHistory = (record: RecordRef) =>
  useQuery({
    queryKey: keys.history(record),
    queryFn: ({ signal }) => callApi(API.workflow.history, { query: record, signal }),
  })

/** Attaches an uploaded file to the record, or removes one; its list is read again after. */
export const useAttachmentWrites = (record: RecordRef) => {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: keys.attachments(record) })
  return {
    attach: useMutation({
      mutationFn: (body: Omit<AttachmentAddBody, 'docType' | 'docGuid'>) =>
        callApi(API.workflow.attach, { body: { ...record, ...body } }),
      onSettled: refresh,
    }),
    detach: useMutation({
      mutationFn: (guid: string) => callApi(API.workflow.detach, { body: { guid } }),
      onSettled: refresh,
    }),
  }
}

/** The record's latest approval request (null before any) and what the user may do with it. */
export const useApprovalRequest = (record: RecordRef) =>
  useQuery({
    queryKey: keys.request(record),
    queryFn: ({ signal }) => callApi(API.workflow.request, { query: record, signal }),
  })

/** The users a node can be handed to. */
export const useTransferTargets = (enabled: boolean) =>
  useQuery({
    queryKey: ['recordDetail', 'transferTargets'],
    queryFn: ({ signal }) => callApi(API.workflow.transferTargets, { signal }),
    enabled,
    staleTime: 60_000,
  })

/**
 * One action on the record's request; after it the request, the history and 待我审核 are
 * read again (`refresh`: the record's own queries, whose state the closing action moved).
 */
export const useApprovalAct = (record: RecordRef, refresh: readonly unknown[][]) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ApprovalActBody) => callApi(API.workflow.act, { body }),
    onSettled: () =>
      Promise.all(
        [keys.request(record), keys.history(record), ['approvals'], ...refresh].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
