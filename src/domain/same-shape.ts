/** `true` when two types are the same shape: a schema's inferred type and the domain's own. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
