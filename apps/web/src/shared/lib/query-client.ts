import { QueryClient } from '@tanstack/react-query'

/**
 * Server state lives only here (docs/house-style.md "State"). The client already shows every
 * failure, so a retry would only repeat the message; writes are never retried.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })

export const queryClient = createQueryClient()
