// Generated from schema/site.schema.json by `npm run gen:types`. Do not edit.
import type { InlineText } from '../inline-text.ts'

/**
 * An icon from the closed set of icon names.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Icon".
 */
export type Icon = ("arrow-right" | "award" | "badge-check" | "banknote" | "bell" | "book-open" | "briefcase" | "building" | "building-2" | "calculator" | "calendar" | "calendar-check" | "car" | "chart-column" | "chart-line" | "chart-pie" | "circle-check" | "circle-dollar-sign" | "circle-x" | "clipboard-list" | "clock" | "coins" | "cpu" | "dollar-sign" | "factory" | "file-check" | "file-search" | "file-text" | "gavel" | "gift" | "globe" | "graduation-cap" | "hammer" | "hand-coins" | "handshake" | "hard-hat" | "heart" | "heart-handshake" | "house" | "info" | "landmark" | "laptop" | "layers" | "leaf" | "lightbulb" | "lock" | "mail" | "map-pin" | "megaphone" | "network" | "package" | "percent" | "phone" | "piggy-bank" | "printer" | "receipt" | "refresh-cw" | "rocket" | "scale" | "search" | "send" | "server" | "shield" | "shield-check" | "shopping-cart" | "smile" | "sprout" | "star" | "stethoscope" | "store" | "target" | "thumbs-down" | "thumbs-up" | "timer" | "trending-up" | "triangle-alert" | "truck" | "user-check" | "users" | "wallet" | "warehouse" | "wrench" | "zap")
/**
 * What submitting the form does: post it to the firm, show an alert, or only log it.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "FormSubmit".
 */
export type FormSubmit = (PostSubmit | AlertSubmit | LogSubmit)
/**
 * A section of a page. `type` says which kind; each kind has its own fields.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Section".
 */
export type Section = (BannerSection | HeroSection | StatsSection | ChallengesSection | ServicesSection | CardsSection | ListsSection | PlansSection | BracketsSection | TimelineSection | CalendarSection | FaqSection | TestimonialsSection | CarouselSection | CtaSection | FormSection | ContactSection | LocationsSection | TeamSection | EmbedSection | RichTextSection)

/**
 * The contract for the files in site/. Generated from schema/site-schema.ts by `npm run gen:types`; do not edit.
 */
export interface SiteSchema {
[k: string]: unknown
}
/**
 * A link shown as a button or a text link.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Action".
 */
export interface Action {
/**
 * The words on the button.
 */
label: string
/**
 * Where the link goes: a page path (/book), a section of this page (#services), a section of another page (/tax-services#faq), a full web address (https://…), tel: or mailto:, or a {{reference}} to one of them.
 */
to: string
/**
 * How the button looks: primary (filled), secondary (light), outline, or link (plain text).
 */
variant?: ("primary" | "secondary" | "outline" | "link")
icon?: Icon
/**
 * Open in a new browser tab. Web addresses on other sites open in a new tab unless this is false.
 */
newTab?: boolean
}
/**
 * A card with an optional icon, a title, text, an optional big value and an optional link.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Card".
 */
export interface Card {
icon?: Icon
/**
 * A short figure or date shown large on the card.
 */
value?: string
/**
 * The title of the card.
 */
title: string
/**
 * The text of the card.
 */
text?: string
link?: Action
}
/**
 * A statistic: a figure written as text and its label.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Stat".
 */
export interface Stat {
/**
 * The figure, written as it should appear.
 */
value: string
/**
 * What the figure counts.
 */
label: string
icon?: Icon
}
/**
 * One way to reach the firm: icon, label, lines of text and an optional link.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ContactItem".
 */
export interface ContactItem {
icon?: Icon
/**
 * What this is (Phone, Email, Address).
 */
label: string
/**
 * The lines shown, usually {{references}} to firm facts.
 * 
 * @minItems 1
 */
lines: [string, ...(string)[]]
link?: Action
}
/**
 * A pain point and how the firm solves it.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Challenge".
 */
export interface Challenge {
icon?: Icon
/**
 * The problem the client has.
 */
problem: string
/**
 * How the firm solves it.
 */
solution: string
}
/**
 * A service card: icon, title, description, feature bullets and an optional button.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Service".
 */
