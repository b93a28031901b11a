/** Where the server reads the time, so tests can move it instead of waiting (DESIGN.md: services take a clock). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
