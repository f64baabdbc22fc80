/**
 * This process's place in its life, for the readiness check and the shutdown (main.ts): once
 * draining, /api/ready answers 503 so that a load balancer sends new work elsewhere, while requests
 * already in flight finish.
 */
export class Lifecycle {
  draining = false;
}
