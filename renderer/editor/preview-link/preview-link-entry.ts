// The preview page (preview-link.html, a bundle of its own that a person without a session may load,
// scripts/build/editor-bundle.ts): a change request's site as it would be published, from a preview
// link's secret or, signed in, the request's id (preview-source.ts). The site and its renderer load only
// once the request's site has arrived; an ended, expired or unknown link, or a request that cannot be
// opened, shows the server's one sentence instead; signed out, with a link to sign in (in a new tab, so
// this one stays to be reloaded).
import { signInPages } from '../../../server/editor/sign-in-contract.ts'
import './preview-link.css'
import { previewLinkWords as words } from './preview-link-words.ts'
import { previewSite, Refused } from './preview-source.ts'

// Until the request's site and its renderer arrive (seconds on a phone), the page says so rather than stay
// blank; the site replaces it in #root (React's first render), or the sentence of gone() does.
const opening = Object.assign(document.createElement('p'), { className: 'pl-gone', textContent: words.opening })
document.getElementById('root')!.append(opening)

function gone(sentence: string, signIn = false) {
  opening.remove()
  document.getElementById('gone-words')!.textContent = sentence
  const link = document.getElementById('gone-sign-in') as HTMLAnchorElement
  link.href = signInPages.signIn
  link.textContent = words.signIn
  link.parentElement!.hidden = !signIn
  document.getElementById('gone')!.hidden = false
}

const problem = await previewSite().then(
  () => undefined,
  (error: Error) => error,
)
if (problem) gone(problem.message, problem instanceof Refused && problem.signIn)
else await import('./preview-site.tsx').then(({ showPreview }) => showPreview()).catch(() => gone(words.failed))
