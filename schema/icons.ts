// The closed set of icon names an editor may use in site/. The build draws each icon a page uses from
// lucide by the same name (renderer/build/site-plugin.ts), so only those icons reach the page.
export const iconNames = [
  'arrow-right', 'award', 'badge-check', 'banknote', 'bell', 'book-open', 'briefcase', 'building',
  'building-2', 'calculator', 'calendar', 'calendar-check', 'car', 'chart-column', 'chart-line',
  'chart-pie', 'circle-check', 'circle-dollar-sign', 'circle-x', 'clipboard-list', 'clock', 'coins',
  'cpu', 'dollar-sign', 'factory', 'file-check', 'file-search', 'file-text', 'gavel', 'gift', 'globe',
  'graduation-cap', 'hammer', 'hand-coins', 'handshake', 'hard-hat', 'heart', 'heart-handshake',
  'house', 'info', 'landmark', 'laptop', 'layers', 'leaf', 'lightbulb', 'lock', 'mail', 'map-pin',
  'megaphone', 'network', 'package', 'percent', 'phone', 'piggy-bank', 'printer', 'receipt',
  'refresh-cw', 'rocket', 'scale', 'search', 'send', 'server', 'shield', 'shield-check',
  'shopping-cart', 'smile', 'sprout', 'star', 'stethoscope', 'store', 'target', 'thumbs-down',
  'thumbs-up', 'timer', 'trending-up', 'triangle-alert', 'truck', 'user-check', 'users', 'wallet',
  'warehouse', 'wrench', 'zap',
] as const
