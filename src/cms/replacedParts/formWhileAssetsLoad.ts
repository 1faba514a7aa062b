/**
 * What decap-cms-core's EditorControl takes from its reducers/medias.js: selectIsLoadingAsset, which it hands
 * each field's Widget, whose shouldComponentUpdate then holds every field back while any picture loads ("avoid
 * unnecessary rerenders while loading assets", Widget.js). A key typed meanwhile went into the draft but not into
 * the box: React put the box back to the text before the key, and the same key typed again changed nothing in the
 * draft, so the box never showed it (issue 43: opening a sector on a phone, its picture loads for seconds while the
 * form is up). Here a field redraws as it is typed into whatever pictures are loading; the preview pane, which
 * imports the real selector, still waits for them.
 */
export const selectIsLoadingAsset = (): boolean => false;
