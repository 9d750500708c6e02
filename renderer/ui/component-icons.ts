// The icons components draw on their own (not named in site/): check marks, chevrons, the menu and
// close buttons, stars. They are in every page's icon set (renderer/build/site-plugin.ts).
export const componentIcons = [
  'arrow-up',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'clock',
  'info',
  'map-pin',
  'menu',
  'phone',
  'star',
  'x',
] as const

export type ComponentIconName = (typeof componentIcons)[number]
