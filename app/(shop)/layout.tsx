// The shop's pages; the header and footer around them are the root layout's.
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    // tabIndex -1: the header's "Skip to content" moves focus here, not just the scroll.
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      {children}
    </main>
  );
}
