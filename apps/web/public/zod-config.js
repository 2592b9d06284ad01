// Zod 4 reads its settings from globalThis.__zod_globalConfig. `jitless`: parse without compiling parsers through
// `new Function`, which the app's Content Security Policy forbids anyway (no 'unsafe-eval'); without it, building the first
// schema probes for eval and the browser reports a CSP violation. Loaded by index.html before the app's modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
