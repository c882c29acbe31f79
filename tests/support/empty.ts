// Stands in for the `server-only` marker outside Next.js (Vitest runs server code directly).
export {};
