/**
 * The address of an account reached through its address (log-in, reset, a mailed link, an admin's
 * second step): only a class pupil has none, and no such path leads to one. Throws
 * rather than mail nobody.
 */
export function addressOf(user: { id: number; email: string | null }): string {
  if (user.email === null) throw new Error(`account ${user.id} is a class pupil's and has no address`);
  return user.email;
}
