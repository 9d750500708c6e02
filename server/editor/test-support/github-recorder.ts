// For tests of the pull request on GitHub: a fetch for Octokit's `request.fetch` option that records each
// request and answers the next of the answers given (a status and JSON, the least GitHub would answer).
// It never imitates GitHub's API: the tests check what is sent.
import { expect } from 'vitest'
import { githubApiVersion } from '../proposals/github-pull-request.ts'

export interface Recorded {
  method: string
  url: URL
  headers: Record<string, string>
  body: unknown
}

/** A fetch that records each request and answers the next of `answers` (status and JSON). */
export function recorder(...answers: [number, unknown][]) {
  const requests: Recorded[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries(init.headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]))
    requests.push({ method: init.method ?? 'GET', url: new URL(String(input)), headers, body: init.body ? JSON.parse(String(init.body)) : undefined })
    const [status, data] = answers[requests.length - 1] ?? [500, { message: 'no answer left' }]
    return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })
  }
  return { requests, fetch: fetch as typeof globalThis.fetch }
}

/** The request went to GitHub's address for `path`, with the token `ghs_secret` and the headers GitHub asks for. */
export function expectSentAsGitHubWants(request: Recorded, method: string, path: string) {
  expect(request.method).toBe(method)
  expect(`${request.url.origin}${request.url.pathname}`).toBe(`https://api.github.com${path}`)
  expect(request.headers.authorization).toBe('token ghs_secret')
  expect(request.headers['x-github-api-version']).toBe(githubApiVersion)
  expect(request.headers.accept).toBe('application/vnd.github.v3+json')
  expect(request.headers['user-agent']).toMatch(/^site-editor /)
}
