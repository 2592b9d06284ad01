// Spec sections 5 and 7: the invitation forms (offers, KYC requests) take e-mails separated by semicolons.

/**
 * The entries of an e-mail list field as typed: split on semicolons, empty entries (a trailing semicolon) dropped, repeats
 * (in any case) kept once, the first time.
 */
export function emailEntries(value: string): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const entry of value.trim().split(';')) {
    const key = entry.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}
