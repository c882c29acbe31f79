import type { Config } from "tailwindcss";

// Tailwind 4 reads this through `@config` in app/globals.css: the shop's palette and type.
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#fbf6ef",
          100: "#f4e8d6",
          200: "#e8cfa9",
          500: "#b5651d",
          600: "#9a4f12",
          700: "#7a3d0f",
          900: "#3d1f08",
        },
        ink: { DEFAULT: "#1f1a17", muted: "#5c524b" },
      },
      fontFamily: {
        sans: ["var(--font-inter)", "ui-sans-serif", "system-ui", "sans-serif"],
      },
    },
  },
} satisfies Config;
