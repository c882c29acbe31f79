import { formatINR } from "@/lib/pricing/money";

export function Price({ paise, className }: { paise: number; className?: string }) {
  return <span className={className}>{formatINR(paise)}</span>;
}
