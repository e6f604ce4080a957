// After the pages' build: brotli and gzip copies of the client assets, served by @fastify/static's
// `preCompressed` to browsers that accept them (the first page's JavaScript goes over the wire small).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|map)$/;

async function* files(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Compresses every asset of `dir` worth it; says how many. */
export async function compressAssets(dir: string): Promise<void> {
  let count = 0;
  for await (const file of files(dir)) {
    const body = await readFile(file);
    if (body.length < 1024) continue;
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  console.log(`compressed ${count} assets in ${path.relative(process.cwd(), dir)}`);
}
