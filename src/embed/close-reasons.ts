/**
 * Why a widget modal closed (docs/embedding.md, "Events"), in a module of their own so the
 * site's pages that name them do not carry the rest of the protocol.
 */

/** The visitor closed it (the spec's ManualShutdown). */
export const MANUAL_SHUTDOWN = 'ManualShutdown';
/** The host closed it (`handle.close()`). */
export const HOST_CLOSED = 'HostClosed';
