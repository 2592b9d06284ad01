/** "Jan Kowalski"; the e-mail when both names are blank. */
export function advisorFullName(advisor: { firstName: string; surname: string; email: string }): string {
  return [advisor.firstName, advisor.surname].filter((part) => part.trim() !== '').join(' ') || advisor.email;
}
