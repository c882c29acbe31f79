import { connection } from "next/server";
import { ProductCard } from "@/components/catalog/product-card";
import { listTopProducts } from "@/lib/catalog/queries";

export default async function HomePage() {
  await connection();
  const bestSellers = await listTopProducts("purchased", 12);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-100 via-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">New festive edit</p>
          <h1 className="mt-3 max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">
            Kurtas woven for every day and every celebration
          </h1>
          <p className="mt-4 max-w-xl text-ink-muted">
            Cotton, silk and linen in sizes XS to XXL. Free shipping, cash on delivery and a 3-day replacement
            guarantee.
          </p>
        </div>
      </section>
      <section aria-labelledby="best-selling" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="best-selling" className="mb-6 text-2xl font-semibold tracking-tight">
          Best selling
        </h2>
        {bestSellers.length === 0 ? (
          <p className="text-ink-muted">No Item Found</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
            {bestSellers.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 4} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
