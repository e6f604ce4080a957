import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** The lucide icons a folder's files import by name ('PackageCheck'). */
function iconsUnder(dir: string, skip?: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (path === skip) continue;
    if (statSync(path).isDirectory()) {
      for (const name of iconsUnder(path, skip)) names.add(name);
      continue;
    }
    if (!/\.tsx?$/.test(entry)) continue;
    for (const m of readFileSync(path, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
      for (const part of m[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
  }
  return names;
}

/**
 * The icons only the counter draws, as lucide's files name them ('package-check'): they go in a chunk
 * of their own, so a shopper's first page does not carry the back office's icons. An icon whose file
 * is not found under that name stays in the shared chunk.
 */
function counterOnlyIcons(): RegExp {
  const counter = iconsUnder('src/web/counter');
  const elsewhere = iconsUnder('src/web', 'src/web/counter');
  const files = [...counter]
    .filter((name) => !elsewhere.has(name))
    .map((name) =>
      name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([a-zA-Z])(\d)/g, '$1-$2')
        .toLowerCase(),
    )
    .filter((file) => existsSync(`node_modules/lucide-react/dist/esm/icons/${file}.mjs`))
    .sort();
  return new RegExp(`lucide-react/dist/esm/icons/(${files.join('|')})\\.mjs$`);
}

const COUNTER_ICONS = counterOnlyIcons();

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
            // The counter's own icons in a file of their own (below the shared icons, which keep lucide's
            // common code that both import).
            { name: 'icons', test: (id: string) => /lucide-react/.test(id) && !COUNTER_ICONS.test(id), priority: 3 },
            { name: 'counter-icons', test: COUNTER_ICONS, priority: 2 },
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
