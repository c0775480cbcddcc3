/**
 * The `turnchart` executable (bin/turnchart.mjs, `npm run turnchart`): binds the CLI to the
 * process and to the registry of rulesets. It is the CLI's composition root, the one file of
 * src/cli that may import the registry; everything else is in run.ts, which tests call in-process.
 */
import { RULESETS } from '../../machines/rulesets.ts';
import { processIo } from './io.ts';
import { runCli } from './run.ts';

process.exitCode = await runCli(process.argv.slice(2), processIo(), { rulesets: RULESETS });
