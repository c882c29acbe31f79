// Addresses of the catalogue's pages, shared by pages, links, JSON-LD and the sitemap.

/** A category's page, by its slug (an id also works there: the page redirects it to the slug's address). */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}
