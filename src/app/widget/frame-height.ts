/**
 * The height the widget's frame needs (docs/embedding.md, "Options": auto-sizing): the page's
 * content, or an open dialog (a portal in the viewport) with room around it, whichever is taller,
 * so the host's frame never shows an inner scrollbar and a dialog is never cut off.
 */
const DIALOG_CONTENT = '[data-scope="dialog"][data-part="content"]';
/** Space kept above and below a dialog (its positioner's padding). */
export const DIALOG_MARGIN_PX = 64;

export function measureFrameHeight(doc: Document): number {
  // The app's mount point; a page without one (a test render) is measured by its body.
  const root = doc.getElementById('root') ?? doc.body;
  const content = Math.max(root.scrollHeight, root.getBoundingClientRect().height);
  let dialogs = 0;
  for (const dialog of doc.querySelectorAll(DIALOG_CONTENT)) {
    dialogs = Math.max(dialogs, dialog.scrollHeight + DIALOG_MARGIN_PX);
  }
  return Math.ceil(Math.max(content, dialogs));
}
