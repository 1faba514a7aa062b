/**
 * lodash/fp as decap-cms-lib-util imports it (map, filter, flow and fromPairs, data last and curried), from
 * lodash's own one-function fp modules: lodash/fp itself loads the whole of lodash and converts every one of
 * its 300 functions as the CMS starts, for these four. __tests__/node/cms/replaced.test.ts checks that every
 * name the parts import is here and behaves as lodash/fp's.
 */
export { default as filter } from "lodash/fp/filter";
export { default as flow } from "lodash/fp/flow";
export { default as fromPairs } from "lodash/fp/fromPairs";
export { default as map } from "lodash/fp/map";
