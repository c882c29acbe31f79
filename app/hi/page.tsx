import type { Metadata } from "next";
import { HomeView, homeMetadata } from "@/components/home/home-view";

// The home page in Hindi.

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata("hi");
}

export default function HindiHomePage() {
  return <HomeView locale="hi" />;
}
