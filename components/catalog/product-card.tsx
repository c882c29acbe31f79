import Image from "next/image";
import Link from "next/link";
import type { ProductSummary } from "@/lib/catalog/product-summary";
import { Price } from "@/components/ui/price";

export function ProductCard({ product, priority }: { product: ProductSummary; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white transition hover:shadow-md">
      <div className="relative aspect-[4/5] bg-stone-100">
        {product.image ? (
          <Image
            src={product.image.url}
            alt={product.image.alt}
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            className="object-cover transition duration-300 group-hover:scale-[1.03]"
            priority={priority}
          />
        ) : null}
        {!product.inStock ? (
          <span className="absolute left-2 top-2 rounded bg-ink/85 px-2 py-0.5 text-xs font-medium text-white">
            Out of stock
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium leading-snug">
          <Link href={`/product/${product.id}`} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto text-sm text-ink-muted">
          Starting from <Price paise={product.minPricePaise} className="font-semibold text-ink" />
        </p>
      </div>
    </article>
  );
}
