/**
 * The creator dashboard's forms, by the intent each posts: signing in (signed out), and a
 * recommendation, accepting and releasing a request (signed in). The components post these names
 * and the page's action (routes/dashboard.server.ts) has one handler for each.
 */
export const DASHBOARD_INTENTS = {
  login: "login",
  recommend: "recommend",
  accept: "accept",
  release: "release",
} as const;
