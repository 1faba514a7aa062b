/**
 * Counts, on each React commit, the components rendered (a subtree React bailed out of keeps its old child),
 * through React's DevTools hook: `window.__commits` holds one count per commit, the first being hydration.
 * Passed to Playwright's `page.addInitScript`, which sends its source to the page: it uses nothing from outside itself.
 */
export function installCommitCounter() {
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          const before = f.alternate;
          if (typeof f.type === "function" && (!before || before.memoizedProps !== f.memoizedProps || before.memoizedState !== f.memoizedState)) rendered += 1;
          if (f.child && !(before && before.child === f.child)) walk(f.child);
        }
      };
      walk(root.current.child);
      window.__commits.push(rendered);
    },
  };
}
