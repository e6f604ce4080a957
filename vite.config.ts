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
            // headers cost more than its few hundred bytes): measured 156 -> 145 KB of script on /.
            { name: 'icons', test: /lucide-react/, priority: 3 },
          ],
        },
      },
    },
  },
});
