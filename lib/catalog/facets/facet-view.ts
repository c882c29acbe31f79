import type { CategoryFacet } from "./facets";

// The spec's category shape (/api/v1/products/category). Colours already have the spec's shape.

export function toCategoryView(category: CategoryFacet) {
  return {
    _id: category.id,
    id: category.id,
    name: category.name,
    slug: category.slug,
    image: category.image,
    productCount: category.productCount,
  };
}
