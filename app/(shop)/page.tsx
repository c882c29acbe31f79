import type { Metadata } from "next";
import { HomeView, homeMetadata } from "@/components/home/home-view";

// The home page in English; app/hi/page.tsx is the same page in Hindi (components/home/home-view.tsx).

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata("en");
}

export default function HomePage() {
  return <HomeView locale="en" />;
}
