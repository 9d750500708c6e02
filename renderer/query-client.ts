import type { DefaultOptions } from '@tanstack/react-query'
import { getQueryFn } from './api.ts'

// The specification's data-fetching defaults: no refetch interval, none on window focus, data never
// stale, no retries for queries or mutations.
export const queryDefaults: DefaultOptions = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: { retry: false },
}
