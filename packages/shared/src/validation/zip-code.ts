/** Polish zip code 'NN-NNN' (spec section 5). */
export function isValidZipCode(value: string): boolean {
  return /^\d{2}-\d{3}$/.test(value);
}
