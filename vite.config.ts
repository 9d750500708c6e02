import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sitePlugin } from './renderer/build/site-plugin.ts'

export default defineConfig({
  root: 'renderer',
  publicDir: false,
  plugins: [react(), tailwindcss(), sitePlugin()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2023',
    manifest: true,
    modulePreload: { polyfill: false },
  },
})
