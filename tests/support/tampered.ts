/** The key with its last character changed to a different one (for keys compared as strings, not decoded). */
export function tampered(secret: string): string {
  return `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
}
