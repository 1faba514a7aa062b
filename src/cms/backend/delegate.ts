/**
 * `inner` with `own` in place of some of its members: every other member (a method of Decap's backend interface,
 * or one a backend has beyond it, such as GitHub's notes) is the inner object's own, called on it. Decap checks
 * for optional methods by looking them up (`if (implementation.getMediaDisplayURL)`), so a member the inner
 * object lacks stays missing.
 */
export function delegate<T extends object>(inner: T, own: Readonly<Record<string, unknown>>): T {
  const bound = new Map<PropertyKey, unknown>();
  const names = new Set(Object.keys(own));
  const isOwn = (property: PropertyKey): property is string => typeof property === "string" && names.has(property);
  return new Proxy(inner, {
    get(target, property) {
      if (isOwn(property)) return own[property];
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      // The same function each time it is asked for, called on the inner object.
      const cached = bound.get(property);
      if (cached && (cached as { original?: unknown }).original === value) return cached;
      const call = Object.assign((...args: unknown[]): unknown => (value as (...a: unknown[]) => unknown).apply(target, args), { original: value });
      bound.set(property, call);
      return call;
    },
    has(target, property) {
      return isOwn(property) || Reflect.has(target, property);
    },
  });
}
