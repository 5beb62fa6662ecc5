import { spawn } from 'node:child_process';

/**
 * `npm test`'s checks, side by side: `tsx infra/tools/run-side-by-side.ts typecheck lint` runs
 * `npm run typecheck` and `npm run lint` at once and prints each one's output whole, under its
 * name, when it ends; it fails when either fails. Each check keeps one core busy, so on a
 * two-core machine the pair takes the longer one's time instead of their sum (about a minute
 * less here). Hand-written: `concurrently`'s current major needs Node 22, and interleaved output
 * is what we do not want; this is a spawn and a wait.
 */
const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: tsx infra/tools/run-side-by-side.ts <npm script>...');
  process.exit(2);
}

function run(script: string): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { shell: process.platform === 'win32' });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const outcome = code === 0 ? 'passed' : `failed (${signal ? `stopped by ${signal}` : `exit ${code}`})`;
      console.log(`== npm run ${script}: ${outcome} in ${seconds} s`);
      if (text) console.log(text);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
// Not process.exit: the printed output is flushed first, also through a pipe.
process.exitCode = codes.find((code) => code !== 0) ?? 0;
