import type { Instrumentation } from "next";
import { databaseUnavailable } from "@/lib/db-errors";

// A page that failed because the database is away marks it so (lib/db-errors.ts): middleware.ts then
// answers the "back in a moment" page, with status 503, until the database answers again.
export const onRequestError: Instrumentation.onRequestError = (error) => {
  databaseUnavailable(error);
};