export interface Service {
icon?: Icon
/**
 * The name of the service.
 */
title: string
/**
 * One or two sentences about the service.
 */
description: string
/**
 * The feature bullets of the card.
 * 
 * @minItems 1
 */
features?: [string, ...(string)[]]
link?: Action
}
/**
 * A titled list of short items.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ListGroup".
 */
export interface ListGroup {
/**
 * The list's title.
 */
title?: string
icon?: Icon
/**
 * How the bullets look: positive (check marks), negative (crosses) or neutral (dots).
 */
mood?: ("positive" | "negative" | "neutral")
/**
 * The items of the list.
 * 
 * @minItems 1
 */
items: [string, ...(string)[]]
}
/**
 * A pricing plan or package.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Plan".
 */
export interface Plan {
/**
 * The plan's name.
 */
name: string
/**
 * The price as shown, usually a {{reference}} to a price in site.yaml.
 */
price: string
/**
 * What the price is per.
 */
period?: string
/**
 * Who the plan is for.
 */
description?: string
/**
 * Highlight this plan as the most popular one.
 */
popular?: boolean
/**
 * A small label on the card.
 */
badge?: string
/**
 * What the plan includes.
 * 
 * @minItems 1
 */
features: [string, ...(string)[]]
action: Action
}
/**
 * A table of rates: column headings and rows of cells.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Table".
 */
export interface Table {
/**
 * The table's title.
 */
title: string
/**
 * A note under the table.
 */
caption?: string
/**
 * The column headings.
 * 
 * @minItems 1
 */
columns: [string, ...(string)[]]
/**
 * The rows; each row has one cell per column.
 * 
 * @minItems 1
 */
rows: [[string, ...(string)[]], ...([string, ...(string)[]])[]]
}
/**
 * One step of a timeline.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Step".
 */
export interface Step {
icon?: Icon
/**
 * The step's name.
 */
title: string
/**
 * What happens in this step.
 */
text: string
/**
 * When or how long.
 */
time?: string
}
/**
 * A month of the tax calendar and its dated items.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Month".
 */
export interface Month {
/**
 * The month's name.
 */
month: string
/**
 * The deadlines in this month.
 * 
 * @minItems 1
 */
items: [DatedItem, ...(DatedItem)[]]
}
/**
 * A deadline on a date.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "DatedItem".
 */
export interface DatedItem {
/**
 * The date as shown.
 */
date: string
/**
 * What is due.
 */
title: string
/**
 * More detail.
 */
text?: string
}
/**
 * A question and its answer.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Faq".
 */
export interface Faq {
/**
 * The question.
 */
question: string
/**
 * The answer.
 */
answer: string
}
/**
 * A client quote shown on the page.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Testimonial".
 */
export interface Testimonial {
/**
 * The client's name.
 */
name: string
/**
 * The client's title, role or business.
 */
role: string
/**
 * What the client said.
 */
content: string
/**
 * Initials shown in the avatar. Leave out to use the first letters of the name.
 */
initials?: string
/**
 * A highlighted result: a savings amount, a result or a metric.
 */
outcome?: {
/**
 * What the value is.
 */
label: string
/**
 * The value.
 */
value: string
}
/**
 * Stars out of 5. Leave out for 5.
 */
rating?: number
}
/**
 * A field of a form.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "FormField".
 */
export interface FormField {
/**
 * The field's name in the message sent (fullName, email, phone, subject, message, companyName, employeeCount, …).
 */
name: string
/**
 * The label shown to the visitor.
 */
label: string
/**
 * The kind of input.
 */
input: ("text" | "email" | "tel" | "number" | "textarea" | "select" | "checkbox" | "checkboxes" | "radio")
/**
 * The visitor must fill this field in.
 */
required?: boolean
/**
 * Hint text inside the empty field.
 */
placeholder?: string
/**
 * A note under the field.
 */
help?: string
/**
 * Height of a textarea in lines.
 */
rows?: number
/**
 * The most characters the field takes.
 */
maxLength?: number
/**
 * The browser autofill hint (name, email, tel, organization, off).
 */
autocomplete?: string
/**
 * The choices of a select, checkboxes or radio field.
 * 
 * @minItems 1
 */
options?: [FormOption, ...(FormOption)[]]
/**
 * The value chosen at first: an option value, or a list of them for checkboxes.
 */
default?: (string | string[])
/**
 * The value is sensitive (a Social Security Number): it is never sent anywhere or put in a web address.
 */
secret?: boolean
}
/**
 * One choice of a select, checkboxes or radio field.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "FormOption".
 */
