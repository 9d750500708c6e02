// Data fetching through @tanstack/react-query: no refetch interval, none on window focus, data never
// stale (what is fetched changes only with a new build), no retries for queries or mutations. Only the
// sections that fetch or send wrap themselves in it, so pages without them never load the library.
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getQueryFn } from './api.ts'

const queryDefaults: DefaultOptions = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: { retry: false },
}

let client: QueryClient | undefined
// One client for the page's lifetime, so navigating back to a page reuses what it fetched.
const sharedClient = () => (client ??= new QueryClient({ defaultOptions: queryDefaults }))

export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedClient()}>{children}</QueryClientProvider>
}
