// A promise rejected with no handler, or an exception nothing caught, is a bug: it is written to the
// log as one JSON line like any other error, and the process still ends with code 1 as Node would
// end it, so the supervisor restarts it instead of a half-broken server staying up.
import type { Logger } from './logger';

const described = (reason: unknown) => (reason instanceof Error ? reason.stack ?? String(reason) : String(reason));

export function logProcessFailures(logger: Logger, proc: NodeJS.Process = process): void {
  // The monitor only watches: Node still prints the exception and exits with code 1 after it.
  proc.on('uncaughtExceptionMonitor', (err, origin) => logger.error('uncaught exception', { origin, err: described(err) }));
  // A listener here replaces Node's own crash on an unhandled rejection, so it ends the process itself.
  proc.on('unhandledRejection', (reason) => {
    logger.error('unhandled rejection', { err: described(reason) });
    proc.exit(1);
  });
}
