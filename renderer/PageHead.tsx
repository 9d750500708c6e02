// The page's metadata: title with the firm's suffix, description, keywords, canonical link and social
// tags, all from site/. React 19 hoists these elements into <head> by itself (react-helmet-async 3
// would only hand them to React the same way); the prerender moves them into <head> in the HTML.
import type { Page } from '../schema/generated/site-types.ts'
import { useSite } from './site-context.tsx'

export function PageHead({ page }: { page: Page }) {
  const {
    config: { meta, firm },
    images,
  } = useSite()
  const title = page.title + meta.titleSuffix
  const url = meta.siteUrl + (page.path === '/' ? '/' : page.path)
  // A photo is shared as its largest JPEG or PNG version (the original is not part of the built site).
  const image = meta.image ? meta.siteUrl + (images[meta.image]?.src ?? `/${meta.image}`) : undefined
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={page.description} />
      {page.keywords && <meta name="keywords" content={page.keywords.join(', ')} />}
      {page.noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={firm.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={meta.locale} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={meta.twitterCard ?? 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
    </>
  )
}
