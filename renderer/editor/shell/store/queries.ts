// What the editor asks its server goes through react-query: one client for the editor's page, no
// retries, nothing asked again when the window takes the focus (an answer is asked again by the polls
// that say so, or after a change), and the site's data: read once, and again after each Save.
import { QueryClient, useQuery } from '@tanstack/react-query'
import { loadEditorSite } from '../../editor-api.ts'

export const editorQueries = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity }, mutations: { retry: false } },
})

export const siteKey = ['site']
export const useSite = () => useQuery({ queryKey: siteKey, queryFn: loadEditorSite }).data
