import { formatINR } from "@/lib/pricing";

export function Price({ paise, className }: { paise: number; className?: string }) {
  return <span className={className}>{formatINR(paise)}</span>;
}
