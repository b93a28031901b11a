/** The part of a pino logger that background parts (bus, leader locks) write to; the app's logger fits. */
export interface ServerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Until the caller hands its logger over: warnings and errors still reach the console. */
export const consoleLog: ServerLog = {
  info: () => {},
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};
