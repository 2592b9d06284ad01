/**
 * Spec section 5: a decimal input accepts a comma or a dot and keeps at most 2 decimals. What is typed is kept as typed
 * (the comma stays a comma), minus anything that cannot be part of such a number: letters, a second separator, a third
 * decimal.
 */
export function sanitizeDecimalInput(value: string): string {
  const cleaned = value.replace(/[^\d.,]/g, '');
  const separatorIndex = cleaned.search(/[.,]/);
  if (separatorIndex === -1) return cleaned;
  const integer = cleaned.slice(0, separatorIndex);
  const fraction = cleaned
    .slice(separatorIndex + 1)
    .replace(/[.,]/g, '')
    .slice(0, 2);
  return `${integer}${cleaned.charAt(separatorIndex)}${fraction}`;
}

/**
 * Where the caret goes after a formatter added or removed spaces: after the same number of significant (non-space)
 * characters as before it.
 */
export function caretAfterFormatting(formatted: string, significantBefore: number): number {
  let position = 0;
  let count = 0;
  while (position < formatted.length && count < significantBefore) {
    if (formatted.charAt(position) !== ' ') count += 1;
    position += 1;
  }
  return position;
}