export interface FormOption {
/**
 * The value sent or stored.
 */
value: string
/**
 * The words shown.
 */
label: string
}
/**
 * A toast notice: a title and a description.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Notice".
 */
export interface Notice {
/**
 * The notice's title.
 */
title: string
/**
 * The notice's text.
 */
description: string
}
/**
 * Send the form to the firm as a message.
 */
export interface PostSubmit {
/**
 * Send the form to the firm as a message.
 */
kind: "post"
/**
 * Where the message goes.
 */
endpoint: "/api/contact"
/**
 * The message subject, built from field values in {braces}. Leave out when the form has a subject field.
 */
subject?: string
success: Notice
failure: Notice
}
/**
 * Show a browser alert and send nothing.
 */
export interface AlertSubmit {
/**
 * Show a browser alert and send nothing.
 */
kind: "alert"
/**
 * The alert's text.
 */
message: string
}
/**
 * Only log the form on the browser console; nothing is sent and nothing is shown.
 */
export interface LogSubmit {
/**
 * Only log the form on the browser console.
 */
kind: "log"
}
/**
 * A person on the team.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "TeamMember".
 */
export interface TeamMember {
/**
 * Full name.
 */
name: string
/**
 * Job title.
 */
title: string
/**
 * A short biography.
 */
description: string
/**
 * Path of the photo inside site/ (it must exist).
 */
image: string
/**
 * What the photo shows, for people who cannot see it.
 */
alt: string
}
/**
 * A block of prose: an optional heading, paragraphs and bullets.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "TextBlock".
 */
export interface TextBlock {
/**
 * The block's heading.
 */
heading?: string
/**
 * Paragraphs of text. A link is written [words](/contact), bold **words**, italic *words*.
 * 
 * @minItems 1
 */
paragraphs?: [InlineText, ...(InlineText)[]]
/**
 * A bulleted list after the paragraphs, with links, bold and italic written as in paragraphs.
 * 
 * @minItems 1
 */
bullets?: [InlineText, ...(InlineText)[]]
}
/**
 * A thin strip at the top of the page with a sentence and a link, such as the phone banner.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "BannerSection".
 */
export interface BannerSection {
/**
 * Section type: banner. A thin strip at the top of the page with a sentence and a link, such as the phone banner.
 */
type: "banner"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading?: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The sentence.
 */
text: string
link?: Action
}
/**
 * The big opening of a page: a badge, the page's main heading, a description and buttons.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "HeroSection".
 */
export interface HeroSection {
/**
 * Section type: hero. The big opening of a page: a badge, the page's main heading, a description and buttons.
 */
type: "hero"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * A small label above the heading.
 */
badge?: string
/**
 * The description under the heading.
 */
text?: string
/**
 * The buttons.
 * 
 * @minItems 1
 */
actions?: [Action, ...(Action)[]]
/**
 * Short trust points under the buttons.
 * 
 * @minItems 1
 */
highlights?: [Card, ...(Card)[]]
/**
 * Small print under the buttons.
 */
note?: string
}
/**
 * A row of figures with labels.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "StatsSection".
 */
export interface StatsSection {
/**
 * Section type: stats. A row of figures with labels.
 */
type: "stats"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading?: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The figures.
 * 
 * @minItems 1
 */
items: [Stat, ...(Stat)[]]
}
/**
 * Pain points, each with the firm's solution.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ChallengesSection".
 */
