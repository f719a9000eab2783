/** The shape of a text object with every text widened to `string`: what the other language must fill. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
