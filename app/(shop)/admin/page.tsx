import { redirect } from "next/navigation";
import { ADMIN_HOME } from "@/components/layout/nav-links";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const instant = false;

export default async function AdminHome() {
  await requireAdminPage("/admin");
  redirect(ADMIN_HOME);
}
