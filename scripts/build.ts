// `npm run build`: the pages (React Router's build: build/client for browsers, build/server for their
// server rendering) and the server's programs (build/app, scripts/build-server.ts), so that production
// runs plain `node` with no compiler. `--if-changed` (`npm start`) builds only when something the
// build reads differs from what the last build read: a hash of all of it is kept in build/.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, PROGRAMS } from './build-server.ts';
import { compressAssets } from './compress-assets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'build', 'sources.sha256');

/** What the build reads: every file here or under a folder here (tests aside), by its contents. */
const SOURCES = [
  'src',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourcesHash(): string {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    const full = path.join(root, relative);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(path.join(relative, name));
    } else if (!isTest(relative)) {
      hash.update(`${relative}\0`);
      hash.update(readFileSync(full));
      hash.update('\0');
    }
  };
  for (const source of SOURCES) add(source);
  return hash.digest('hex');
}

/** The files a start needs, all there: a removed one is built again even with the sources unchanged. */
const outputs = () => [
  path.join(root, 'build', 'server', 'index.js'),
  ...Object.keys(PROGRAMS).map((name) => path.join(root, 'build', 'app', `${name}.js`)),
];

const hash = sourcesHash();
if (process.argv.includes('--if-changed')) {
  const last = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (last === hash && outputs().every((file) => existsSync(file))) {
    console.log('The build is up to date with the sources: not building again.');
    process.exit(0);
  }
}

// A build stopped halfway leaves no stamp, so the next start builds again.
rmSync(stampFile, { force: true });
// React Router's own command, as its package names it (`react-router build`).
const reactRouterPackage = createRequire(import.meta.url).resolve('@react-router/dev/package.json');
const reactRouter = path.join(path.dirname(reactRouterPackage), 'bin.js');
execFileSync(process.execPath, [reactRouter, 'build'], { cwd: root, stdio: 'inherit' });
await compressAssets(path.join(root, 'build', 'client'));
await buildServer(root);
writeFileSync(stampFile, `${hash}\n`);
console.log(`built the server's programs in ${path.relative(process.cwd(), path.join(root, 'build', 'app'))}`);
