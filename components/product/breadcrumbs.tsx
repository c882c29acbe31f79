import { IntentLink } from "@/components/ui/intent-link";

export type Crumb = { name: string; href: string };

/** Where the page sits: the last step is the page itself. */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <IntentLink href={crumb.href} className="inline-flex min-h-6 items-center rounded-sm hover:text-brand-700 hover:underline">
              {crumb.name}
            </IntentLink>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
