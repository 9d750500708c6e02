// GET /api/testimonials: the home page carousel's quotes, from site/testimonials.yaml (checked against
// the schema when the server starts), each with its rating (5 when the file leaves it out).
import type { FastifyInstance } from 'fastify'
import type { ServerTestimonial } from '../../schema/generated/site-types.ts'

const testimonialSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    rating: { type: 'number' },
  },
  required: ['name', 'title', 'content', 'rating'],
  additionalProperties: false,
} as const

export interface TestimonialAnswer {
  name: string
  title: string
  content: string
  rating: number
}

/** The answer to GET /api/testimonials, made once per site. */
export const testimonialsAnswer = (testimonials: ServerTestimonial[]): TestimonialAnswer[] =>
  testimonials.map(({ name, title, content, rating }) => ({ name, title, content, rating: rating ?? 5 }))

/** `testimonials()`: the answer of the site served now. */
export async function testimonialsRoutes(app: FastifyInstance, { testimonials }: { testimonials: () => TestimonialAnswer[] }) {
  app.get(
    '/api/testimonials',
    {
      schema: { response: { 200: { type: 'array', items: testimonialSchema } } },
    },
    async (_request, reply) => {
      // They change only when a new build of the site goes live.
      reply.header('cache-control', 'public, max-age=300')
      return testimonials()
    },
  )
}
