/**
 * The params `next build` prerenders for a dynamic catalogue route. With Cache Components Next
 * refuses an empty list, so a shop with no products or categories yet builds one placeholder
 * path instead; the page answers it with 404, like any unknown id.
 */
export function prebuilt<K extends string>(key: K, values: string[]): Record<K, string>[] {
  return (values.length > 0 ? values : ["__placeholder__"]).map((value) => ({ [key]: value }) as Record<K, string>);
}
