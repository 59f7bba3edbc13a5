/* eslint-disable @typescript-eslint/no-unused-vars -- a type fixture: its names exist to pin the published types, and are never read at run time */
/** True only when A and B are the same type (`any` equals nothing but `any`). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when its type argument is `true`. */
export declare function exact<Same extends true>(): void;
