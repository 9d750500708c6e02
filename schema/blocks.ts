// The building blocks several section types (or the site's header and footer) share: an icon, a button,
// a card, a figure, a way to reach the firm. A block only one type uses lives in that type's folder
// (renderer/sections/<type>/definition.ts).
import { iconNames } from './icons.ts'
import { flag, object, oneOf, refField, text, strings, type Json } from './schema-parts.ts'

export const linkTarget = text(
  'Goes to',
  'Where the link goes: a page path (/book), a section of this page (#services), a section of another page (/tax-services#faq), a full web address (https://…), tel: or mailto:, or a {{reference}} to one of them.',
  '/book',
  { pattern: '^(/|#|https?://|tel:|mailto:|\\{\\{)' },
)

export const icon = refField('Icon', 'A small picture from the icon set, shown beside the words.', 'Icon')

/** A button or link a block may end with. */
export const link = refField('Link', 'A button or text link, if any.', 'Action')

export const sharedBlocks: Record<string, Json> = {
  Icon: oneOf('Icon', 'An icon from the closed set of icon names.', iconNames, 'calculator'),

  Action: object(
    'Button or link',
    'A link shown as a button or a text link.',
    {
      label: text('Button words', 'The words on the button.', 'Book Appointment'),
      to: linkTarget,
      variant: oneOf(
        'Look',
        'How the button looks: primary (filled), secondary (light), outline, or link (plain text).',
        ['primary', 'secondary', 'outline', 'link'],
        'primary',
      ),
      icon,
      newTab: flag('Opens in a new tab', 'Open in a new browser tab. Web addresses on other sites open in a new tab unless this is false.'),
    },
    ['label', 'to'],
    { label: 'Book Appointment', to: '/book', variant: 'primary' },
  ),

  Card: object(
    'Card',
    'A card with an optional icon, a title, text, an optional big value and an optional link.',
    {
      icon,
      value: text('Big figure', 'A short figure or date shown large on the card.', 'Apr 15'),
      title: text('Title', 'The title of the card.', 'Accuracy Guarantee'),
      text: text('Text', 'The text of the card.', 'We pay penalties and interest caused by our own errors.'),
      link,
    },
    ['title'],
    { icon: 'shield-check', title: 'Accuracy Guarantee', text: 'We pay penalties and interest caused by our own errors.' },
  ),

  Stat: object(
    'Figure',
    'A statistic: a figure written as text and its label.',
    {
      value: text('Figure', 'The figure, written as it should appear.', '1,700+'),
      label: text('What it counts', 'What the figure counts.', 'Clients Served'),
      icon,
    },
    ['value', 'label'],
    { value: '1,700+', label: 'Clients Served' },
  ),

  ContactItem: object(
    'Way to reach the firm',
    'One way to reach the firm: icon, label, lines of text and an optional link.',
    {
      icon,
      label: text('Label', 'What this is (Phone, Email, Address).', 'Phone'),
      lines: strings('Lines of text', 'The lines shown, usually {{references}} to firm facts.', ['{{firm.phones.tollFree}}']),
      link,
    },
    ['label', 'lines'],
    { icon: 'phone', label: 'Phone', lines: ['{{firm.phones.tollFree}}'] },
  ),
}
