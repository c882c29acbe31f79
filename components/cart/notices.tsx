/** What the server changed on its own (a size sold out, a quantity lowered to the stock). */
export function Notices({ notices }: { notices: readonly string[] }) {
  return (
    <div role="status" aria-live="polite">
      {notices.length > 0 ? (
        <ul className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
