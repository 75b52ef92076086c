/**
 * The shape of every random token we hand out (session cookies, mailed links, Google
 * flows): base64url, 20 to 100 characters. Anything else is not ours and is not looked
 * up at all.
 */
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

export function isTokenShaped(value: string): boolean {
  return value.length <= 100 && TOKEN_SHAPE.test(value);
}

/** A token from a form field or a query parameter, or "" when absent or not shaped like ours. */
export function tokenOf(value: FormDataEntryValue | string | null | undefined): string {
  return typeof value === "string" && isTokenShaped(value) ? value : "";
}
