import React, { Suspense, lazy } from "react";

/**
 * react-markdown as decap-cms-core's EditorControl draws a field's hint with it (with remark-gfm; links, bold,
 * italics and strikethrough only, paragraphs unwrapped), loaded once the form is drawn instead of before the
 * login screen: with remark-gfm and the parser they bring (micromark, mdast, hast), about 40 KB gzip of the
 * first screen's script.
 *
 * Until it has loaded, and if it cannot be loaded, the hint is its own text. For every hint the site generates
 * that is what react-markdown draws, as none holds markdown (__tests__/node/cms/replaced.test.ts checks): nothing
 * changes on the screen when it arrives.
 */

interface HintProps {
  children?: string;
  allowedElements?: string[];
  unwrapDisallowed?: boolean;
  components?: Record<string, unknown>;
  remarkPlugins?: unknown[];
}

const Markdown = lazy(() =>
  Promise.all([import(/* webpackChunkName: "cms-hints" */ "react-markdown"), import(/* webpackChunkName: "cms-hints" */ "remark-gfm")]).then(
    ([markdown, gfm]) => {
      const ReactMarkdown = markdown.default as unknown as React.ComponentType<HintProps>;
      // The plugin core passes is this file's stand-in (hintGfm.ts); the real one comes with the parser.
      return { default: (props: HintProps) => <ReactMarkdown {...props} remarkPlugins={[gfm.default]} /> };
    },
    // Offline, or a script that failed: the hint stays as its text rather than breaking the form.
    () => ({ default: (props: HintProps) => <>{props.children}</> }),
  ),
);

export default function HintMarkdown(props: HintProps): React.ReactElement {
  return (
    <Suspense fallback={<>{props.children}</>}>
      <Markdown {...props} />
    </Suspense>
  );
}
