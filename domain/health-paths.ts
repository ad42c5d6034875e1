// The addresses a load balancer or process manager asks about the server, at the root where they
// expect them. In domain/, free of server code, because the service worker (sw.ts) must
// also know them, to leave them to the network.

/** Answers 200 while the process runs. */
export const LIVENESS_PATH = '/healthz';
/** Answers 200 only while the database answers and has every migration of this release. */
export const READINESS_PATH = '/readyz';

export const HEALTH_PATHS: readonly string[] = [LIVENESS_PATH, READINESS_PATH];
