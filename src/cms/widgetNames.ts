/**
 * The Decap widgets this site's generated configuration uses (src/node/cms/config.ts), by name: src/cms/decap.ts
 * registers exactly these, each from its own part, and __tests__/node/cms/widgets.test.ts checks the generated
 * configuration against them, so a widget the schema starts to use is not missing, and one it stops using is
 * not shipped. "hidden" is decap-cms-core's own.
 */
export const DECAP_WIDGETS = ["string", "text", "number", "boolean", "list", "object", "image"] as const;
/**
 * Registered too, with their code loaded only when a field shows one: both are built on react-select (relation
 * with react-window too), and the screens an editor opens first (the collections, a sector) have neither.
 */
export const LAZY_WIDGETS = ["select", "relation"] as const;
export const CORE_WIDGETS = ["hidden"] as const;
