import { z } from 'zod';

/**
 * Building blocks of the settings slices (`modules/<module>/<module>.config.ts`, composed by config.ts):
 * the shared zod parsers of environment variables and the error a bad value ends the start with.
 */
export const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const positiveGrosze = z.coerce.number().int().positive();
/** A duration in ms between `min` and `max` (README.md "Configuration"). */
export const ms = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
