/**
 * The frame's URL parameter holding the widget's id: a page with it may be a widget frame
 * (docs/embedding.md). Alone in its module so the app's entry can test for it without carrying
 * the rest of the protocol.
 */
export const FRAME_ID_PARAM = 'embed';
