import fc from 'fast-check';

/** JSON scalars of every kind, for fuzzed bodies: null, booleans, integers, doubles and strings. */
export const jsonScalars = [fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.string()] as const;
