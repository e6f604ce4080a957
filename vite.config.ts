import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page draws a dozen icons; one chunk of them instead of a request each (each file's
            // headers cost more than its few hundred bytes).
            { name: 'icons', test: /lucide-react/, priority: 3 },
            // React Router (and React, which it imports) in a file of their own: they change only with an
            // upgrade, so a phone keeps them cached across the shop's releases.
            { name: 'router', test: /node_modules\/react-router\//, priority: 4 },
            // The page frame root.tsx draws on every page (header, footer, notices, the hosts of what
            // loads later) with everything they import: one file, not some twenty of about a kilobyte
            // each, half of each its headers. Only what every page loaded already goes in (root's static
            // imports; what they load on demand stays apart).
            // The uploaded pictures' addresses go with the cards that draw them (the product page's gallery
            // reads them too, and loads the cards for its related products anyway): a file of their own
            // would be one more request on every page of cards for a few hundred bytes.
            {
              name: 'ProductCard',
              test: /src\/(web\/shop\/components\/ProductCard\.tsx|domain\/product-pictures\.ts)$/,
              priority: 1,
            },
            {
              name: 'shell',
              test: /src\/web\/(common\/components\/Notices\.tsx|common\/lib\/klaviyo\.ts|shop\/components\/(Footer|Header|NotFoundPage|SideCartHost|SitePopups|ThirdPartyScripts|account\/LoginModalHost)\.tsx|shop\/lib\/card-actions\.ts)$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
