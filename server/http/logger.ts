import type { LogLevel } from '../config';

export type LogFields = Record<string, unknown>;
export interface Logger {
  error(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/** One JSON object per line on stdout (stderr for errors): easy to grep and to ship. */
export function createLogger(level: LogLevel, write = (line: string, isError: boolean) =>
  (isError ? process.stderr : process.stdout).write(line + '\n')): Logger {
  const log = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields: LogFields = {}) => {
    if (rank[lvl] > rank[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }), lvl === 'error');
  };
  return { error: log('error'), warn: log('warn'), info: log('info'), debug: log('debug') };
}

/** The same logger, adding `fields` (a request id) to every line. */
export function withFields(logger: Logger, fields: LogFields): Logger {
  return {
    error: (msg, more) => logger.error(msg, { ...fields, ...more }),
    warn: (msg, more) => logger.warn(msg, { ...fields, ...more }),
    info: (msg, more) => logger.info(msg, { ...fields, ...more }),
    debug: (msg, more) => logger.debug(msg, { ...fields, ...more }),
  };
}
