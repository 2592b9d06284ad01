// epic-stack habit: console.error in a test fails it (src/testing/setup.ts). A test that expects an error to be
// logged (React reports errors caught by an error boundary) says so with expectConsoleError().

let calls: unknown[][] = [];

export function recordConsoleError(...args: unknown[]): void {
  calls.push(args);
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return typeof value === 'string' ? value : String(value);
}

export function takeConsoleErrors(): string[] {
  const taken = calls.map((args) => args.map(describe).join(' '));
  calls = [];
  return taken;
}

/** Asserts that console.error was called with a message matching `pattern` and consumes those calls (only those). */
export function expectConsoleError(pattern: RegExp): void {
  const matches = (args: unknown[]) => pattern.test(args.map(describe).join(' '));
  const matching = calls.filter(matches);
  if (matching.length === 0) {
    throw new Error(`Expected console.error matching ${pattern}, got:\n${takeConsoleErrors().join('\n') || '(nothing)'}`);
  }
  calls = calls.filter((args) => !matches(args));
}
