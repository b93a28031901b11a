/**
 * Whether this process has begun to shut down. Set first thing on SIGTERM (runtime/serve.ts), so
 * /api/ready answers 503 and the balancer takes the host out while requests in flight still finish.
 */
export class ShutdownState {
  private began = false;

  begin(): void {
    this.began = true;
  }

  get shuttingDown(): boolean {
    return this.began;
  }
}
