import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <Link href="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900">
        Go to home
      </Link>
    </main>
  );
}
