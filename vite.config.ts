import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sitePlugin } from './renderer/build/site-plugin.ts'

export default defineConfig({
  root: 'renderer',
  publicDir: false,
  // The site plugin reads site/, or the copy SITE_DIR names (schema/load-site.ts).
  plugins: [react(), tailwindcss(), sitePlugin()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2023',
    manifest: true,
    // The first load's modules are all listed in the page (scripts/build/route-modules.ts). Vite's lists
    // of what each lazy chunk imports, written into the entry for every page and section, cost every
    // route half a kilobyte for little: a page reached later needs its data and its sections, whose
    // own imports are loaded already.
    modulePreload: false,
    rollupOptions: {
      // The editor's page imports the API's contract (server/editor/contract.ts) for its constants and
      // types: the TypeBox schemas beside them, which only the server reads, are dropped from its bundle.
      treeshake: { manualPureFunctions: ['Type'] },
      output: {
        // Every page needs React, the router and the shared UI pieces: two files instead of a dozen
        // small ones compress better and cost fewer requests.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/ },
            // Form fields and the request helper stay with the sections that send, not on every page.
            { name: 'ui', test: /renderer[\\/](ui[\\/](?!FormControl)|site-context)|node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
})
