"use client";

// What /search shows while the server renders it: the page's frame with grey placeholders. A client
// component though it has no state: its fallback is in the page's payload, shown or not, and a
// client component's is a reference, not its drawing (decision 059).

export function SearchSkeleton() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading products…
      </p>
      <div className="mb-5">
        <div className="h-8 w-56 animate-pulse rounded bg-stone-200 sm:h-9" />
        <div className="mt-2 h-4 w-24 animate-pulse rounded bg-stone-100" />
      </div>
      <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="hidden flex-col gap-3 md:flex" aria-hidden="true">
          {Array.from({ length: 10 }, (_, index) => (
            <div key={index} className="h-6 animate-pulse rounded bg-stone-100" />
          ))}
        </div>
        <div aria-hidden="true">
          <div className="mb-4 flex justify-between gap-3">
            <div className="h-11 w-28 animate-pulse rounded-lg bg-stone-100 md:invisible" />
            <div className="h-11 w-52 animate-pulse rounded-lg bg-stone-100" />
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="overflow-hidden rounded-lg border border-stone-200">
                <div className="aspect-[4/5] animate-pulse bg-stone-100" />
                <div className="space-y-2 p-3">
                  <div className="h-4 w-4/5 animate-pulse rounded bg-stone-200" />
                  <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
                  <div className="h-11 animate-pulse rounded-lg bg-stone-100" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
