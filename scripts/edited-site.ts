// node scripts/edited-site.ts <out-dir>: writes a copy of site/ (or of SITE_DIR) with a dozen ordinary
// edits an office manager might make: prices, phone numbers, labels, toast texts, the firm's name, a new
// industry page with its menu and footer entries, sections reordered and removed, FAQ items removed and
// added, another popular plan, the 404 text, the review count and the testimonials. CI runs the whole
// suite on it (.ci/run), so a test that copied the editors' words instead of reading them fails.
//
// The edits find what they change by its shape, not by its words, so they keep working as site/
// changes; an edit that finds nothing to change says so and is left out.
import { cpSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defaultSiteDir } from '../schema/load-site.ts'
import { applyEdits } from './edited-site/edits.ts'

const out = process.argv[2]
if (!out) {
  console.error('usage: node scripts/edited-site.ts <out-dir>')
  process.exit(2)
}
const target = resolve(out)
if (existsSync(target)) {
  console.error(`${target} exists already; give a folder that does not exist yet`)
  process.exit(2)
}
cpSync(defaultSiteDir, target, { recursive: true })
for (const line of applyEdits(target)) console.log(line)