export interface ChallengesSection {
/**
 * Section type: challenges. Pain points, each with the firm's solution.
 */
type: "challenges"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The label before each problem.
 */
problemLabel?: string
/**
 * The label before each solution.
 */
solutionLabel?: string
/**
 * The pain points.
 * 
 * @minItems 1
 */
items: [Challenge, ...(Challenge)[]]
}
/**
 * Service cards with icons, descriptions and feature bullets.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ServicesSection".
 */
export interface ServicesSection {
/**
 * Section type: services. Service cards with icons, descriptions and feature bullets.
 */
type: "services"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The service cards.
 * 
 * @minItems 1
 */
items: [Service, ...(Service)[]]
}
/**
 * A grid of cards: benefits, values, tips, resources, key dates or blurbs.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "CardsSection".
 */
export interface CardsSection {
/**
 * Section type: cards. A grid of cards: benefits, values, tips, resources, key dates or blurbs.
 */
type: "cards"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading?: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * Cards per row on wide screens.
 */
columns?: (2 | 3 | 4)
/**
 * The cards.
 * 
 * @minItems 1
 */
items: [Card, ...(Card)[]]
/**
 * Buttons under the cards.
 * 
 * @minItems 1
 */
actions?: [Action, ...(Action)[]]
}
/**
 * One or more titled lists of short items (deductions, platforms, business types, pros and cons), with an optional highlighted figure.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ListsSection".
 */
export interface ListsSection {
/**
 * Section type: lists. One or more titled lists of short items (deductions, platforms, business types, pros and cons), with an optional highlighted figure.
 */
type: "lists"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The lists, shown side by side.
 * 
 * @minItems 1
 */
groups: [ListGroup, ...(ListGroup)[]]
highlight?: Stat
}
/**
 * Pricing plans or packages; the popular one is highlighted.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "PlansSection".
 */
export interface PlansSection {
/**
 * Section type: plans. Pricing plans or packages; the popular one is highlighted.
 */
type: "plans"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The highlight on the popular plan.
 */
popularLabel?: string
/**
 * The plans.
 * 
 * @minItems 1
 */
items: [Plan, ...(Plan)[]]
/**
 * Buttons under the plans.
 * 
 * @minItems 1
 */
actions?: [Action, ...(Action)[]]
}
/**
 * Tables of tax rates and brackets.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "BracketsSection".
 */
export interface BracketsSection {
/**
 * Section type: brackets. Tables of tax rates and brackets.
 */
type: "brackets"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The tables.
 * 
 * @minItems 1
 */
tables: [Table, ...(Table)[]]
/**
 * A note under the tables.
 */
note?: string
}
/**
 * Numbered steps in order.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "TimelineSection".
 */
export interface TimelineSection {
/**
 * Section type: timeline. Numbered steps in order.
 */
type: "timeline"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The steps.
 * 
 * @minItems 1
 */
steps: [Step, ...(Step)[]]
/**
 * A note under the steps.
 */
note?: string
}
/**
 * A calendar of deadlines grouped by month.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "CalendarSection".
 */
export interface CalendarSection {
/**
 * Section type: calendar. A calendar of deadlines grouped by month.
 */
type: "calendar"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The months.
 * 
 * @minItems 1
 */
months: [Month, ...(Month)[]]
/**
 * A note under the calendar.
 */
note?: string
}
/**
 * Questions and answers that open and close.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "FaqSection".
 */
export interface FaqSection {
/**
 * Section type: faq. Questions and answers that open and close.
 */
type: "faq"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * Only one answer is open at a time.
 */
singleOpen?: boolean
/**
 * The questions.
 * 
 * @minItems 1
 */
items: [Faq, ...(Faq)[]]
}
/**
 * Client quotes written on the page.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "TestimonialsSection".
 */
export interface TestimonialsSection {
/**
 * Section type: testimonials. Client quotes written on the page.
 */
type: "testimonials"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The quotes.
 * 
 * @minItems 1
 */
items: [Testimonial, ...(Testimonial)[]]
}
/**
 * The rotating testimonials read from the server (site/testimonials.yaml).
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "CarouselSection".
 */
