/** A colour dot; decorative (the colour's name is always written next to it). Server- and client-safe. */
export function Swatch({ code, className = "size-6" }: { code: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border border-stone-400/70 shadow-inner ${className}`}
      style={{ backgroundColor: code }}
    />
  );
}
