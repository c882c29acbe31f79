// Auth.js's logger. A refused login is expected, not an error: verifyCredentials has already
// written its one line, so Auth.js's CredentialsSignin report (with its stack) is dropped.
export const authLogger = {
  error(error: Error) {
    if ((error as { type?: string }).type === "CredentialsSignin") return;
    console.error(error);
  },
};
