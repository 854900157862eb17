/** The widget loader's files in an edition's build folder, served from the edition's root. */
export const loaderFileName = 'embed.js';
export const loaderTypesFileName = 'embed.d.ts';
