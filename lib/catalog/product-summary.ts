// What a product card needs: one image, the name and the lowest price.
export type ProductSummary = {
  id: string;
  slug: string;
  name: string;
  minPricePaise: number;
  inStock: boolean;
  ratingAverage: number;
  ratingCount: number;
  image: { url: string; alt: string; width: number; height: number } | null;
};
