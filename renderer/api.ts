// The one helper every request goes through, so every request behaves alike: credentials are
// included, a JSON content type is sent only with a body, and a failed response becomes an error
// whose message is "<status>: <body text or status text>".
import type { QueryFunction } from '@tanstack/react-query'

async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText
    throw new Error(`${response.status}: ${text}`)
  }
}

export async function apiRequest(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  })
  await throwIfNotOk(response)
  return response
}

/** A GET built by joining the query key's parts with slashes; `on401: 'returnNull'` makes a 401 yield null. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return (await response.json()) as T
  }
}

/** The message of a failed request without its "<status>: " prefix, or of the server's JSON { message }. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const text = error.message.replace(/^\d{3}: /, '')
  try {
    const parsed = JSON.parse(text) as { message?: unknown }
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined
  } catch {
    return undefined
  }
}
