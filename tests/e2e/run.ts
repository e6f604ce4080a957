// Runs the journeys' groups (the projects of vitest.e2e.config.ts) side by side, each in a vitest of its
// own against a store of its own, and fails when any fails. Arguments go to every group (a file name
// picks the journeys to run; a group with none of them then passes empty). Without arguments a group
// that finds no journeys fails, as a lone vitest would.
import { spawn } from 'node:child_process';
import config from '../../vitest.e2e.config.ts';

const groups = (config.test?.projects ?? []).map((project) => {
  const name = typeof project === 'object' && 'test' in project ? project.test?.name : undefined;
  if (typeof name !== 'string') throw new Error('each journey group is an inline project with a name');
  return name;
});
const args = process.argv.slice(2);

function run(group: string): Promise<number> {
  const env = { ...process.env };
  // Each group writes its own JSON report in CI (.ci/summary.mjs adds up every report in the folder).
  if (env.CI) env.VITEST_JSON = (env.VITEST_JSON ?? 'test-results/e2e.json').replace(/\.json$/, `-${group}.json`);
  const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts'];
  const picked = args.length ? ['--passWithNoTests', ...args] : [];
  const child = spawn(process.execPath, [...vitest, '--project', group, ...picked], {
    env,
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(groups.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
