// A request's before and after pictures (server/editor/requests/request-pictures.ts): for each page it
// changes, its pictures as review/PagePictures.tsx shows them; a line while they are made (asked again
// every few seconds), or why there are none.
import { useQuery } from '@tanstack/react-query'
import { Loaded, Part } from './parts.tsx'
import { loadPictures } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'
import { PagePictures } from '../review/PagePictures.tsx'
import { reviewWords } from '../review/review-words.ts'

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
              {pages.length > 0 && <p className="page-pictures-hint">{reviewWords.pictureWhole}</p>}
              {pages.map(({ route, title, widths }) => (
                <PagePictures
                  key={route}
                  route={route}
                  title={title}
                  widths={widths.map(({ width, before, after, offset }) => ({
                    width,
                    before: before ? { src: before, offset } : null,
                    after: after ? { src: after, offset } : null,
                  }))}
                />
              ))}
            </>
          )
        }
      </Loaded>
    </Part>
  )
}
