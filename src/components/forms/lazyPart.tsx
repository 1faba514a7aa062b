// The forms' parts load through the site's one helper for late parts.
export { lazyPart, type LazyPartOptions, type LazyPartProps } from "../lazyPart";