export interface CarouselSection {
/**
 * Section type: carousel. The rotating testimonials read from the server (site/testimonials.yaml).
 */
type: "carousel"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * Announced to screen readers while the quotes load.
 */
loadingLabel: string
/**
 * The label of the previous button.
 */
previousLabel: string
/**
 * The label of the next button.
 */
nextLabel: string
/**
 * The label of each dot; {n} is the quote's number.
 */
dotLabel: string
/**
 * Shown when the quotes could not be loaded.
 */
errorText: string
}
/**
 * A call to action: a heading, a sentence, buttons and optional trust tiles.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "CtaSection".
 */
export interface CtaSection {
/**
 * Section type: cta. A call to action: a heading, a sentence, buttons and optional trust tiles.
 */
type: "cta"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * A small label above the heading.
 */
badge?: string
/**
 * The sentence under the heading.
 */
text?: string
/**
 * The buttons.
 * 
 * @minItems 1
 */
actions: [Action, ...(Action)[]]
/**
 * Trust tiles under the buttons.
 * 
 * @minItems 1
 */
tiles?: [Card, ...(Card)[]]
}
/**
 * A form: its fields, its button and what submitting does.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "FormSection".
 */
export interface FormSection {
/**
 * Section type: form. A form: its fields, its button and what submitting does.
 */
type: "form"
/**
 * Anchor name of the form, so a button can scroll to it with #name.
 */
id: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The fields, in order.
 * 
 * @minItems 1
 */
fields: [FormField, ...(FormField)[]]
/**
 * The words on the submit button.
 */
submitLabel: string
submit: FormSubmit
}
/**
 * Ways to reach the firm: phone, fax, email, address, hours, each with an optional link.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ContactSection".
 */
export interface ContactSection {
/**
 * Section type: contact. Ways to reach the firm: phone, fax, email, address, hours, each with an optional link.
 */
type: "contact"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading?: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The ways to reach the firm.
 * 
 * @minItems 1
 */
items: [ContactItem, ...(ContactItem)[]]
/**
 * Buttons under the list.
 * 
 * @minItems 1
 */
actions?: [Action, ...(Action)[]]
}
/**
 * The firm's offices from site.yaml, each with its address, phone, hours and a map button.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "LocationsSection".
 */
export interface LocationsSection {
/**
 * Section type: locations. The firm's offices from site.yaml, each with its address, phone, hours and a map button.
 */
type: "locations"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The words on each office's map button.
 */
mapLabel: string
/**
 * The label before each office's phone.
 */
phoneLabel: string
/**
 * The label before each office's hours.
 */
hoursLabel: string
/**
 * Lines under the offices, such as the toll-free number and fax.
 * 
 * @minItems 1
 */
footer?: [ContactItem, ...(ContactItem)[]]
}
/**
 * Team member cards with photos.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "TeamSection".
 */
export interface TeamSection {
/**
 * Section type: team. Team member cards with photos.
 */
type: "team"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The people.
 * 
 * @minItems 1
 */
members: [TeamMember, ...(TeamMember)[]]
}
/**
 * Another site's page shown in a frame, such as the booking calendar.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "EmbedSection".
 */
export interface EmbedSection {
/**
 * Section type: embed. Another site's page shown in a frame, such as the booking calendar.
 */
type: "embed"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading?: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * The address of the page to show, usually {{firm.calendarUrl}}.
 */
src: string
/**
 * What the frame holds, for screen readers.
 */
title: string
/**
 * Height of the frame in pixels.
 */
height: number
}
/**
 * Prose: paragraphs and bullets under headings, for stories and legal pages.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "RichTextSection".
 */
export interface RichTextSection {
/**
 * Section type: rich-text. Prose: paragraphs and bullets under headings, for stories and legal pages.
 */
type: "rich-text"
/**
 * Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.
 */
id?: string
/**
 * A short label shown above the heading.
 */
eyebrow?: string
/**
 * The heading of the section.
 */
heading?: string
/**
 * A sentence or two under the heading.
 */
intro?: string
/**
 * Background of the section: plain (white), muted (light grey), brand (deep blue).
 */
tone?: ("plain" | "muted" | "brand")
/**
 * A date line shown under the heading.
 */
updated?: string
/**
 * The blocks of prose.
 * 
 * @minItems 1
 */
blocks: [TextBlock, ...(TextBlock)[]]
}
/**
 * An entry of the header menu: a link, or a group of entries.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "NavItem".
 */
