import { categoryPath } from "@/lib/paths";
import type { CategoryFacet } from "@/lib/catalog/facets/facets";
import { CategoryTile } from "./category-tile";

/** Every category as a picture tile, each opening its page. */
export function CategoryGrid({ categories, title }: { categories: readonly CategoryFacet[]; title: string }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-12">
      <h2 id="categories-title" className="mb-5 text-lg font-bold tracking-tight sm:mb-6 sm:text-2xl">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryTile
              href={categoryPath(category.slug)}
              name={category.name}
              image={category.image}
              productCount={category.productCount}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
