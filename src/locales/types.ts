import type zh from './zh';

/** The shape every language must fill completely: the type checker finds a missing English key. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof zh>;