export interface NavItem {
/**
 * The words shown.
 */
label: string
/**
 * Where the link goes: a page path (/book), a section of this page (#services), a section of another page (/tax-services#faq), a full web address (https://…), tel: or mailto:, or a {{reference}} to one of them.
 */
to?: string
/**
 * A small label beside the entry.
 */
badge?: string
/**
 * The entries inside this group.
 * 
 * @minItems 1
 */
children?: [NavItem, ...(NavItem)[]]
}
/**
 * A page of the site: its address, its metadata and its sections in order.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Page".
 */
export interface Page {
/**
 * The schema this file follows (for editors).
 */
$schema?: string
/**
 * The page's address on the site, starting with /.
 */
path: string
/**
 * The title in the browser tab and search results; the firm's name is added after it.
 */
title: string
/**
 * The summary search engines and social sites show (about 150 characters).
 */
description: string
/**
 * Search keywords for the page.
 * 
 * @minItems 1
 */
keywords?: [string, ...(string)[]]
/**
 * Keep this page out of search engines and the sitemap (for the 404 and confirmation pages).
 */
noindex?: boolean
/**
 * Show the cookie notice on this page.
 */
cookieNotice?: boolean
/**
 * The sections of the page, top to bottom.
 * 
 * @minItems 1
 */
sections: [Section, ...(Section)[]]
}
/**
 * An office of the firm.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "Office".
 */
export interface Office {
/**
 * The office's name.
 */
name: string
/**
 * Street address with suite.
 */
street: string
/**
 * City.
 */
city: string
/**
 * State, as two letters.
 */
region: string
/**
 * ZIP code.
 */
postalCode: string
/**
 * The office's phone number.
 */
phone: string
/**
 * A link to the office on a maps service.
 */
mapUrl: string
}
/**
 * site/site.yaml: the firm's facts, the header and footer, metadata defaults and shared interface strings.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "SiteConfig".
 */
