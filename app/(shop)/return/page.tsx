import { redirect } from "next/navigation";

// The return screen needs an order id; without one, home (as the spec says).
export default function ReturnWithoutId() {
  redirect("/");
}
