// The shop's pages; the header and footer around them are the root layout's.
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}