export interface SiteConfig {
/**
 * The schema this file follows (for editors).
 */
$schema?: string
/**
 * Facts about the firm. Write each fact once here and refer to it elsewhere as {{firm.name}}.
 */
firm: {
/**
 * The firm's name.
 */
name: string
/**
 * The name the firm used before.
 */
formerName?: string
/**
 * The year the firm started.
 */
founded?: string
/**
 * The email address visitors write to.
 */
email: string
/**
 * The firm's numbers.
 */
phones: {
/**
 * The main toll-free number.
 */
tollFree: string
/**
 * The fax number.
 */
fax: string
}
/**
 * Opening hours: the days open and the times, shown on the pages and given to search engines.
 */
hours: {
/**
 * The days open: a day, or a range of days, or several separated by commas, written like Monday-Friday or Monday-Friday, Saturday. Search engines read the same days.
 */
days: string
/**
 * Opening time, written like 9:00 AM.
 */
opens: string
/**
 * Closing time, written like 5:30 PM.
 */
closes: string
/**
 * What weekends are.
 */
weekend: string
}
/**
 * The secure client portal.
 */
portalUrl: string
/**
 * The booking calendar shown on /book.
 */
calendarUrl: string
/**
 * A maps link for Get Directions.
 */
mapUrl: string
/**
 * The firm's review rating.
 */
rating: {
/**
 * Average stars.
 */
value: number
/**
 * Number of reviews.
 */
count: number
}
/**
 * The offices.
 * 
 * @minItems 1
 */
offices: [Office, ...(Office)[]]
/**
 * The firm's time zone, as the world's time zone list names it (America/Los_Angeles for California): a publication set for a date and time goes live at that time here. Without it, times are UTC.
 */
timeZone?: string
}
/**
 * Prices, referred to as {{prices.formation}}.
 */
prices?: {
[k: string]: string
}
/**
 * Figures used on several pages, referred to as {{figures.clients}}.
 */
figures?: {
[k: string]: string
}
/**
 * Defaults for every page's metadata.
 */
meta: {
/**
 * The site's address, used for canonical links and the sitemap.
 */
siteUrl: string
/**
 * Added after every page title.
 */
titleSuffix: string
/**
 * The language and region of the site.
 */
locale: string
/**
 * The picture social sites show, a path inside site/.
 */
image?: string
/**
 * How X (Twitter) shows a shared link.
 */
twitterCard?: ("summary" | "summary_large_image")
}
/**
 * The bar at the top of every page.
 */
header: {
/**
 * The name shown as the logo, linking home.
 */
logo: string
/**
 * What the logo link says to screen readers.
 */
logoLabel: string
/**
 * The menu entries.
 * 
 * @minItems 1
 */
menu: [NavItem, ...(NavItem)[]]
/**
 * The buttons at the right.
 * 
 * @minItems 1
 */
actions: [Action, ...(Action)[]]
/**
 * The label of the menu toggle on small screens when closed.
 */
openMenuLabel: string
/**
 * The label of the menu toggle when open.
 */
closeMenuLabel: string
}
/**
 * The block at the bottom of every page.
 */
footer: {
/**
 * A sentence about the firm.
 */
about: string
/**
 * Columns of links.
 * 
 * @minItems 1
 * 
 * Items: A column of footer links.
 */
columns: [{
/**
 * The column's heading.
 */
heading: string
/**
 * The links in the column.
 * 
 * @minItems 1
 */
links: [Action, ...(Action)[]]
}, ...({
/**
 * The column's heading.
 */
heading: string
/**
 * The links in the column.
 * 
 * @minItems 1
 */
links: [Action, ...(Action)[]]
})[]]
/**
 * Contact lines in the footer.
 * 
 * @minItems 1
 */
contact?: [ContactItem, ...(ContactItem)[]]
portal: Action
/**
 * The copyright line.
 */
copyright: string
}
/**
 * Interface words shared by every page.
 */
strings: {
/**
 * The link that lets keyboard users skip the menu.
 */
skipToContent: string
/**
 * The submit button while a form is sending.
 */
sending: string
/**
 * The floating button that scrolls back up.
 */
scrollToTop: string
/**
 * Told to screen readers on links that open a new tab.
 */
newTab: string
/**
 * Told after the label of a required field.
 */
required: string
/**
 * The label of close buttons.
 */
close: string
/**
 * The name of the notifications region; F8 moves there.
 */
notifications: string
/**
 * How a star rating is read out; {n} is the number of stars.
 */
rating: string
/**
 * The cookie notice.
 */
cookie: {
/**
 * The notice's title.
 */
title: string
/**
 * The notice's text.
 */
text: string
/**
 * The accept button.
 */
accept: string
/**
 * The decline button.
 */
decline: string
policy: Action
}
}
}
/**
 * A testimonial the server returns to the home page carousel.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ServerTestimonial".
 */
export interface ServerTestimonial {
/**
 * The client's name.
 */
name: string
/**
 * The client's title or business.
 */
title: string
/**
 * What the client said.
 */
content: string
/**
 * Stars out of 5; 5 when left out.
 */
rating?: number
}
/**
 * site/testimonials.yaml: the testimonials the server returns.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "TestimonialsFile".
 */
export interface TestimonialsFile {
/**
 * The schema this file follows (for editors).
 */
$schema?: string
/**
 * The testimonials, in the order shown.
 * 
 * @minItems 1
 */
testimonials: [ServerTestimonial, ...(ServerTestimonial)[]]
}
/**
 * A message sent to POST /api/contact by the contact form or the payroll quote form.
 * 
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ContactMessage".
 */
export interface ContactMessage {
/**
 * The visitor's full name.
 */
fullName: string
/**
 * The visitor's email address.
 */
email: string
/**
 * The visitor's phone number.
 */
phone: string
/**
 * The subject of the message.
 */
subject: string
/**
 * The message itself.
 */
message: string
/**
 * The company asking for a payroll quote.
 */
companyName?: string
/**
 * How many employees the company has.
 */
employeeCount?: ("1-5" | "6-10" | "11-25" | "26-50" | "51-100" | "100+")
}
