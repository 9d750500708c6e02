// The `carousel` section type's part of the schema; its component is Carousel.tsx (see ../README.md).
import { text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'carousel',
  'CarouselSection',
  'Testimonials carousel',
  'The rotating testimonials read from the server (site/testimonials.yaml).',
  {
    loadingLabel: text('While loading (screen readers)', 'Announced to screen readers while the quotes load.', 'Loading testimonials'),
    previousLabel: text('Previous button', 'The label of the previous button.', 'Previous testimonial'),
    nextLabel: text('Next button', 'The label of the next button.', 'Next testimonial'),
    dotLabel: text('Dot buttons', "The label of each dot; {n} is the quote's number.", 'Show testimonial {n}'),
    errorText: text('When quotes cannot load', 'Shown when the quotes could not be loaded.', 'Testimonials are unavailable right now.'),
  },
  ['heading', 'loadingLabel', 'previousLabel', 'nextLabel', 'dotLabel', 'errorText'],
  {
    heading: 'What Our Clients Say',
    loadingLabel: 'Loading testimonials',
    previousLabel: 'Previous testimonial',
    nextLabel: 'Next testimonial',
    dotLabel: 'Show testimonial {n}',
    errorText: 'Testimonials are unavailable right now.',
  },
)
