import { Image } from "@/components/ui/image";
import Link from "next/link";
import { categoryPath } from "@/lib/catalog/paths";
import type { CategoryFacet } from "@/lib/catalog/facets";

/** Every category as a picture tile, each opening its page. */
export function CategoryGrid({ categories }: { categories: readonly CategoryFacet[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-12">
      <h2 id="categories-title" className="mb-5 text-lg font-bold tracking-tight sm:mb-6 sm:text-2xl">
        Shop by Category
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={categoryPath(category.slug)} className="category-tile group">
              <span className="relative block aspect-square bg-stone-100">
                {category.image ? (
                  <Image
                    src={category.image}
                    alt=""
                    fill
                    sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                    className="zoom-on-hover"
                  />
                ) : null}
              </span>
              <span className="flex items-center justify-between gap-2 px-3 py-3">
                <span className="text-sm font-semibold text-ink sm:text-base">{category.name}</span>
                <span className="text-xs text-ink-muted">
                  {category.productCount}
                  <span className="sr-only"> products</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
