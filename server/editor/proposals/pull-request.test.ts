// The pull request's words: the description lists the changes and shows each changed page's pictures,
// under its title, from the pictures branch (GitHub's address for a GitHub remote), and the commit message is the change,
// or how many and where, then the whole list. Which remotes count as GitHub.
import { expect, test } from 'vitest'
import { githubOf, pullRequestBody } from './github-pull-request.ts'
import { commitMessage } from './site-remote-propose.ts'

const routes = { changed: ['/'], added: ['/new-one'], removed: [], total: 3, titles: { '/': 'Quokka Home', '/new-one': 'New One', '/a': 'Page A' } }
const shots = [
  'index/before-1280.png',
  'index/after-1280.png',
  'index/before-375.png',
  'index/after-375.png',
  'new-one/after-1280.png',
  'new-one/after-375.png',
]

test('the description links every picture on the pictures branch', () => {
  const body = pullRequestBody(["Quokka › Hero › Heading: 'A' → 'B'"], routes, shots, 'site-edit/x-pictures', { owner: 'o', name: 'r' })
  expect(body).toContain("- Quokka › Hero › Heading: 'A' → 'B'")
  expect(body).toContain(
    '| 1280 px | ![Quokka Home, before, 1280 px](https://github.com/o/r/blob/site-edit/x-pictures/index/before-1280.png?raw=true) | ![Quokka Home, after, 1280 px](https://github.com/o/r/blob/site-edit/x-pictures/index/after-1280.png?raw=true) |',
  )
  expect(body).toContain('| 375 px |  | ![New One, after, 375 px](https://github.com/o/r/blob/site-edit/x-pictures/new-one/after-375.png?raw=true) |')
  // Each page under its title, its address beside it.
  expect(body).toContain('### Quokka Home (`/`)\n')
  expect(body).toContain('### New One (`/new-one`)\n')
  expect(pullRequestBody(['x'], routes, shots, 'b-pictures', undefined)).toContain('![Quokka Home, after, 375 px](index/after-375.png)')
  // A page whose title is not known is named by its address.
  expect(pullRequestBody(['x'], { ...routes, titles: undefined }, shots, 'b-pictures', undefined)).toContain('### `/`\n')
  expect(pullRequestBody(['x'], undefined, [], undefined, undefined)).not.toContain('Before and after')
})

test('a page pictured for others showing the same change names them by their titles', () => {
  const body = pullRequestBody(['x'], { ...routes, alike: { '/': ['/a', '/b'] } }, shots, 'b-pictures', undefined)
  expect(body).toContain('### Quokka Home (`/`)\n\nThe same change shows on Page A, /b.\n')
  expect(body).not.toContain('The same change shows on New One')
})

test('the commit message', () => {
  expect(commitMessage(["Quokka › Hero › Heading: 'A' → 'B'"])).toBe(
    "New heading on the Quokka page\n\n- Quokka › Hero › Heading: 'A' → 'B'\n\nProposed with npm run edit.\n",
  )
  expect(commitMessage(['Quokka › Hero › Heading: x', 'Quokka › Cta › Text: y', 'New page /w']).split('\n')[0]).toBe('Changes to Quokka and W')
})

test('GitHub remotes, by https or ssh, and others', () => {
  expect(githubOf('https://github.com/owner/repo.git')).toEqual({ owner: 'owner', name: 'repo' })
  expect(githubOf('git@github.com:owner/repo')).toEqual({ owner: 'owner', name: 'repo' })
  expect(githubOf('/tmp/remote.git')).toBeUndefined()
  expect(githubOf('https://gitlab.com/owner/repo.git')).toBeUndefined()
})
