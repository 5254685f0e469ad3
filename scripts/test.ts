// `npm test`: the static checks and the client build side by side (as many at once as the machine has cores:
// each is one process on one core, and together they took half as long as one after another), then every vitest
// project. A failing check prints its output under its name and stops the run before vitest; arguments after
// `npm test --` go to vitest.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/local.ts';

interface Step {
  name: string;
  command: string;
}

interface Outcome {
  step: Step;
  code: number;
  output: string;
  seconds: number;
}

const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The typecheck script's commands each a step of its own (one source: package.json), then lint, knip and the build. */
const STEPS: Step[] = [
  ...scripts.typecheck.split(' && ').map((command) => ({ name: `typecheck: ${command.split(' ').slice(0, 3).join(' ')}`, command })),
  { name: 'lint', command: scripts.lint },
  { name: 'knip', command: scripts.knip },
  { name: 'build', command: scripts.build },
];

/** Runs a shell command in the repository, its output kept (not interleaved with the other steps'). */
function run(step: Step): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => resolve({ step, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Runs the steps, `slots` at a time, in the order given (the slowest first). */
async function runAll(steps: Step[], slots: number): Promise<Outcome[]> {
  const waiting = [...steps];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let step = waiting.shift(); step; step = waiting.shift()) {
      const outcome = await run(step);
      console.log(`${outcome.code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${outcome.seconds.toFixed(1)} s)`);
      outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, slots) }, worker));
  return outcomes;
}

const started = Date.now();
const dev = await run({ name: 'dev-vars', command: 'node scripts/dev-vars.ts' });
if (dev.code !== 0) {
  console.error(dev.output);
  process.exit(dev.code);
}
const outcomes = await runAll(STEPS, availableParallelism());
const failed = outcomes.filter((o) => o.code !== 0);
for (const o of failed) console.error(`\n── ${o.step.name} failed (${o.step.command}) ──\n${o.output}`);
console.log(`checks and build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed.length) {
  console.error(`\nnpm test stopped before vitest: ${failed.map((o) => o.step.name).join(', ')} failed.`);
  process.exit(1);
}
const vitest = spawn('vitest', ['run', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit', shell: false });
vitest.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
