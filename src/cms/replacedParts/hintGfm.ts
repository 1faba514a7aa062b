/**
 * remark-gfm where decap-cms-core's EditorControl hands it to react-markdown for a field's hint: hintMarkdown.tsx
 * draws hints, and loads the real plugin with the parser once the form is drawn, so this one is never run.
 */
export default function remarkGfmLoadedWithTheHint(): never {
  throw new Error("remark-gfm is loaded with the hint's parser (src/cms/replacedParts/hintMarkdown.tsx), not here");
}
