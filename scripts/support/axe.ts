// axe as every test runs it: only the violations are read, so axe details no rule that passed (the
// same rules run); and axe.run in the page itself, reaching its frames of the same origin, instead of a
// partial run per frame finished in a blank page of its own (a third less of the browser's work per
// run). That leaves out frames of other origins, whose content is another service's (the site's only
// one, the booking calendar, cannot load where the tests run), and srcdoc frames, which neither the
// site nor the editor has: checked with a page holding an image without alt in a frame of each kind.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

export const axeOn = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode()
