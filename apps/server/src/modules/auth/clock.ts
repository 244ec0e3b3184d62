/**
 * What time it is. Passed in rather than read from `Date.now()` so tests can move time (idle and
 * total session limits, throttling windows) without sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
