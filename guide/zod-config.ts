import { z } from 'zod';

// The page's Content Security Policy forbids eval: zod must not try its compiled parsers (its probe
// would be reported as a blocked eval in the console). Imported before any ruleset (all use zod) loads.
z.config({ jitless: true });
