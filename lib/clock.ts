// The server's clock, as one object so tests can set the time (vi.spyOn(clock, "now")) for rules
// that depend on it, such as the return window.
export const clock = { now: () => new Date() };
