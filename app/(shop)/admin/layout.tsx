import type { Metadata } from "next";
import { AdminSidebar } from "@/components/admin/admin-sidebar";

export const metadata: Metadata = { robots: { index: false, follow: false } };

// The back office's frame: the sidebar and the page. Each page checks for an admin on the server
// (requireAdminPage) before it reads anything; this frame shows nothing but links.
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
      <aside className="lg:pt-1">
        <AdminSidebar />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
