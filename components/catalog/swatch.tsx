/** A colour dot; decorative (the colour's name is always written next to it). Server- and client-safe. */
export function Swatch({ code, className = "size-6" }: { code: string; className?: string }) {
  return <span aria-hidden="true" className={`swatch ${className}`} style={{ backgroundColor: code }} />;
}
