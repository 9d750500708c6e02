// GET /api/testimonials answers the testimonials of the site, each with a rating.
import { afterAll, expect, it } from 'vitest'
import { buildApp, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

it('answers every testimonial with name, title, content and rating (5 when left out)', async () => {
  const { app } = await buildApp()
  const res = await app.inject({ url: '/api/testimonials' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(res.json()).toEqual([
    { name: 'Robert Chen', title: 'Owner, Chen Auto Repair', content: 'They kept my books in order.', rating: 4 },
    { name: 'Ana Ruiz', title: 'Property broker', content: 'They found deductions my previous preparer missed.', rating: 5 },
  ])
  await app.close()
})

it('answers the real site\'s testimonials file too', async () => {
  const { loadSite } = await import('../schema/load-site.ts')
  const { problems, site } = loadSite()
  expect(problems).toEqual([])
  const { app } = await buildApp({ site: site! })
  const list = (await app.inject({ url: '/api/testimonials' })).json() as { rating: number }[]
  expect(list).toHaveLength(site!.testimonials.length)
  expect(list.every((t) => t.rating >= 1 && t.rating <= 5)).toBe(true)
  await app.close()
})
