import { backtestUsage, loadCommandSales, parseBacktestArgs, runBacktestCommand } from './backtest/backtest-command';

/**
 * `npm run backtest -- FILE.csv [--until YYYY-MM-DD] [--to YYYY-MM-DD] [--json]` and
 * `npm run backtest -- --seed [SIZE]`: the valuation model's accuracy on sales held out by
 * time, beside a plain baseline (shared/valuation/README.md).
 */
let command;
try {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(backtestUsage);
    process.exit(0);
  }
  command = parseBacktestArgs(process.argv.slice(2), process.env.NOW ? new Date(process.env.NOW) : new Date());
} catch (error) {
  console.error(`${(error as Error).message}\n\n${backtestUsage}`);
  process.exit(1);
}
const log = (line: string) => (command.json ? console.error(line) : console.log(line));
try {
  const report = runBacktestCommand(command, loadCommandSales(command), (line) =>
    line.startsWith('{') ? console.log(line) : log(line),
  );
  if (report.count === 0) process.exitCode = 1;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
