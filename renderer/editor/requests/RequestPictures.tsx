// A request's before and after pictures (server/editor/requests/request-pictures.ts): for each page it
// changes, headed by its title (its address for a page without one), "On a computer" and "On a phone", Before and After side by side where there is room and one
// above the other on a phone; a line while they are made (asked again every few seconds), or why there
// are none. A full-length page is tall: each picture scrolls in a window, and opens whole in a new tab.
import { useQuery } from '@tanstack/react-query'
import { Loaded, Part } from './parts.tsx'
import { loadPictures } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'

function Side({ label, address, alt, missing }: { label: string; address: string | undefined; alt: string; missing: string }) {
  return (
    <figure>
      <figcaption>{label}</figcaption>
      {address ? (
        <div className="requests-view">
          <a href={address} target="_blank" rel="noreferrer">
            <img src={address} alt={alt} />
          </a>
        </div>
      ) : (
        <p className="requests-note">{missing}</p>
      )}
    </figure>
  )
}

export function RequestPictures({ id }: { id: string }) {
  const query = useQuery({
    queryKey: ['pictures', id],
    queryFn: () => loadPictures(id),
    refetchInterval: (query) => (query.state.data?.state === 'working' ? 5000 : false),
  })
  return (
    <Part name={words.pictures}>
      <Loaded query={query} failed={words.picturesLoadFailed} loading={words.loading}>
        {({ state, pages }) =>
          state === 'working' ? (
            <p role="status">{words.picturesWorking}</p>
          ) : (
            <>
              {state === 'failed' && <p>{words.picturesFailed}</p>}
              {state === 'none' && <p>{words.noPictures}</p>}
              {pages.length > 0 && <p className="requests-note">{words.pictureWhole}</p>}
              {pages.map(({ route, title, widths }) => {
                const page = words.pageHeading(route, title)
                return (
                  <section key={route} aria-label={page} className="requests-pictures">
                    <h4>{page}</h4>
                    {widths.map(({ width, before, after }) => {
                      const where = words.widthWords(width)
                      return (
                        <div key={width}>
                          <h5>{where}</h5>
                          <div className="requests-sides">
                            <Side label={words.before} address={before} alt={words.pictureAlt(words.before, where, page)} missing={words.noBefore} />
                            <Side label={words.after} address={after} alt={words.pictureAlt(words.after, where, page)} missing={words.noAfter} />
                          </div>
                        </div>
                      )
                    })}
                  </section>
                )
              })}
            </>
          )
        }
      </Loaded>
    </Part>
  )
}
