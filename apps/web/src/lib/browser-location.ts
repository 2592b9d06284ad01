// Full page navigations outside the router, behind one object so tests can watch them (`vi.spyOn(browserLocation, ...)`).
// The API client uses them where the spec asks for a page change from outside React (spec section 4, session on start-up):
// the whole in-memory state (queries, user data) must go with the session.

export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
