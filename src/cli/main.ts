/**
 * The `turnchart` executable (bin/turnchart.mjs, `npm run turnchart`): binds the CLI to the
 * process. Everything else is in run.ts, which tests call in-process.
 */
import { processIo } from './io.ts';
import { runCli } from './run.ts';

process.exitCode = await runCli(process.argv.slice(2), processIo());
