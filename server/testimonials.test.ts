// GET /api/testimonials answers the testimonials of the site, each with a rating.
import { afterAll, expect, it } from 'vitest'
import { buildApp, fixtureSite, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

it('answers every testimonial with name, title, content and rating (5 when left out)', async () => {
  const { app } = await buildApp()
  const res = await app.inject({ url: '/api/testimonials' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  // The fixture's own testimonials (server/test-fixtures/site): one gives its rating, one leaves it out.
  const written = fixtureSite().testimonials
  expect(written.some((t) => t.rating === undefined) && written.some((t) => t.rating !== undefined)).toBe(true)
  expect(res.json()).toEqual(written.map(({ name, title, content, rating }) => ({ name, title, content, rating: rating ?? 5 })))
  await app.close()
})

it("answers the real site's testimonials file too", async () => {
  const { loadSite } = await import('../schema/load-site.ts')
  const { problems, site } = loadSite()
  expect(problems).toEqual([])
  const { app } = await buildApp({ site: site! })
  const list = (await app.inject({ url: '/api/testimonials' })).json() as { rating: number }[]
  expect(list).toHaveLength(site!.testimonials.length)
  expect(list.every((t) => t.rating >= 1 && t.rating <= 5)).toBe(true)
  await app.close()
})
