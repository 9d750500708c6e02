// Types of the modules made by renderer/build/site-plugin.ts from site/.
declare module 'virtual:site-config' {
  export const config: import('../schema/generated/site-types.ts').SiteConfig
  export const icons: import('./page-module.ts').PageModule['icons']
  export const images: import('./page-module.ts').PageModule['images']
}
