import { cacheLife } from "next/cache";
import { FooterBody } from "./footer-body";

/** The year of the copyright line, kept with the cached page (a day at most out of date). */
async function currentYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function SiteFooter() {
  return <FooterBody year={await currentYear()} />;
}
