#!/usr/bin/env node
// `npm start`: serves the guide on the bundled teaching scenario and prints where to open it.
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ configFile: 'vite.config.ts', server: { host: '127.0.0.1', port, strictPort: false } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
console.log(`\nturnchart guide: ${url}guide/\n(Ctrl+C to stop)\n`);
