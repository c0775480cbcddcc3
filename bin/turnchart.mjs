#!/usr/bin/env node
// The `turnchart` command. The CLI is TypeScript run through tsx (a runtime dependency), so there
// is no build step; src/cli/main.ts is found next to this file, whatever the working directory.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/main.ts', import.meta.url).href);
