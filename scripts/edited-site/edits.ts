// The ordinary edits scripts/edited-site.ts makes to a copy of site/. Each finds what it changes by the
// data's shape (a section's type, a menu entry's children), edits the YAML through the `yaml` package's
// document (comments and the rest of the file stay as written) and says what it did.
import { isMap, isSeq, parseDocument, YAMLMap, YAMLSeq } from 'yaml'
import { itemsOf, SiteFiles, text } from './site-files.ts'

type Edit = (site: SiteFiles) => string | undefined
const references = (value: string) => value.match(/\{\{[^}]+\}\}/g) ?? []

/** A phone number's last two digits moved on, staying within the fictional 555-0100..0199 range. */
const otherPhone = (phone: string) => phone.replace(/555-01(\d\d)/, (_, n: string) => `555-01${String((Number(n) + 37) % 100).padStart(2, '0')}`)
const dollars = /^\$(\d[\d,]*)$/
const raisedPrice = (price: string) => price.replace(dollars, (_, n: string) => `$${Number(n.replace(/,/g, '')) + 11}`)

const edits: Record<string, Edit> = {
  'raise every price by $11'(site) {
    const changed: string[] = []
    const prices = site.config.get('prices')
    if (isMap(prices))
      for (const pair of prices.items) {
        const value = text(pair.value)
        if (value && dollars.test(value)) {
          prices.set(pair.key, raisedPrice(value))
          changed.push(String(pair.key))
        }
      }
    for (const { section } of site.sections('plans'))
      for (const plan of itemsOf(section.get('items'))) {
        const price = isMap(plan) ? text(plan.get('price', true)) : undefined
        if (price && dollars.test(price)) {
          ;(plan as YAMLMap).set('price', raisedPrice(price))
          changed.push(String((plan as YAMLMap).get('name')))
        }
      }
    return changed.length ? `prices raised: ${changed.join(', ')}` : undefined
  },

  'new phone numbers'(site) {
    const phones = site.config.getIn(['firm', 'phones'])
    const changed: string[] = []
    if (isMap(phones))
      for (const pair of phones.items) {
        const value = text(pair.value)
        if (value) {
          phones.set(pair.key, otherPhone(value))
          changed.push(String(pair.key))
        }
      }
    for (const office of itemsOf(site.config.getIn(['firm', 'offices']))) {
      const phone = isMap(office) ? text(office.get('phone', true)) : undefined
      if (phone) {
        ;(office as YAMLMap).set('phone', otherPhone(phone))
        changed.push(String((office as YAMLMap).get('name')))
      }
    }
    return changed.length ? `phone numbers changed: ${changed.join(', ')}` : undefined
  },

  "the firm's name, hours and review count"(site) {
    const firm = site.config.get('firm')
    if (!isMap(firm)) return undefined
    firm.set('name', `${firm.get('name')} Group`)
    firm.setIn(['hours', 'opens'], '8:30 AM')
    const count = firm.getIn(['rating', 'count'])
    if (typeof count === 'number') firm.setIn(['rating', 'count'], count + 150)
    return `firm renamed "${firm.get('name')}", opens 8:30 AM, review count ${firm.getIn(['rating', 'count'])}`
  },

  'interface words and button labels'(site) {
    const strings = site.config.get('strings')
    if (!isMap(strings)) return undefined
    const words: [string[], string][] = [
      [['sending'], 'Sending your message…'],
      [['scrollToTop'], 'Back to the top'],
      [['close'], 'Dismiss'],
      [['cookie', 'accept'], 'Allow cookies'],
      [['cookie', 'decline'], 'No, thanks'],
      [['cookie', 'title'], 'Cookies on this site'],
    ]
    for (const [path, value] of words) if (strings.hasIn(path)) strings.setIn(path, value)
    for (const action of itemsOf(site.config.getIn(['header', 'actions']))) if (isMap(action)) action.set('label', `${action.get('label')} Online`)
    for (const entry of itemsOf(site.config.getIn(['header', 'menu'])))
      if (isMap(entry) && entry.has('children')) entry.set('label', `${entry.get('label')} & More`)
    return 'interface words, header buttons and menu groups renamed'
  },

  'form labels, buttons, toasts and subjects'(site) {
    const forms = site.sections('form')
    for (const { section } of forms) {
      for (const field of itemsOf(section.get('fields'))) if (isMap(field)) field.set('label', `Your ${field.get('label')}`)
      if (section.has('submitLabel')) section.set('submitLabel', `${section.get('submitLabel')} Now`)
      const submit = section.get('submit')
      if (!isMap(submit)) continue
      const subject = text(submit.get('subject', true))
      const placeholders = subject?.match(/\{[a-zA-Z]+\}/g)
      if (placeholders) submit.set('subject', `Website request: ${placeholders.join(' / ')}`)
      for (const [outcome, title, words] of [
        ['success', 'Thanks, we have it', 'We will be in touch within one business day'],
        ['failure', 'Not sent', 'We could not send this just now. Please try again shortly'],
      ]) {
        const notice = submit.get(outcome)
        if (!isMap(notice)) continue
        const refs = references(text(notice.get('description', true)) ?? '')
        notice.set('title', title)
        notice.set('description', `${words}${refs.length ? ` or call ${refs[0]}` : ''}.`)
      }
    }
    return forms.length ? `labels, buttons, toasts and subjects of ${forms.length} forms changed` : undefined
  },

  'a new industry page with its menu and footer entries'(site) {
    // The industry pages are the menu group with the most direct links.
    const groups = itemsOf(site.config.getIn(['header', 'menu'])).filter(isMap)
    const links = (group: YAMLMap) => itemsOf(group.get('children')).filter((c): c is YAMLMap => isMap(c) && c.has('to') && !c.has('children'))
    const group = groups.sort((a, b) => links(b).length - links(a).length)[0]
    const model = group && links(group)[0]
    const modelFile = model && site.pageAt(String(model.get('to')))
    if (!group || !model || !modelFile) return undefined
    // A path no page has yet (the edits may run on a site they edited before).
    let n = 1
    const name = () => `veterinary-accounting${n > 1 ? `-${n}` : ''}`
    while (site.pageAt(`/${name()}`) || site.pageFiles().includes(`pages/${name()}.yaml`)) n++
    const path = `/${name()}`
    const page = parseDocument(String(site.doc(modelFile)))
    page.set('path', path)
    page.set('title', 'Veterinary Practice Accounting')
    page.set('description', 'Bookkeeping, payroll and tax planning for veterinary clinics and animal hospitals.')
    const hero = itemsOf(page.get('sections')).find((s) => isMap(s) && s.get('type') === 'hero')
    if (isMap(hero)) hero.set('heading', 'Accounting for Veterinary Practices')
    site.add(`pages/${name()}.yaml`, page)
    const entry = () => site.config.createNode({ label: `Veterinary Practices${n > 1 ? ` ${n}` : ''}`, to: path }, { flow: true })
    ;(group.get('children') as YAMLSeq).items.splice(1, 0, entry())
    for (const column of itemsOf(site.config.getIn(['footer', 'columns']))) {
      const columnLinks = isMap(column) ? column.get('links') : undefined
      if (isSeq(columnLinks) && columnLinks.items.some((l) => isMap(l) && l.get('to') === model.get('to'))) columnLinks.items.push(entry())
    }
    return `pages/${name()}.yaml copied from ${modelFile}, added to the menu group "${group.get('label')}" and the footer`
  },

  "the home page's sections in another order, one section fewer elsewhere"(site) {
    const home = site.pageAt('/')
    const sections = home && site.doc(home).get('sections')
    if (!isSeq(sections)) return undefined
    const hero = sections.items.findIndex((s) => isMap(s) && s.get('type') === 'hero')
    sections.items.splice(hero + 1, Infinity, ...sections.items.slice(hero + 1).reverse())
    // A section without an id cannot be the target of a link, so it can go.
    const removable = site
      .sections()
      .find(({ file, section }) => file !== home && !section.has('id') && ['cards', 'stats', 'features'].includes(String(section.get('type'))))
    if (removable) {
      const list = site.doc(removable.file).get('sections') as YAMLSeq
      list.items.splice(list.items.indexOf(removable.section), 1)
    }
    return `home page sections after the hero reversed${removable ? `; a ${removable.section.get('type')} section removed from ${removable.file}` : ''}`
  },

  'FAQ items removed and added'(site) {
    const faqs = site.sections('faq')
    for (const { section } of faqs) {
      const items = section.get('items') as YAMLSeq
      if (items.items.length > 2) items.items.shift()
      items.items.push(
        site.config.createNode({ question: 'Do you offer evening appointments?', answer: 'Yes, on weekdays by arrangement. Call us to set a time.' }),
      )
    }
    return faqs.length ? `${faqs.length} FAQ sections: first question removed, one added` : undefined
  },

  'another popular plan'(site) {
    const sections = site.sections('plans')
    for (const { section } of sections) {
      const plans = itemsOf(section.get('items')).filter(isMap)
      const popular = plans.findIndex((p) => p.get('popular') === true)
      plans[popular]?.delete('popular')
      plans[(popular + 1) % plans.length]?.set('popular', true)
      if (section.has('popularLabel')) section.set('popularLabel', 'Best Value')
    }
    return sections.length ? `the popular plan moved in ${sections.length} plans sections` : undefined
  },

  'the 404 text'(site) {
    const file = site.pageAt('/404')
    if (!file) return undefined
    const page = site.doc(file)
    // Reworded from what is there, so the edit changes the page however often it runs.
    page.set('title', `${page.get('title')} (404)`)
    const hero = itemsOf(page.get('sections')).find((s) => isMap(s) && s.get('type') === 'hero')
    if (isMap(hero)) {
      hero.set('heading', `Sorry: ${hero.get('heading')}`)
      hero.set('text', `${hero.get('text') ?? ''} The address may be mistyped, or the page has moved.`.trim())
    }
    return 'the 404 page retitled and reworded'
  },

  'testimonials in another order, one added'(site) {
    const list = site.doc('testimonials.yaml').get('testimonials')
    if (!isSeq(list)) return undefined
    list.items.reverse()
    list.items.push(
      site.config.createNode({
        name: 'Maria Gonzales',
        title: 'Owner, Gonzales Bakery',
        content: 'They set up our payroll in a week and answer every question the same day.',
        rating: 4,
      }),
    )
    return `testimonials reversed, one added (${list.items.length} in all)`
  },
}

/** Applies every edit to the site in dir and returns one line per edit: what it did, or that it found nothing. */
export function applyEdits(dir: string): string[] {
  const site = new SiteFiles(dir)
  const lines = Object.entries(edits).map(([name, edit]) => {
    const done = edit(site)
    return done ? `✔ ${name}: ${done}` : `– ${name}: nothing to change in this site`
  })
  site.save()
  return lines
}
